import Foundation
import Testing
import TestSupport

/// Notes read fast, five sentences without a long pause (set-up's fast-notes3.wav), streamed in
/// real time: the text holds every phrase of the whole-file pass and says none twice. Streamed so,
/// the last pass over its first ten seconds once wrote its first sentence twice and the next one
/// garbled ("…not rotated. The server went outwise during the night, … not rotated. The server
/// went out, and looked for disk space.").
@Suite("Fast speech in real time", .exclusive)
struct FastSpeechTests {
    static let clip = DictateBinary.audio("fast-notes3.wav")

    @Test("every phrase arrives once, settling quick and accurate", arguments: ["quick", "accurate"])
    func everyPhraseOnce(settle: String) async throws {
        let offline = try await DictateBinary.run(["--file", Self.clip, "--offline"])
        try #require(offline.status == 0, "\(offline.standardError)")
        let result = try await DictateBinary.run(["--file", Self.clip, "--realtime", "--settle", settle])
        #expect(result.status == 0, "\(result.standardError)")
        let text = result.standardOutput
        let coverage = WordCoverage(reference: offline.standardOutput, text: text)
        #expect(coverage.longestDeletedRun < 5, "a phrase was lost.\nwhole file: \(offline.standardOutput)\nstreamed: \(text)")
        let repeated = Self.repeatedRun(in: text)
        #expect(repeated == nil, "said twice: \"\(repeated ?? "")\"\nstreamed: \(text)")
    }

    /// The first run of four or more words followed at once by itself, ignoring case and punctuation.
    static func repeatedRun(in text: String) -> String? {
        let words = text.lowercased().split(whereSeparator: \.isWhitespace)
            .map { $0.filter { $0.isLetter || $0.isNumber } }.filter { !$0.isEmpty }
        guard words.count >= 8 else { return nil }
        for length in 4...words.count / 2 {
            for start in 0...(words.count - 2 * length) where words[start..<start + length] == words[start + length..<start + 2 * length] {
                return words[start..<start + length].joined(separator: " ")
            }
        }
        return nil
    }

    @Test("a run said twice is found, a restart of two words is not")
    func repeatedRuns() {
        #expect(Self.repeatedRun(in: "The logs were not rotated. The logs were not rotated. Peter") == "the logs were not rotated")
        #expect(Self.repeatedRun(in: "Call me, call me back when the logs are rotated.") == nil)
    }
}
