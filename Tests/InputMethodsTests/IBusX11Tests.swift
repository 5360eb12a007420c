import DesktopText
import Foundation
@testable import InputMethods
import TestSupport
import TextOutput
import Testing

/// dictate's IBus engine against a real ibus-daemon and a GTK 3 entry that uses the IBus module,
/// on Xvfb: what a person at an X11 desktop with IBus sees.
@Suite(.serialized, .exclusive) struct IBusX11Tests {
    /// Runs `body` with a daemon whose global engine is the US keyboard, as a person's would be,
    /// and an entry with the focus.
    static func withEntry(_ kind: TestEntry.Kind = .gtk3,
                          _ body: @Sendable (IBusTestSession, TestEntry) async throws -> Void) async throws {
        try await X11TestDisplay.with { display in
            try await IBusTestSession.with(display: display.environment) { session in
                try await session.setEngine("xkb:us::eng")
                let entry = try await session.openEntry(kind)
                try await body(session, entry)
            }
        }
    }

    @Test func tentativeWordsShowAsPreeditThenTheSettledTextIsCommittedOnceAndConfirmed() async throws {
        try await Self.withEntry { session, entry in
            let ladder = DeliveryLadder([.ibus(environment: session.environment)])
            await ladder.show("the quick brown")
            #expect(await eventually { entry.preedits.contains("the quick brown") })
            let delivery = await ladder.apply([.type("The quick brown fox.")])
            let second = await ladder.apply([.type(" It jumped.")])
            await ladder.finish()
            #expect(delivery == Delivery(backend: "ibus", result: .delivered))
            #expect(second == Delivery(backend: "ibus", result: .delivered))
            #expect(await entry.text(awaiting: "The quick brown fox. It jumped.") == "The quick brown fox. It jumped.")
            // Each piece arrived whole, once: no text the entry held was a part of one.
            #expect(entry.texts == ["The quick brown fox.", "The quick brown fox. It jumped."])
            #expect(entry.preedits.last == "")
            let engine = try await session.engine()
            #expect(engine == "xkb:us::eng")
        }
    }

    @Test func theStatusShowsByTheCaretThroughThePanelAndTheEndHidesIt() async throws {
        try await Self.withEntry { session, entry in
            let panel = try await session.recordingPanel()
            let ladder = DeliveryLadder([.ibus(environment: session.environment)])
            // The status alone switches the engine in: it shows before any word.
            await ladder.showStatus("● 0:00 ▁▁▁▁▁ Listening…")
            #expect(await eventually { panel.shown == ["● 0:00 ▁▁▁▁▁ Listening…"] }, "\(panel.calls)")
            await ladder.showStatus("● 0:01 ▂▅▇▃▁ Listening… · Hello.")
            #expect(await ladder.apply([.type("Hello.")]) == Delivery(backend: "ibus", result: .delivered))
            // Hidden by the engine itself while it is still switched in: the daemon also clears
            // the text when an engine goes, so only a hide before that is the engine's own.
            await ladder.showStatus(nil)
            #expect(await eventually { panel.isHidden }, "\(panel.calls)")
            #expect(try await session.engine() == IBusConnection.engineName)
            await ladder.showStatus("● 0:02 ▂▅▇▃▁ Listening… · Hello.")
            #expect(await eventually { !panel.isHidden }, "\(panel.calls)")
            await ladder.finish()
            #expect(await eventually { panel.isHidden }, "\(panel.calls)")
            #expect(panel.shown == ["● 0:00 ▁▁▁▁▁ Listening…", "● 0:01 ▂▅▇▃▁ Listening… · Hello.",
                                    "● 0:02 ▂▅▇▃▁ Listening… · Hello."])
            // The status is the panel's, never the field's.
            #expect(await entry.text(awaiting: "Hello.") == "Hello.")
            #expect(!entry.preedits.contains { $0.contains("Listening") })
        }
    }

    @Test func erasingDeletesTheCharactersBeforeTheCursor() async throws {
        try await Self.withEntry { session, entry in
            let ladder = DeliveryLadder([.ibus(environment: session.environment)])
            #expect(await ladder.apply([.type("Hello wrld"), .erase(4), .type("world")]).result.isSent)
            await ladder.finish()
            #expect(await entry.text(awaiting: "Hello world") == "Hello world")
        }
    }

    @Test func aPasswordFieldIsShownNothingAndSentNothing() async throws {
        try await Self.withEntry(.gtk3Password) { session, entry in
            let ladder = DeliveryLadder([.ibus(environment: session.environment), .typing(with: TypingBackend(typer: .xdotool, environment: session.environment))])
            await ladder.show("my secret")
            let delivery = await ladder.apply([.type("My secret.")])
            await ladder.finish()
            #expect(delivery.result == .refused("the focused field is a password field"))
            try await Task.sleep(for: .milliseconds(500))
            #expect(entry.text == "")
            #expect(entry.preedits.allSatisfy { $0.isEmpty })
            let engine = try await session.engine()
            #expect(engine == "xkb:us::eng")
        }
    }

    @Test func whenTheDaemonDiesTheTextGoesToTheNextWayWithNoWordLost() async throws {
        try await Self.withEntry { session, entry in
            let ladder = DeliveryLadder([.ibus(environment: session.environment),
                                         .typing(with: TypingBackend(typer: .xdotool, environment: session.environment))])
            #expect(await ladder.apply([.type("First piece.")]) == Delivery(backend: "ibus", result: .delivered))
            await ladder.show("second pie")
            await session.killDaemon()
            let delivery = await ladder.apply([.type(" Second piece.")])
            await ladder.finish()
            #expect(delivery.backend == "xdotool")
            #expect(await ladder.skipped.map(\.backend) == ["ibus"])
            #expect(await entry.text(awaiting: "First piece. Second piece.") == "First piece. Second piece.")
        }
    }

    @Test func anEngineLeftByAKilledDictationIsGivenBackAtTheNextStart() async throws {
        try await Self.withEntry { session, entry in
            // What a dictation that was killed while switched in leaves: dictate's engine gone with
            // its process, and the person's engine in the file.
            let saved = SavedEngine(environment: session.environment)
            saved.write("xkb:us::eng")
            try await session.setEngine("xkb:gb::eng")
            let ladder = DeliveryLadder([.ibus(environment: session.environment)])
            #expect(await ladder.apply([.type("Hello.")]).result == .delivered)
            await ladder.finish()
            let engine = try await session.engine()
            #expect(engine == "xkb:us::eng")
            #expect(saved.read() == nil)
            _ = entry
        }
    }

    @Test func withNoDaemonTheWayCannotStartAndSaysWhy() async throws {
        try await X11TestDisplay.with { display in
            var environment = display.environment
            environment["HOME"] = FileManager.default.temporaryDirectory.appendingPathComponent("no-ibus-\(UUID().uuidString)").path
            let ladder = DeliveryLadder([.ibus(environment: environment)])
            let delivery = await ladder.apply([.type("Hello.")])
            #expect(delivery.backend == "none")
            #expect(await ladder.skipped == [.init(backend: "ibus", reason: InputMethodError.noIBusDaemon.description)])
        }
    }
}
