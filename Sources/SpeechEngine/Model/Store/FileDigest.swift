import Foundation

/// A file's digest in hex, through coreutils (`sha256sum`, `sha1sum`).
///
/// The sha256 is recorded beside every imported model so a user (or `scripts/setup`'s manifest) can
/// tell which bytes a name stands for; the SHA-1 is what whisper.cpp publishes for its model files.
/// coreutils' implementations are fast on files of gigabytes.
public enum FileDigest {
    public static func sha256(of url: URL) throws(ModelStoreError) -> String {
        try digest(of: url, tool: "sha256sum", length: 64)
    }

    public static func sha1(of url: URL) throws(ModelStoreError) -> String {
        try digest(of: url, tool: "sha1sum", length: 40)
    }

    private static func digest(of url: URL, tool: String, length: Int) throws(ModelStoreError) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool, "--", url.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { throw .io(path: url.path, reason: "\(tool) can't be run (\(error))") }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let digest = String(decoding: data.prefix(length), as: UTF8.self)
        guard process.terminationStatus == 0, digest.count == length else {
            throw .io(path: url.path, reason: "its \(tool.dropLast(3)) can't be computed")
        }
        return digest
    }
}
