import Testing
import TestSupport

@Suite("Word coverage")
struct WordCoverageTests {
    static let reference = "Please move the team meeting to Thursday afternoon and send the agenda to everyone."

    @Test("the same words in another case and punctuation are all kept")
    func same() {
        let coverage = WordCoverage(reference: Self.reference, text: "please move the team meeting to thursday afternoon, and send the agenda to everyone")
        #expect(coverage.matched == 14)
        #expect(coverage.share == 1)
        #expect(coverage.longestMissingRun == 0)
    }

    @Test("a word heard as another costs one word, not a phrase")
    func substitution() {
        let coverage = WordCoverage(reference: Self.reference, text: "Please move the team meeting to Tuesday afternoon and send the agenda to everyone.")
        #expect(coverage.matched == 13)
        #expect(coverage.longestMissingRun == 1)
    }

    @Test("a lost phrase is a run of missing words")
    func lostPhrase() {
        let coverage = WordCoverage(reference: Self.reference, text: "Please move the team meeting to Thursday afternoon.")
        #expect(coverage.longestMissingRun == 6)
        #expect(coverage.matched == 8)
    }

    @Test("nothing heard misses everything")
    func nothing() {
        #expect(WordCoverage(reference: Self.reference, text: "").longestMissingRun == 14)
    }
}
