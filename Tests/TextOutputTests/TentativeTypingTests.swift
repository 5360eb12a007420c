import Testing
import TextOutput
import TestSupport

@Suite(.ownThread) struct TentativeTypingTests {
    @Test func offByDefault() {
        var plan = TypingPlan()
        #expect(plan.update(segments: [], tentative: "Hello wor") == [])
        #expect(plan.text == "")
    }

    @Test func onlyTheDifferingEndIsRetyped() {
        var plan = TypingPlan(typesTentative: true)
        #expect(plan.update(segments: [], tentative: " Hello wor") == [.type("Hello wor")])
        #expect(plan.update(segments: [], tentative: "Hello world") == [.type("ld")])
        #expect(plan.update(segments: [], tentative: "Hello word") == [.erase(2), .type("d")])
        #expect(plan.update(segments: [], tentative: "") == [.erase(10)])
    }

    @Test func settlingOnTheSameWordsRetypesNothing() {
        var plan = TypingPlan(typesTentative: true)
        _ = plan.update(segments: ["Hi."], tentative: "How are you?")
        #expect(plan.update(segments: ["Hi.", "How are you?"], tentative: "") == [])
        _ = plan.update(segments: ["Hi.", "How are you?", "New line."], tentative: "fine.")
        #expect(plan.text == "Hi. How are you?\nFine.")
        #expect(plan.update(segments: ["Hi.", "How are you?", "New line.", "fine."], tentative: "") == [])
    }

    @Test func settlingDifferentlyCorrectsOnlyTheDifference() {
        var plan = TypingPlan(typesTentative: true)
        _ = plan.update(segments: ["Hello."], tentative: "I scream")
        #expect(plan.update(segments: ["Hello.", "Ice cream."], tentative: "") == [.erase(7), .type("ce cream.")])
        #expect(plan.text == "Hello. Ice cream.")
    }

    @Test func commandsAreShownRawUntilTheySettle() {
        var plan = TypingPlan(typesTentative: true)
        _ = plan.update(segments: ["Hello."], tentative: "New line.")
        #expect(plan.text == "Hello. New line.")
        #expect(plan.update(segments: ["Hello.", "New line."], tentative: "") == [.erase(10), .type("\n")])
    }

    @Test func correctionsCountCharactersNotBytes() {
        var plan = TypingPlan(typesTentative: true)
        _ = plan.update(segments: [], tentative: "Café “déjà” 👍🏽")
        #expect(plan.update(segments: [], tentative: "Café “déjà vu”") == [.erase(3), .type(" vu”")])
        #expect(plan.update(segments: [], tentative: "Cafe\u{301}") == [.erase(11), .type("e\u{301}")])
    }
}

@Suite(.ownThread) struct TextEditDifferenceTests {
    @Test func keepsTheLongestCommonBeginning() {
        #expect(TextEdit.edits(from: "", to: "") == [])
        #expect(TextEdit.edits(from: "abc", to: "abc") == [])
        #expect(TextEdit.edits(from: "abc", to: "abd") == [.erase(1), .type("d")])
        #expect(TextEdit.edits(from: "abc", to: "") == [.erase(3)])
        #expect(TextEdit.edits(from: "é", to: "é!") == [.type("!")])
    }

    @Test func equivalentButDifferentlyEncodedCharactersAreRetyped() {
        #expect(TextEdit.edits(from: "caf\u{e9}", to: "cafe\u{301}") == [.erase(1), .type("e\u{301}")])
    }
}
