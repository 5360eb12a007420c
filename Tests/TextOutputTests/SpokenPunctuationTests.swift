import Testing
import TextOutput

@Suite struct SpokenPunctuationTests {
    @Test func aSpokenMarkReplacesWhispersMarkBeforeIt() {
        var plan = TypingPlan()
        #expect(settle(["Dear Anna.", "Comma."], into: &plan) == [[.type("Dear Anna.")], [.erase(1), .type(",")]])
        #expect(plan.text == "Dear Anna,")
        #expect(typed(["Dear Anna, comma"]) == "Dear Anna,")
        #expect(typed(["Wow… exclamation mark."]) == "Wow!")
        #expect(typed(["Really?!", "Period."]) == "Really.")
        #expect(typed(["Is it", "Question mark."]) == "Is it?")
    }

    @Test func textAfterAMarkIsSpacedAndKeepsItsCase() {
        #expect(typed(["Hello. Comma. World."]) == "Hello, World.")
        #expect(typed(["Items. Colon.", "eggs. Semicolon. Milk."]) == "Items: eggs; Milk.")
    }

    @Test func quotesWrapTheWordsBetweenThem() {
        #expect(typed(["He said, open quote, hello, close quote, and left."]) == "He said, \"hello,\" and left.")
        #expect(typed(["Open quote.", "Hello.", "Close quote."]) == "\"Hello.\"")
    }

    @Test func hyphenJoinsAndDashSpaces() {
        #expect(typed(["Well, hyphen, known."]) == "Well-known.")
        #expect(typed(["Wait, dash, what?"]) == "Wait - what?")
    }

    @Test(arguments: [
        "I said comma and left.", "Add a new line here.", "A period of time.", "Scratch that itch.",
    ])
    func commandWordsInsideSentencesAreTyped(_ sentence: String) {
        #expect(typed(["Note.", sentence]) == "Note. " + sentence)
    }
}
