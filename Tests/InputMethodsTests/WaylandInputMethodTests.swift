import Foundation
import InputMethods
import TestSupport
import Testing

/// dictate as the input method of a private headless sway, writing into GTK 3 entries.
@Suite(.serialized, .exclusive) struct WaylandInputMethodTests {
    @Test func preeditShowsThenTheCommitLandsOnceAndIsConfirmed() async throws {
        try await WaylandTestDisplay.with { display in
            let window = try await TextEntryWindow.open(.text, on: display)
            defer { window.remove() }
            let inputMethod = try await WaylandInputMethod.open(display: display.socketPath)
            #expect(try await inputMethod.waitUntilActive(timeout: patience))
            #expect(await inputMethod.contentPurpose() == .normal)

            try await inputMethod.setPreedit("Grüße, wor")
            #expect(await window.showed(preedit: "Grüße, wor"))
            let result = await inputMethod.commit("Grüße, world", timeout: patience)
            #expect(result == .delivered)
            #expect(await window.texts(awaiting: "Grüße, world") == ["Grüße, world"])
            #expect(window.changes().last { $0.preedit != nil } == .init(preedit: ""))
        }
    }

    @Test func aSecondInputMethodOnTheSeatIsUnavailableUntilTheFirstIsGone() async throws {
        try await WaylandTestDisplay.with { display in
            var first: WaylandInputMethod? = try await WaylandInputMethod.open(display: display.socketPath)
            await #expect(throws: InputMethodError.unavailable) {
                try await WaylandInputMethod.open(display: display.socketPath)
            }
            withExtendedLifetime(first) { first = nil }
            _ = try await WaylandInputMethod.open(display: display.socketPath)
        }
    }

    @Test func aPasswordFieldSaysSo() async throws {
        try await WaylandTestDisplay.with { display in
            let window = try await TextEntryWindow.open(.password, on: display)
            defer { window.remove() }
            let inputMethod = try await WaylandInputMethod.open(display: display.socketPath)
            #expect(try await inputMethod.waitUntilActive(timeout: patience))
            let purpose = await inputMethod.contentPurpose()
            #expect(purpose == .password)
            #expect(purpose.isSecret)
        }
    }

    @Test func deletesTheTextBeforeTheCursorCountedInBytes() async throws {
        try await WaylandTestDisplay.with { display in
            let window = try await TextEntryWindow.open(.text, on: display)
            defer { window.remove() }
            let inputMethod = try await WaylandInputMethod.open(display: display.socketPath)
            #expect(try await inputMethod.waitUntilActive(timeout: patience))
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

    @Test func aDisplayWithoutACompositorSaysSo() async {
        let missing = "/nonexistent/wayland-\(UUID().uuidString)"
        await #expect(throws: InputMethodError.noDisplay(missing)) {
            try await WaylandInputMethod.open(display: missing)
        }
    }
}

extension WaylandTestDisplay {
    /// The compositor's socket as an absolute path: the tests run as root, outside its runtime folder.
    var socketPath: String {
        "\(environment["XDG_RUNTIME_DIR"] ?? "")/\(environment["WAYLAND_DISPLAY"] ?? "")"
    }
}
