/// Minimum-edit (Levenshtein) alignment of hypothesis words against reference words.
///
/// Substitutions, deletions and insertions each cost one, so a substitution (1) always beats a
/// deletion plus an insertion (2). When several alignments share the minimum cost, the breakdown is
/// chosen as `jiwer`/`rapidfuzz` choose it (walking back from the end, prefer a deletion, then a
/// match or substitution, then an insertion), so the S/D/I figures agree with the reference scorer,
/// not only their sum.
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
        let rows = reference.count, columns = hypothesis.count
        // distance[i * width + j]: edits turning reference[..<i] into hypothesis[..<j]. The whole
        // table is kept (not two rows) because the backtrace needs it to split the edits by kind.
        let width = columns + 1
        var distance = [Int](repeating: 0, count: (rows + 1) * width)
        for j in 0...columns { distance[j] = j }
        for i in 1..<(rows + 1) {
            distance[i * width] = i
            for j in 1..<(columns + 1) {
                let diagonal = distance[(i - 1) * width + j - 1] + (reference[i - 1] == hypothesis[j - 1] ? 0 : 1)
                let deletion = distance[(i - 1) * width + j] + 1
                let insertion = distance[i * width + j - 1] + 1
                distance[i * width + j] = min(diagonal, deletion, insertion)
            }
        }

        var substitutions = 0, deletions = 0, insertions = 0
        var i = rows, j = columns
        while i > 0 || j > 0 {
            let here = distance[i * width + j]
            if i > 0, distance[(i - 1) * width + j] + 1 == here {
                deletions += 1
                i -= 1
            } else if i > 0, j > 0 {
                let same = reference[i - 1] == hypothesis[j - 1]
                if distance[(i - 1) * width + j - 1] + (same ? 0 : 1) == here {
                    if !same { substitutions += 1 }
                    i -= 1
                    j -= 1
                } else {
                    insertions += 1
                    j -= 1
                }
            } else {
                insertions += 1
                j -= 1
            }
        }
        return ErrorCounts(substitutions: substitutions, deletions: deletions,
                           insertions: insertions, referenceCount: rows)
    }
}
