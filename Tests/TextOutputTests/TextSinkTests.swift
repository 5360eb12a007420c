import Testing
import TextOutput

@Suite struct TextSinkTests {
    @Test func appliesEditsInOrderThenFinishes() async throws {
        let log = Log()
        let sink = TextSink(apply: { edits in await log.add(edits.map { "\($0)" }) },
                            finish: { text in await log.add(["finish \(text)"]) })
        try await sink.apply([.type("Hello"), .erase(2)])
        try await sink.finish("Hel")
        #expect(await log.lines == ["type(\"Hello\")", "erase(2)", "finish Hel"])
    }
}

private actor Log {
    var lines: [String] = []
    func add(_ more: [String]) { lines += more }
}
