import Testing
import TextOutput

@Suite struct SpacingTests {
    @Test func piecesAreJoinedBySingleSpacesWithNoneBeforeTheFirst() {
        var plan = TypingPlan()
        #expect(settle(["Hello world.", "How are you?", "Fine."], into: &plan)
            == [[.type("Hello world.")], [.type(" How are you?")], [.type(" Fine.")]])
        #expect(plan.text == "Hello world. How are you? Fine.")
    }

    @Test func whisperSpacesAroundPiecesAreNotTyped() {
        #expect(typed(["  Hello.  ", " ", "", " Bye. "]) == "Hello. Bye.")
    }

    @Test func anUpdateWithNoNewPieceTypesNothing() {
        var plan = TypingPlan()
        _ = plan.update(segments: ["Hello."], tentative: "")
        #expect(plan.update(segments: ["Hello."], tentative: "How are") == [])
        #expect(plan.update(segments: ["Hello."], tentative: "") == [])
    }

    @Test func newLineStartsTheNextPieceWithNoSpaceAndACapital() {
        #expect(typed(["Dear Anna,", "New line.", "thanks for the letter."]) == "Dear Anna,\nThanks for the letter.")
        #expect(typed(["Hello world. New line. How are you?"]) == "Hello world.\nHow are you?")
        #expect(typed(["Dear Anna, new line, thanks."]) == "Dear Anna,\nThanks.")
    }

    @Test func newParagraphLeavesABlankLine() {
        #expect(typed(["Hello.", "New paragraph,", "Bye."]) == "Hello.\n\nBye.")
        #expect(typed(["New paragraph.", "Hello."]) == "\n\nHello.")
    }

    @Test func noSpaceFollowsALineBreakEvenFromATableThatForgetsToSaySo() {
        let lineBreak = Insertion("\n", joinsPrevious: true, joinsNext: false, replacesMark: false)
        #expect(typed(["One.", "Break.", "two."], commands: SpokenCommands(["break": .insert(lineBreak)])) == "One.\nTwo.")
    }

    @Test func capitalsAreRaisedAfterALineBreakButNothingIsLowered() {
        #expect(typed(["One.", "New line.", "éclair and iPhone."]) == "One.\nÉclair and iPhone.")
        #expect(typed(["One.", "New line.", "1 egg."]) == "One.\n1 egg.")
        #expect(typed(["I met Anna.", "She said Hi."]) == "I met Anna. She said Hi.")
    }

    @Test func commandsOffTypesEveryWordAsWhisperWroteIt() {
        #expect(typed(["Hello.", "New line.", "Comma.", "Scratch that."], commands: .none)
            == "Hello. New line. Comma. Scratch that.")
    }
}
