import Foundation

/// A small text file dictate keeps for the person (replacements, vocabulary), read whole and
/// replaced atomically, with errors that name it.
struct KeptFile {
    let url: URL
    /// What the file is, as messages call it ("the replacements file").
    let role: String

    /// The file's text; with `missingIsEmpty`, a file not there yet reads as empty.
    func read(missingIsEmpty: Bool = false) throws -> String {
        if missingIsEmpty && !FileManager.default.fileExists(atPath: url.path) { return "" }
        // Read through a handle, which /dev/null (the way to ask for none) also gives.
        guard let handle = try? FileHandle(forReadingFrom: url), let data = try? handle.readToEnd() ?? Data() else {
            throw Failure("can't read \(role) \(url.path).", exitCode: ExitCode.noInput)
        }
        return String(decoding: data, as: UTF8.self)
    }

    func write(_ text: String) throws {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url, options: .atomic)
        } catch {
            throw Failure("can't write \(role) \(url.path): \(error.localizedDescription)", exitCode: ExitCode.ioError)
        }
    }
}
