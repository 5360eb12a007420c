import Testing
import TextOutput

@Suite struct ScratchThatTests {
    @Test func erasesTheLastPieceWithTheSpaceBeforeIt() {
        var plan = TypingPlan()
        #expect(settle(["Hello.", "How are you?", "Scratch that."], into: &plan).last == [.erase(13)])
        #expect(plan.text == "Hello.")
    }

    @Test func twiceErasesTwoPieces() {
        #expect(typed(["Hello.", "Good.", "Bye.", "Scratch that.", "Scratch that!"]) == "Hello.")
        #expect(typed(["Hello.", "Good.", "Scratch that.", "Bye.", "Scratch that."]) == "Hello.")
    }

    @Test func withNothingToScratchDoesNothing() {
        var plan = TypingPlan()
        #expect(settle(["Scratch that.", "Scratch that."], into: &plan) == [[], []])
        #expect(typed(["Hello.", "Scratch that.", "Scratch that.", "Bye."]) == "Bye.")
    }

    @Test func takesBackACommandAsWellAsWords() {
        #expect(typed(["Hello.", "New line.", "Scratch that.", "Bye."]) == "Hello. Bye.")
        #expect(typed(["Dear Anna.", "Comma.", "Scratch that."]) == "Dear Anna.")
        #expect(typed(["Open quote.", "Scratch that.", "Hi."]) == "Hi.")
    }

    @Test func insideAPieceTakesBackTheWordsBeforeIt() {
        #expect(typed(["Hello.", "How are you? Scratch that. Fine."]) == "Hello. Fine.")
    }

    @Test func countsCharactersNotBytes() {
        var plan = TypingPlan()
        let piece = "Naïve résumé 👍🏽 “ok” — e\u{301}!"
        #expect(settle(["Café.", piece, "Scratch that."], into: &plan).last == [.erase(piece.count + 1)])
        #expect(plan.text == "Café.")
        #expect(piece.count == 24)
    }
}
