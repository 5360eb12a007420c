import Testing
import TextOutput

/// `TypingPlan.text(of:tentative:commands:)`: a transcript as a card shows it, commands applied.
@Suite struct ShownTextTests {
    @Test func commandsActOnSettledPiecesAsWhisperWritesThem() {
        let shown = TypingPlan.text(of: ["Dear Anna.", "New line.", "Thank you for the flowers.", "Scratch that.", "See you soon!"],
                                    tentative: "", commands: .english)
        #expect(shown == "Dear Anna.\nSee you soon!")
    }

    @Test func aNewParagraphIsTwoLineBreaks() {
        #expect(TypingPlan.text(of: ["Hi,", "new paragraph,", "bye."], tentative: "", commands: .english) == "Hi,\n\nBye.")
    }

    @Test func theTentativeTailFollowsAsHeard() {
        #expect(TypingPlan.text(of: ["Hello."], tentative: "new line", commands: .english) == "Hello. new line")
    }

    @Test func withoutCommandsEveryWordStays() {
        #expect(TypingPlan.text(of: ["Hello.", "New line."], tentative: "", commands: .none) == "Hello. New line.")
    }
}
