/// Word-level edit counts of one hypothesis against its reference, or of a whole corpus once summed.
///
/// Counts add up across utterances (`+`, `+=`, ``init(summing:)``), so a corpus word error rate is
/// total errors over total reference words, not a mean of per-utterance rates.
public struct ErrorCounts: Sendable, Hashable, Codable {
    /// Reference words replaced by a different hypothesis word.
    public var substitutions: Int
    /// Reference words missing from the hypothesis.
    public var deletions: Int
    /// Hypothesis words with no counterpart in the reference.
    public var insertions: Int
    /// Number of words in the (normalised) reference.
    public var referenceCount: Int

    /// Creates counts from their parts.
    public init(substitutions: Int, deletions: Int, insertions: Int, referenceCount: Int) {
        self.substitutions = substitutions
        self.deletions = deletions
        self.insertions = insertions
        self.referenceCount = referenceCount
    }

    /// No words, no errors: the identity of `+`.
    public static let zero = ErrorCounts(substitutions: 0, deletions: 0, insertions: 0, referenceCount: 0)

    /// Sum of a sequence of counts, e.g. every utterance of a corpus.
    public init(summing counts: some Sequence<ErrorCounts>) {
        self = counts.reduce(.zero, +)
    }

    /// Substitutions + deletions + insertions.
    public var errors: Int { substitutions + deletions + insertions }

    /// Word error rate as a fraction (0.25 means 25 %): errors / reference words.
    ///
    /// With an empty reference there is nothing to divide by; like `jiwer` (which the reference
    /// scorer uses) the rate is then the insertion count itself, so silence transcribed as silence
    /// is 0 and any produced word is at least 100 %. Scorers of a corpus usually leave such
    /// utterances out of the rate and count their words as hallucinations instead.
    public var errorRate: Double {
        referenceCount == 0 ? Double(insertions) : Double(errors) / Double(referenceCount)
    }

    /// Component-wise sum.
    public static func + (lhs: ErrorCounts, rhs: ErrorCounts) -> ErrorCounts {
        ErrorCounts(substitutions: lhs.substitutions + rhs.substitutions,
                    deletions: lhs.deletions + rhs.deletions,
                    insertions: lhs.insertions + rhs.insertions,
                    referenceCount: lhs.referenceCount + rhs.referenceCount)
    }

    /// Adds `rhs` to `lhs` component-wise.
    public static func += (lhs: inout ErrorCounts, rhs: ErrorCounts) {
        lhs = lhs + rhs
    }
}
