import Foundation
import Testing
import TestSupport

/// A word or two said with silence around: a short answer is written as the whole sentence it is,
/// with its capital, its comma and its full stop, whichever way the text settles. The files are
/// streamed as fast as they decode, so the passes fall where they do on any machine; how they
/// fare in real time is measured by speech-bench (docs/BENCHMARKS.md).
@Suite("Short answers", .exclusive)
struct ShortAnswerTests {
    /// The clips and how each is written (set-up's Tests/Audio/answers.tsv).
    static let answers: [(file: String, written: String)] = {
        let manifest = (try? String(contentsOfFile: DictateBinary.audio("answers.tsv"), encoding: .utf8)) ?? ""
        return manifest.split(separator: "\n").dropFirst().map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return (fields[0], fields.count > 1 ? fields[1] : "")
        }
    }()

    @Test("each short answer is written the same settling quick and accurate", arguments: ["quick", "accurate"])
    func written(settle: String) async throws {
        try #require(Self.answers.count == 4, "set-up's answers.tsv: \(Self.answers)")
        for answer in Self.answers {
            let result = try await DictateBinary.run(["--file", DictateBinary.audio(answer.file), "--settle", settle])
            #expect(result.status == 0, "\(answer.file): \(result.standardError)")
            #expect(result.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines) == answer.written,
                    "\(answer.file), settling \(settle)")
        }
    }
}
