/// Which words of a reference transcript another transcript lost, as opposed to heard differently:
/// a minimum-edit alignment of normalised words. A word heard as another is a substitution and
/// costs nothing here; a phrase that was never decoded shows as a run of deleted words.
public struct WordCoverage: Sendable, Equatable {
    /// Reference words with no word at all in the other transcript.
    public let deleted: Int
    /// Reference words.
    public let total: Int
    /// The longest run of consecutive deleted reference words.
    public let longestDeletedRun: Int

    /// Compares `text` against `reference`, ignoring case and punctuation.
    public init(reference: String, text: String) {
        let expected = Self.words(reference), heard = Self.words(text)
        // cost[i][j]: edits to turn expected[i...] into heard[j...].
        var cost = Array(repeating: Array(repeating: 0, count: heard.count + 1), count: expected.count + 1)
        for i in stride(from: expected.count, through: 0, by: -1) {
            for j in stride(from: heard.count, through: 0, by: -1) {
                if i == expected.count { cost[i][j] = heard.count - j; continue }
                if j == heard.count { cost[i][j] = expected.count - i; continue }
                let substitute = cost[i + 1][j + 1] + (expected[i] == heard[j] ? 0 : 1)
                cost[i][j] = min(substitute, cost[i + 1][j] + 1, cost[i][j + 1] + 1)
            }
        }
        // Follow one cheapest alignment, preferring a match or substitution, so that only words
        // with nothing in their place count as deleted.
        var i = 0, j = 0, run = 0, longest = 0, deleted = 0
        while i < expected.count {
            if j < heard.count, cost[i][j] == cost[i + 1][j + 1] + (expected[i] == heard[j] ? 0 : 1) {
                i += 1; j += 1; run = 0
            } else if j < heard.count, cost[i][j] == cost[i][j + 1] + 1 {
                j += 1
            } else {
                i += 1; deleted += 1; run += 1; longest = max(longest, run)
            }
        }
        self.deleted = deleted
        total = expected.count
        longestDeletedRun = longest
    }

    /// The share of reference words deleted, from 0 to 1 (0 for an empty reference).
    public var deletedShare: Double { total == 0 ? 0 : Double(deleted) / Double(total) }

    static func words(_ text: String) -> [String] {
        text.lowercased().split(whereSeparator: \.isWhitespace)
            .map { $0.filter { $0.isLetter || $0.isNumber } }.filter { !$0.isEmpty }
    }
}
