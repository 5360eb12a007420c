import Testing
import SpeechScoring
import TestSupport

private func words(_ text: String) -> [String] {
    text.split(separator: " ").map(String.init)
}

@Suite(.ownThread) struct WordAlignmentTests {
    @Test func identicalSequencesHaveNoErrors() {
        let alignment = WordAlignment(reference: words("the cat sat"), hypothesis: words("the cat sat"))
        #expect(alignment.counts == ErrorCounts(substitutions: 0, deletions: 0, insertions: 0, referenceCount: 3))
        #expect(alignment.errorRate == 0)
    }

    @Test func emptyHypothesisIsAllDeletions() {
        let alignment = WordAlignment(reference: words("one two three"), hypothesis: [])
        #expect(alignment.deletions == 3)
        #expect(alignment.substitutions + alignment.insertions == 0)
        #expect(alignment.errorRate == 1)
    }

    @Test func emptyReferenceIsAllInsertionsAndRateIsTheirCount() {
        let alignment = WordAlignment(reference: [], hypothesis: words("thank you"))
        #expect(alignment.insertions == 2)
        #expect(alignment.referenceCount == 0)
        // jiwer's convention: with nothing to divide by, the rate is the insertion count.
        #expect(alignment.errorRate == 2)
    }

    @Test func bothEmptyIsPerfect() {
        let alignment = WordAlignment(reference: [], hypothesis: [])
        #expect(alignment.counts == .zero)
        #expect(alignment.errorRate == 0)
    }

    @Test func extraWordsAreInsertions() {
        let alignment = WordAlignment(reference: words("go home"), hypothesis: words("please go home now"))
        #expect(alignment.counts == ErrorCounts(substitutions: 0, deletions: 0, insertions: 2, referenceCount: 2))
        #expect(alignment.errorRate == 1)
    }

    @Test func missingWordsAreDeletions() {
        let alignment = WordAlignment(reference: words("please go home now"), hypothesis: words("go home"))
        #expect(alignment.counts == ErrorCounts(substitutions: 0, deletions: 2, insertions: 0, referenceCount: 4))
    }

    @Test func substitutionBeatsDeletionPlusInsertion() {
        let alignment = WordAlignment(reference: words("a big dog"), hypothesis: words("a red dog"))
        #expect(alignment.counts == ErrorCounts(substitutions: 1, deletions: 0, insertions: 0, referenceCount: 3))
    }

    @Test func mixedEditsCountEachKind() {
        let alignment = WordAlignment(reference: words("the quick brown fox"), hypothesis: words("quick brown box today"))
        #expect(alignment.substitutions == 1)
        #expect(alignment.deletions == 1)
        #expect(alignment.insertions == 1)
        #expect(alignment.errorRate == 0.75)
    }

    /// Equal-cost alignments are broken as jiwer breaks them (values taken from jiwer 4.0).
    @Test(arguments: [
        ("a b", "b c", 2, 0, 0),
        ("a b c", "x a", 0, 2, 1),
        ("a b", "b a", 0, 1, 1),
        ("d b c a", "c c a a d", 1, 1, 2),
        ("a c b c a", "c b b c", 0, 2, 1),
    ])
    func tiesAreBrokenLikeJiwer(reference: String, hypothesis: String, s: Int, d: Int, i: Int) {
        let alignment = WordAlignment(reference: words(reference), hypothesis: words(hypothesis))
        #expect([alignment.substitutions, alignment.deletions, alignment.insertions] == [s, d, i])
    }

    @Test func textInitializerNormalizesBothSides() {
        let alignment = WordAlignment(referenceText: "Call me at 6 PM.", hypothesisText: "call me at six pm")
        #expect(alignment.errorRate == 0)
        #expect(alignment.referenceCount == 5)
    }
}

@Suite(.ownThread) struct ErrorCountsTests {
    @Test func countsSumComponentWise() {
        let first = ErrorCounts(substitutions: 1, deletions: 2, insertions: 0, referenceCount: 10)
        let second = ErrorCounts(substitutions: 0, deletions: 1, insertions: 3, referenceCount: 5)
        let total = ErrorCounts(summing: [first, second])
        #expect(total == ErrorCounts(substitutions: 1, deletions: 3, insertions: 3, referenceCount: 15))
        #expect(total.errors == 7)
        var accumulated = ErrorCounts.zero
        accumulated += first
        accumulated += second
        #expect(accumulated == total)
    }

    @Test func corpusRateIsErrorsOverWordsNotMeanOfRates() {
        let short = ErrorCounts(substitutions: 1, deletions: 0, insertions: 0, referenceCount: 1)
        let long = ErrorCounts(substitutions: 0, deletions: 0, insertions: 0, referenceCount: 9)
        #expect((short + long).errorRate == 0.1)
    }
}
