import Arguments
import Foundation
import SpeechScoring

/// `speech-bench formatting HYP REFERENCE`: capitals and punctuation that differ, clip by clip.
struct FormattingCommand {
    let hypothesisPath: String
    let referencePath: String

    init(_ parsed: ParsedArguments) {
        hypothesisPath = parsed.argument("HYP") ?? ""
        referencePath = parsed.argument("REFERENCE") ?? ""
    }

    func run() throws {
        let hypotheses = try Self.read(hypothesisPath), references = try Self.read(referencePath)
        var count = 0, words = 0
        for (file, reference) in references.sorted(by: { $0.key < $1.key }) {
            let differences = FormattingDifferences(hypothesis: hypotheses[file] ?? "", reference: reference)
            count += differences.count
            words += differences.referenceWords
            print("\(file)\t\(differences.count)")
        }
        let perHundred = words == 0 ? 0 : Double(count) * 100 / Double(words)
        print(String(format: "%d differences in %d words: %.1f per 100 words", count, words, perHundred))
    }

    /// The `file<TAB>text` lines of a --hyp-out file.
    private static func read(_ path: String) throws -> [String: String] {
        let text: String
        do { text = try String(contentsOfFile: path, encoding: .utf8) } catch {
            throw FormattingFileError(path: path, reason: error.localizedDescription)
        }
        var lines: [String: String] = [:]
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
            lines[String(fields[0])] = fields.count > 1 ? String(fields[1]) : ""
        }
        return lines
    }
}

/// A hypothesis file that could not be read.
struct FormattingFileError: Error, CustomStringConvertible {
    let path: String
    let reason: String

    var description: String { "cannot read \(path): \(reason); is it a file written by 'speech-bench run --hyp-out'?" }
}
