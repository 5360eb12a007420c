import Foundation
import Testing
import TestSupport

/// `dictate form --example` in a real terminal, through tmux, with the scripted engine: each press
/// speaks the next answer of the script. Mouse and kitty keyboard events are sent as the bytes a
/// terminal would send.
@Suite("dictate form in a terminal", .exclusive)
struct FormTerminalTests {
    /// The Name field's value row in 80×24: title, languages, a blank row, the label, then the value.
    private static let nameRow = 5

    private func started(_ script: String, result: URL) async throws -> Tmux {
        try await FormHarness.started(script: script, result: result)
    }

    private func value(below label: String, in screen: String) -> String {
        FormHarness.value(below: label, in: screen)
    }

    private func contents(of file: URL) async -> String? {
        await FormHarness.contents(of: file)
    }

    @Test func mousePressOnAFieldRecordsAndReleaseFillsIt() async throws {
        let result = try DictateBinary.scratchDirectory().appendingPathComponent("result")
        let tmux = try await started(FormHarness.longAnswer, result: result)
        defer { tmux.kill() }
        try await tmux.type("\u{1B}[<0;6;\(Self.nameRow)M")
        let (recording, began) = try await tmux.waitForScreen { $0.contains("●") && $0.contains("Grace") }
        #expect(began, "\(recording)")
        #expect(recording.contains("release to finish"))
        try await tmux.type("\u{1B}[<0;6;\(Self.nameRow)m")
        let (filled, ended) = try await tmux.waitForScreen { FormHarness.ended(withPartOfTheLongAnswerIn: "Name", on: $0) }
        #expect(ended, "\(filled)")
        #expect(!value(below: "Name", in: filled).contains("Navy"), "the release stopped the session early")
    }

    @Test func withTheKittyProtocolSpaceRecordsWhileHeld() async throws {
        let result = try DictateBinary.scratchDirectory().appendingPathComponent("result")
        let tmux = try await started(FormHarness.longAnswer, result: result)
        defer { tmux.kill() }
        // tmux doesn't speak the protocol, so the test answers the query as kitty would.
        try await tmux.type("\u{1B}[?27u")
        _ = try await tmux.waitForScreen { $0.contains("Hold Space") }
        try await tmux.type("\u{1B}[9u")  // Tab, as the protocol sends it: to Surname
        try await tmux.type("\u{1B}[32u")
        let (recording, began) = try await tmux.waitForScreen { $0.contains("●") && $0.contains("Brewster") }
        #expect(began, "\(recording)")
        try await tmux.type("\u{1B}[32;1:2u")  // a repeat while held changes nothing
        try await tmux.type("\u{1B}[32;1:3u")
        let (filled, ended) = try await tmux.waitForScreen { FormHarness.ended(withPartOfTheLongAnswerIn: "Surname", on: $0) }
        #expect(ended, "\(filled)")
        #expect(!value(below: "Surname", in: filled).contains("Navy"))
    }

    @Test func withoutTheProtocolSpaceTogglesRecording() async throws {
        let result = try DictateBinary.scratchDirectory().appendingPathComponent("result")
        let tmux = try await started(FormHarness.longAnswer, result: result)
        defer { tmux.kill() }
        #expect(try await tmux.screen().contains("Space to talk, Space again to stop"))
        try await tmux.type(" ")
        let (recording, began) = try await tmux.waitForScreen { $0.contains("●") && $0.contains("Brewster") }
        #expect(began, "\(recording)")
        try await tmux.type(" ")
        let (filled, ended) = try await tmux.waitForScreen { FormHarness.ended(withPartOfTheLongAnswerIn: "Name", on: $0) }
        #expect(ended, "\(filled)")
        #expect(!filled.contains("Navy"), "the second press stopped the session early")
    }

    @Test func fillingEveryFieldBySpeechAndSubmittingPrintsJSON() async throws {
        let result = try DictateBinary.scratchDirectory().appendingPathComponent("result")
        let tmux = try await started("Ada.|Lovelace.|forty two|john dot smith at example dot com.", result: result)
        defer { tmux.kill() }
        for (label, expected) in [("Name", "Ada"), ("Surname", "Lovelace"), ("Age", "42"),
                                  ("Email", "john.smith@example.com")] {
            try await tmux.type(" ")
            let (screen, ok) = try await tmux.waitForScreen { !$0.contains("●") && value(below: label, in: $0) == expected }
            #expect(ok, "\(label): \(screen)")
            try await tmux.press("Tab")
        }
        try await tmux.press("C-s")
        #expect(await contents(of: result)
            == #"0|{"name":"Ada","surname":"Lovelace","age":"42","email":"john.smith@example.com"}"#)
    }

    @Test func anInvalidAgeBlocksSubmitWithItsMessageAndEscCancels() async throws {
        let result = try DictateBinary.scratchDirectory().appendingPathComponent("result")
        let tmux = try await started("seventy", result: result)
        defer { tmux.kill() }
        try await tmux.press("Tab")
        try await tmux.press("Tab")
        try await tmux.type(" ")
        let (screen, shown) = try await tmux.waitForScreen { $0.contains("Age must be between 18 and 65") }
        #expect(shown, "\(screen)")
        #expect(value(below: "Age", in: screen) == "70")
        try await tmux.press("C-s")
        try await Task.sleep(for: .milliseconds(300))
        #expect(((try? String(contentsOf: result, encoding: .utf8)) ?? "").isEmpty, "the form is still open")
        try await tmux.press("Escape")
        #expect(await contents(of: result) == "1|")
    }
}
