import DesktopText
import Foundation
import InputMethods
import TestSupport
import TextOutput
import Testing

/// The Wayland input-method way on the delivery ladder, on a private headless sway with a GTK entry.
@Suite(.serialized, .exclusive) struct WaylandWayTests {
    @Test func theLadderShowsPreeditAndCommitsThroughTheSeatsInputMethod() async throws {
        try await WaylandTestDisplay.with { display in
            let window = try await display.openEntry(.gtk3)
            let ladder = DeliveryLadder(ways: [.inputMethodV2, .typer(.wtype)], environment: display.environment)
            await ladder.show("hello wor")
            #expect(await window.showed(preedit: "hello wor"))
            let delivery = await ladder.apply([.type("Hello world.")])
            await ladder.finish()
            #expect(delivery == Delivery(backend: "input-method-v2", result: .delivered))
            #expect(await window.texts(awaiting: "Hello world.") == ["Hello world."])
        }
    }

    @Test func anotherInputMethodHoldingTheSeatSendsTheTextToTheNextWay() async throws {
        try await WaylandTestDisplay.with { display in
            let window = try await display.openEntry(.gtk3)
            let holder = try await WaylandInputMethod.open(display: display.socketPath)
            let ladder = DeliveryLadder(ways: [.inputMethodV2, .typer(.wtype)], environment: display.environment)
            let delivery = await ladder.apply([.type("Typed instead.")])
            await ladder.finish()
            #expect(delivery == Delivery(backend: "wtype", result: .unconfirmed))
            #expect(await ladder.skipped == [.init(backend: "input-method-v2", reason: InputMethodError.unavailable.description)])
            #expect(await window.texts(awaiting: "Typed instead.").last == "Typed instead.")
            _ = holder
        }
    }
}
