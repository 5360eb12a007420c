import Testing
import TestSupport

@Suite("Word coverage")
struct WordCoverageTests {
    static let reference = "Please move the team meeting to Thursday afternoon and send the agenda to everyone."

    @Test("the same words in another case and punctuation lose nothing")
    func same() {
        let coverage = WordCoverage(reference: Self.reference, text: "please move the team meeting to thursday afternoon, and send the agenda to everyone")
        #expect(coverage.deleted == 0)
        #expect(coverage.total == 14)
    }

    @Test("words heard as others are not deletions")
    func substitutions() {
        let coverage = WordCoverage(reference: Self.reference, text: "Please move the team meeting the first day after move and then, everyone.")
        #expect(coverage.longestDeletedRun <= 1)
        #expect(coverage.deleted <= 1)
    }

    @Test("a lost phrase is a run of deleted words")
    func lostPhrase() {
        let coverage = WordCoverage(reference: Self.reference, text: "Please move the team meeting to Thursday afternoon.")
        #expect(coverage.longestDeletedRun == 6)
        #expect(coverage.deleted == 6)
    }

    @Test("nothing heard deletes everything")
    func nothing() {
        let coverage = WordCoverage(reference: Self.reference, text: "")
        #expect(coverage.longestDeletedRun == 14)
        #expect(coverage.deletedShare == 1)
    }
}
