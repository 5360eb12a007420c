import Testing
import SpeechScoring
import TestSupport

@Suite(.ownThread) struct CharacterAlignmentTests {
    @Test func spacingDoesNotCount() {
        let alignment = WordAlignment(charactersOf: "서울은 한국의 수도입니다", hypothesisText: "서울 은 한국 의 수도 입니다")
        #expect(alignment.errorRate == 0)
        #expect(alignment.referenceCount == 11)
    }

    @Test func eachWrongSyllableCountsOnce() {
        let alignment = WordAlignment(charactersOf: "오늘은 월요일입니다", hypothesisText: "오늘 월요일이다")
        #expect(alignment.counts == ErrorCounts(substitutions: 1, deletions: 2, insertions: 0, referenceCount: 9))
    }

    @Test func tagsAndPunctuationAreLeftOut() {
        let alignment = WordAlignment(charactersOf: "Hello, world.", hypothesisText: "[noise] hello world [9]")
        #expect(alignment.errorRate == 0)
    }
}
