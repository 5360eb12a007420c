import Foundation
import TextOutput

/// A replacements file on disk.
struct ReplacementsStore {
    let url: URL
    private var file: KeptFile { KeptFile(url: url, role: "the replacements file") }

    /// The file's text; with `missingIsEmpty`, a file not there yet reads as empty.
    func read(missingIsEmpty: Bool = false) throws -> ReplacementsFile {
        ReplacementsFile(text: try file.read(missingIsEmpty: missingIsEmpty))
    }

    /// The rules in the file, with a line that is not a pair reported with the file's name.
    func replacements(missingIsEmpty: Bool = false) throws -> Replacements {
        do {
            return try read(missingIsEmpty: missingIsEmpty).replacements()
        } catch let error as ReplacementsFileError {
            throw Failure("\(url.path), \(error)", exitCode: ExitCode.badData)
        }
    }

    func write(_ replacements: ReplacementsFile) throws { try file.write(replacements.text) }
}
