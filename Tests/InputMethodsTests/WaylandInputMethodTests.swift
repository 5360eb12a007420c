import Foundation
import InputMethods
import TestSupport
import TextOutput
import Testing

/// dictate as the input method of a private headless sway, writing into GTK 3 entries.
@Suite(.serialized, .exclusive) struct WaylandInputMethodTests {
    @Test func preeditShowsThenTheCommitLandsOnceAndIsConfirmed() async throws {
        try await withActiveEntry(.gtk3) { window, _, inputMethod in
            #expect(await inputMethod.purpose() == .freeForm)

            try await inputMethod.setPreedit("Grüße, wor")
            #expect(await window.showed(preedit: "Grüße, wor"))
            #expect(await inputMethod.commit("Grüße, ", timeout: patience) == .delivered)
            try await inputMethod.setPreedit("world")
            #expect(await window.showed(preedit: "world"))
            #expect(await inputMethod.commit("world", timeout: patience) == .delivered)
            #expect(await window.texts(awaiting: "Grüße, world") == ["Grüße, ", "Grüße, world"])
            #expect(window.preedits.last == "")
        }
    }

    @Test func aFieldThatKeepsPartOfTheTextLeavesTheCommitUnconfirmed() async throws {
        try await withActiveEntry(.gtk3FiveCharacters) { window, _, inputMethod in
            #expect(await inputMethod.commit("hello world", timeout: .seconds(3)) == .unconfirmed)
            #expect(await window.texts(awaiting: "hello") == ["hello"])
        }
    }

    @Test func aTerminalThatSendsNoSurroundingTextLeavesTheCommitUnconfirmed() async throws {
        try await WaylandTestDisplay.with { display in
            let terminal = try await display.openTerminal()
            let inputMethod = try await WaylandInputMethod.open(display: display.socketPath)
            #expect(try await inputMethod.waitUntilActive(timeout: patience))
            // The terminal's first answer shows it sends no surrounding text: no waiting out the timeout.
            let started = ContinuousClock.now
            #expect(await inputMethod.commit("typed by voice\n", timeout: patience) == .unconfirmed)
            #expect(ContinuousClock.now - started < patience - .seconds(30))
            #expect(await terminal.text(awaiting: "typed by voice\n") == "typed by voice\n")
        }
    }

    @Test func textLongerThanOneMessageGoesInPieces() async throws {
        try await withActiveEntry(.gtk3) { window, _, inputMethod in
            let text = String(repeating: "Grüße aus dem Süden. ", count: 200)
            #expect(text.utf8.count > 4000)
            #expect(await inputMethod.commit(text, timeout: patience) == .delivered)
            let texts = await window.texts(awaiting: text)
            #expect(texts.count == 2)
            #expect(texts.last == text)
        }
    }

    @Test func eventsAreReadBetweenCallsSoTheCompositorKeepsTheConnection() async throws {
        try await withActiveEntry(.gtk3) { window, display, inputMethod in
            let start = String(repeating: "Dictated long ago. ", count: 200)
            #expect(await inputMethod.commit(start, timeout: patience) == .delivered)
            // Each key typed sends the field's surrounding text, up to 4000 bytes: a few hundred fill
            // the socket of an input method that reads nothing.
            let typed = String(repeating: "typed ", count: 50)
            try await display.type(typed)
            #expect(await window.texts(awaiting: start + typed).last == start + typed)
            #expect(await inputMethod.commit("end", timeout: patience) == .delivered)
        }
    }

    @Test func aSecondInputMethodOnTheSeatIsUnavailableUntilTheFirstIsGone() async throws {
        try await WaylandTestDisplay.with { display in
            do {
                let first = try await WaylandInputMethod.open(display: display.socketPath)
                await #expect(throws: InputMethodError.unavailable) {
                    try await WaylandInputMethod.open(display: display.socketPath)
                }
                withExtendedLifetime(first) {}
            }
            // Released, the first gave the seat back.
            _ = try await WaylandInputMethod.open(display: display.socketPath)
        }
    }

    @Test func aPasswordFieldSaysSo() async throws {
        try await withActiveEntry(.gtk3Password) { _, _, inputMethod in
            let purpose = await inputMethod.purpose()
            #expect(purpose == .password)
            #expect(purpose.isSecret)
        }
    }

    @Test func deletesTheTextBeforeTheCursorCountedInBytes() async throws {
        try await withActiveEntry(.gtk3) { window, _, inputMethod in
            #expect(await inputMethod.commit("café crème", timeout: patience) == .delivered)
            #expect(await inputMethod.deleteBefore("crème", timeout: patience) == .delivered)
            #expect(await window.texts(awaiting: "café ") == ["café crème", "café "])
        }
    }

    @Test func withoutAFocusedTextFieldNothingIsSent() async throws {
        try await WaylandTestDisplay.with { display in
            let inputMethod = try await WaylandInputMethod.open(display: display.socketPath)
            #expect(try await inputMethod.waitUntilActive(timeout: .milliseconds(200)) == false)
            await #expect(throws: InputMethodError.noTextField) { try await inputMethod.setPreedit("hello") }
            #expect(await inputMethod.commit("hello") == .failed(InputMethodError.noTextField.description))
        }
    }

    @Test func onceTheFieldIsGoneACommitFailsAndSaysWhy() async throws {
        try await withActiveEntry(.gtk3) { _, display, inputMethod in
            try await display.closeEntries()
            let gone = await eventually {
                do throws(InputMethodError) { try await inputMethod.setPreedit("") } catch { return error == .noTextField }
                return false
            }
            #expect(gone)
            #expect(await inputMethod.commit("hello") == .failed(InputMethodError.noTextField.description))
        }
    }

    @Test func aDisplayWithoutACompositorSaysSo() async {
        let missing = "/nonexistent/wayland-\(UUID().uuidString)"
        await #expect(throws: InputMethodError.noDisplay(missing)) {
            try await WaylandInputMethod.open(display: missing)
        }
    }
}

/// Runs `body` with a focused GTK entry of `kind` on a fresh sway, and dictate as the input method with
/// that entry active.
private func withActiveEntry(
    _ kind: TestEntry.Kind, _ body: (TestEntry, WaylandTestDisplay, WaylandInputMethod) async throws -> Void
) async throws {
    try await WaylandTestDisplay.with { display in
        let window = try await display.openEntry(kind)
        let inputMethod = try await WaylandInputMethod.open(display: display.socketPath)
        try #require(try await inputMethod.waitUntilActive(timeout: patience))
        try await body(window, display, inputMethod)
    }
}

extension WaylandTestDisplay {
    /// The compositor's socket as an absolute path: the tests run as root, outside its runtime folder.
    var socketPath: String {
        "\(environment["XDG_RUNTIME_DIR"] ?? "")/\(environment["WAYLAND_DISPLAY"] ?? "")"
    }
}
