/// How much of a reference transcript another transcript kept, word by word: a longest common
/// subsequence over normalised words. Recognition differences (a word heard as another) cost a word
/// here and there; a phrase that was never decoded shows as a run of missing words.
public struct WordCoverage: Sendable, Equatable {
    /// Reference words matched by a word of the other transcript, in order.
    public let matched: Int
    /// Reference words.
    public let total: Int
    /// The longest run of consecutive reference words with no match.
    public let longestMissingRun: Int

    /// Compares `text` against `reference`, ignoring case and punctuation.
    public init(reference: String, text: String) {
        let expected = Self.words(reference), heard = Self.words(text)
        // lengths[i][j]: the longest common subsequence of expected[i...] and heard[j...].
        var lengths = Array(repeating: Array(repeating: 0, count: heard.count + 1), count: expected.count + 1)
        for i in stride(from: expected.count - 1, through: 0, by: -1) {
            for j in stride(from: heard.count - 1, through: 0, by: -1) {
                lengths[i][j] = expected[i] == heard[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var i = 0, j = 0, run = 0, longest = 0
        while i < expected.count {
            if j < heard.count, expected[i] == heard[j] {
                i += 1; j += 1; run = 0
            } else if j < heard.count, lengths[i][j + 1] >= lengths[i + 1][j] {
                j += 1
            } else {
                i += 1; run += 1; longest = max(longest, run)
            }
        }
        matched = lengths[0][0]
        total = expected.count
        self.longestMissingRun = longest
    }

    /// The share of reference words kept, from 0 to 1 (1 for an empty reference).
    public var share: Double { total == 0 ? 1 : Double(matched) / Double(total) }

    static func words(_ text: String) -> [String] {
        text.lowercased().split(whereSeparator: \.isWhitespace)
            .map { $0.filter { $0.isLetter || $0.isNumber } }.filter { !$0.isEmpty }
    }
}
