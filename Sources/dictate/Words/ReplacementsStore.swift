import Foundation
import TextOutput

/// A replacements file on disk, read whole and replaced atomically.
struct ReplacementsStore {
    let url: URL

    /// The file's text; with `missingIsEmpty`, a file not there yet reads as empty.
    func read(missingIsEmpty: Bool = false) throws -> ReplacementsFile {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            if missingIsEmpty && !FileManager.default.fileExists(atPath: url.path) { return ReplacementsFile(text: "") }
            throw Failure("can't read the replacements file \(url.path).", exitCode: ExitCode.noInput)
        }
        return ReplacementsFile(text: String(decoding: data, as: UTF8.self))
    }

    /// The rules in the file, with a line that is not a pair reported with the file's name.
    func replacements(missingIsEmpty: Bool = false) throws -> Replacements {
        do {
            return try read(missingIsEmpty: missingIsEmpty).replacements()
        } catch let error as ReplacementsFileError {
            throw Failure("\(url.path), \(error)", exitCode: ExitCode.badData)
        }
    }

    func write(_ file: ReplacementsFile) throws {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.text.utf8).write(to: url, options: .atomic)
        } catch {
            throw Failure("can't write the replacements file \(url.path): \(error.localizedDescription)", exitCode: ExitCode.ioError)
        }
    }
}
