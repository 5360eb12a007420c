import Testing
import TextOutput

/// The ladder with fake ways that record what they are asked to do.
@Suite struct DeliveryLadderTests {
    struct Refusal: Error, CustomStringConvertible {
        let description: String
    }

    /// A way that logs every call under its name and answers `apply` with `result`.
    static func way(_ name: String, log: Log, result: DeliveryResult = .delivered, startFails: String? = nil,
                    shows: Bool = true) -> DeliveryBackend {
        DeliveryBackend(
            name: name,
            start: {
                await log.add(["\(name) start"])
                if let startFails { throw Refusal(description: startFails) }
            },
            show: shows ? { @Sendable tentative in await log.add(["\(name) show \(tentative)"]) } : nil,
            apply: { edits in
                await log.add(["\(name) apply \(edits)"])
                return result
            },
            stop: { await log.add(["\(name) stop"]) })
    }

    @Test func theFirstWayThatStartsTakesEverything() async {
        let log = Log()
        let ladder = DeliveryLadder([Self.way("ibus", log: log), Self.way("wtype", log: log)])
        await ladder.show("hello")
        let delivery = await ladder.apply([.type("Hello.")])
        await ladder.finish()
        #expect(delivery == Delivery(backend: "ibus", result: .delivered))
        #expect(await log.lines == ["ibus start", "ibus show hello", "ibus apply [TextOutput.TextEdit.type(\"Hello.\")]", "ibus stop"])
        #expect(await ladder.skipped.isEmpty)
    }

    @Test func aWayThatCannotStartIsPassedOverWithItsReason() async {
        let log = Log()
        let ladder = DeliveryLadder([Self.way("ibus", log: log, startFails: "no ibus-daemon"),
                                     Self.way("wtype", log: log, result: .unconfirmed, shows: false)])
        await ladder.show("hello")
        let delivery = await ladder.apply([.type("Hello.")])
        #expect(delivery == Delivery(backend: "wtype", result: .unconfirmed))
        #expect(await ladder.skipped == [.init(backend: "ibus", reason: "no ibus-daemon")])
        #expect(await log.lines.prefix(3) == ["ibus start", "ibus stop", "wtype start"])
        #expect(!(await log.lines).contains { $0.hasPrefix("wtype show") })
    }

    @Test func aFailedCommitGoesToTheNextWayAndTheFailedWayIsNotTriedAgain() async {
        let log = Log()
        let ladder = DeliveryLadder([
            Self.way("wtype", log: log, result: .failed("Compositor does not support the virtual keyboard protocol")),
            Self.way("ydotool", log: log, result: .unconfirmed),
        ])
        let first = await ladder.apply([.type("One.")])
        let second = await ladder.apply([.type(" Two.")])
        #expect(first == Delivery(backend: "ydotool", result: .unconfirmed))
        #expect(second == Delivery(backend: "ydotool", result: .unconfirmed))
        #expect(await log.lines.filter { $0.hasPrefix("wtype apply") }.count == 1)
        #expect(await log.lines.filter { $0.hasPrefix("ydotool apply") }.count == 2)
        #expect(await log.lines.contains("wtype stop"))
        #expect(await ladder.backend == "ydotool")
    }

    @Test func aRefusalIsFinalForThePiece() async {
        let log = Log()
        let ladder = DeliveryLadder([Self.way("ibus", log: log, result: .refused("a password field")),
                                     Self.way("xdotool", log: log)])
        let delivery = await ladder.apply([.type("secret")])
        #expect(delivery == Delivery(backend: "ibus", result: .refused("a password field")))
        #expect(!(await log.lines).contains { $0.hasPrefix("xdotool") })
    }

    @Test func whenEveryWayFailsTheReasonsAreGiven() async {
        let log = Log()
        let ladder = DeliveryLadder([Self.way("ibus", log: log, startFails: "no ibus-daemon"),
                                     Self.way("wtype", log: log, result: .failed("no virtual keyboard"))])
        let delivery = await ladder.apply([.type("Lost?")])
        #expect(delivery == Delivery(backend: "none", result: .failed("ibus: no ibus-daemon; wtype: no virtual keyboard")))
        #expect(await ladder.backend == nil)
    }

    @Test func aWayThatBreaksWhileShowingIsLeftForTheNext() async {
        let log = Log()
        let broken = DeliveryBackend(name: "ibus", show: { _ in throw Refusal(description: "daemon gone") },
                                     apply: { _ in .delivered }, stop: { await log.add(["ibus stop"]) })
        let ladder = DeliveryLadder([broken, Self.way("xdotool", log: log, shows: false)])
        await ladder.show("hel")
        let delivery = await ladder.apply([.type("Hello.")])
        #expect(delivery.backend == "xdotool")
        #expect(await ladder.skipped == [.init(backend: "ibus", reason: "daemon gone")])
        #expect(await log.lines.first == "ibus stop")
    }

    /// A way that shows a status, and starts slowly enough for a status and a piece to meet there.
    static func statusWay(_ name: String, log: Log) -> DeliveryBackend {
        DeliveryBackend(
            name: name,
            start: {
                await log.add(["\(name) start"])
                try await Task.sleep(for: .milliseconds(200))
            },
            showStatus: { @Sendable status in await log.add(["\(name) status \(status ?? "hidden")"]) },
            apply: { _ in .delivered },
            stop: { await log.add(["\(name) stop"]) })
    }

    @Test func aStatusStartsTheWaySoItShowsBeforeAnyWordAndHidingStartsNothing() async {
        let log = Log()
        let idle = DeliveryLadder([Self.statusWay("ibus", log: log)])
        await idle.showStatus(nil)
        #expect(await log.lines.isEmpty)
        let ladder = DeliveryLadder([Self.statusWay("ibus", log: log)])
        #expect(ladder.canShowStatus)
        await ladder.showStatus("● 0:00 Listening…")
        await ladder.showStatus(nil)
        await ladder.finish()
        await ladder.showStatus("● 0:01 Listening…")
        #expect(await log.lines == ["ibus start", "ibus status ● 0:00 Listening…", "ibus status hidden", "ibus stop"])
    }

    @Test func aStatusAndAPieceArrivingWhileTheWayStartsStartItOnce() async {
        let log = Log()
        let ladder = DeliveryLadder([Self.statusWay("ibus", log: log)])
        async let status: Void = ladder.showStatus("● 0:00 Listening…")
        async let delivery = ladder.apply([.type("Hello.")])
        _ = await (status, delivery)
        let lines = await log.lines
        #expect(lines.filter { $0 == "ibus start" }.count == 1, "\(lines)")
        #expect(lines.contains("ibus status ● 0:00 Listening…"))
    }

    @Test func aWayWithoutAStatusShowsNone() async {
        let log = Log()
        let ladder = DeliveryLadder([Self.way("xdotool", log: log)])
        #expect(!ladder.canShowStatus)
        await ladder.showStatus("● 0:00 Listening…")
        #expect(!(await log.lines).contains { $0.contains("status") })
    }
}
