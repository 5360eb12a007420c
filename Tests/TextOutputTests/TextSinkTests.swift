import Testing
import TextOutput

@Suite struct TextSinkTests {
    @Test func appliesEditsInOrderThenFinishes() async throws {
        let log = Log()
        let sink = TextSink(apply: { edits in
                                await log.add(edits.map { "\($0)" })
                                return Delivery(backend: "log", result: .delivered)
                            },
                            finish: { text in await log.add(["finish \(text)"]) })
        let delivery = try await sink.apply([.type("Hello"), .erase(2)])
        try await sink.finish("Hel")
        #expect(await log.lines == ["type(\"Hello\")", "erase(2)", "finish Hel"])
        #expect(delivery == Delivery(backend: "log", result: .delivered))
    }

    @Test func showsInPlaceOnlyWhenGivenAWay() async {
        let log = Log()
        let plain = TextSink(apply: { _ in Delivery(backend: "log", result: .unconfirmed) })
        let inPlace = TextSink(apply: { _ in Delivery(backend: "log", result: .unconfirmed) },
                               show: { tentative in await log.add(["show \(tentative)"]) })
        await plain.show("ignored")
        await inPlace.show("hello wor")
        #expect(!plain.showsInPlace)
        #expect(inPlace.showsInPlace)
        #expect(await log.lines == ["show hello wor"])
    }
}

actor Log {
    var lines: [String] = []
    func add(_ more: [String]) { lines += more }
}
