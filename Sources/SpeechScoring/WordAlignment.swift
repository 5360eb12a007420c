/// Minimum-edit (Levenshtein) alignment of hypothesis words against reference words.
///
/// Substitutions, deletions and insertions each cost one, so a substitution (1) always beats a
/// deletion plus an insertion (2). When several alignments share the minimum cost, the breakdown is
/// chosen as `jiwer` (through `rapidfuzz`) chooses it, so the S/D/I figures agree with the reference
/// scorer, not only their sum.
public struct WordAlignment: Sendable, Hashable {
    /// The reference words that were aligned.
    public let reference: [String]
    /// The hypothesis words that were aligned.
    public let hypothesis: [String]
    /// The edit counts of the cheapest alignment.
    public let counts: ErrorCounts

    /// Aligns already-normalised word sequences (compared exactly).
    public init(reference: [String], hypothesis: [String]) {
        self.reference = reference
        self.hypothesis = hypothesis
        self.counts = Self.count(reference: reference, hypothesis: hypothesis)
    }

    /// Normalises both texts with `normalizer`, then aligns the words.
    public init(referenceText: String, hypothesisText: String, normalizer: TextNormalizer = .english) {
        self.init(reference: normalizer.normalize(referenceText),
                  hypothesis: normalizer.normalize(hypothesisText))
    }

    /// Reference words replaced by another word.
    public var substitutions: Int { counts.substitutions }
    /// Reference words missing from the hypothesis.
    public var deletions: Int { counts.deletions }
    /// Hypothesis words not in the reference.
    public var insertions: Int { counts.insertions }
    /// Number of reference words.
    public var referenceCount: Int { counts.referenceCount }
    /// Word error rate as a fraction; see ``ErrorCounts/errorRate`` for the empty-reference rule.
    public var errorRate: Double { counts.errorRate }

    private static func count(reference: [String], hypothesis: [String]) -> ErrorCounts {
        // A shared prefix and suffix are matches in every cheapest alignment; rapidfuzz trims them
        // before its backtrace, and trimming here too keeps the tie-breaking identical.
        let prefix = zip(reference, hypothesis).prefix(while: { $0.0 == $0.1 }).count
        let suffix = zip(reference.dropFirst(prefix).reversed(), hypothesis.dropFirst(prefix).reversed())
            .prefix(while: { $0.0 == $0.1 }).count
        let reference = reference.dropFirst(prefix).dropLast(suffix)
        let hypothesis = hypothesis.dropFirst(prefix).dropLast(suffix)
        let distance = EditDistanceTable(reference: Array(reference), hypothesis: Array(hypothesis))

        var substitutions = 0, deletions = 0, insertions = 0
        var i = reference.count, j = hypothesis.count
        // The backtrace of rapidfuzz's bit-parallel matrix, restated over the distance table:
        // a deletion when the cost rose along the reference; otherwise an insertion when it fell
        // along the reference one hypothesis word earlier; otherwise a match or substitution.
        while i > 0, j > 0 {
            if distance[i, j] - distance[i - 1, j] == 1 {
                deletions += 1
                i -= 1
            } else if j > 1, distance[i, j - 1] - distance[i - 1, j - 1] == -1 {
                insertions += 1
                j -= 1
            } else {
                if reference[reference.startIndex + i - 1] != hypothesis[hypothesis.startIndex + j - 1] {
                    substitutions += 1
                }
                i -= 1
                j -= 1
            }
        }
        deletions += i
        insertions += j
        return ErrorCounts(substitutions: substitutions, deletions: deletions,
                           insertions: insertions, referenceCount: prefix + reference.count + suffix)
    }
}
