import Testing
import TextOutput

@Suite struct TextBufferTests {
    @Test func typesAtTheEndAndErasesBeforeIt() {
        var buffer = TextBuffer("Notes: ")
        buffer.apply([.type("Hello wrld"), .erase(4), .type("world")])
        #expect(buffer.text == "Notes: Hello world")
    }

    @Test func erasesWholeCharactersNotScalars() {
        var buffer = TextBuffer()
        buffer.apply([.type("Café 👍🏽 “ok” — e\u{301}"), .erase(1)])
        #expect(buffer.text == "Café 👍🏽 “ok” — ")
        buffer.apply(.erase(9))
        #expect(buffer.text == "Café ")
    }

    @Test func erasingPastTheStartLeavesAnEmptyField() {
        var buffer = TextBuffer("ab")
        buffer.apply([.erase(5), .type("c"), .erase(-1)])
        #expect(buffer.text == "c")
    }

    @Test func sinkCollectsEditsAndTheFinishedText() async throws {
        let field = TextBufferSink("To: ")
        let sink = field.sink
        _ = try await sink.apply([.type("Anna"), .erase(1), .type("e")])
        #expect(field.finishedText == nil)
        try await sink.finish("Anne")
        #expect(field.text == "To: Anne")
        #expect(field.finishedText == "Anne")
    }
}
