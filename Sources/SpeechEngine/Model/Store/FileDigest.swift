import Foundation

/// The sha256 of a file, through coreutils' `sha256sum`.
///
/// Recorded beside every imported model so a user (or `scripts/setup`'s manifest) can tell which
/// bytes a name stands for; coreutils' implementation is fast on files of gigabytes.
enum FileDigest {
    static func sha256(of url: URL) throws(ModelStoreError) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["sha256sum", "--", url.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { throw .io(path: url.path, reason: "sha256sum can't be run (\(error))") }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let digest = String(decoding: data.prefix(64), as: UTF8.self)
        guard process.terminationStatus == 0, digest.count == 64 else {
            throw .io(path: url.path, reason: "its sha256 can't be computed")
        }
        return digest
    }
}
