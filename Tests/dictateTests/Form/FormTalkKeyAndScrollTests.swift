import Foundation
import Testing
import TestSupport

/// `dictate form --talk-key` and a form taller than the terminal, in tmux with the scripted engine.
@Suite("dictate form: talk key and scrolling", .exclusive)
struct FormTalkKeyAndScrollTests {

    @Test func aFunctionKeyHeldTalksAndSpaceTypesASpace() async throws {
        let result = try DictateBinary.scratchDirectory().appendingPathComponent("result")
        let tmux = try await FormHarness.started(script: FormHarness.longAnswer, arguments: ["--example", "--talk-key", "f5"], result: result)
        defer { tmux.kill() }
        // tmux doesn't speak the kitty protocol, so the test answers its query as kitty would.
        try await tmux.type("\u{1B}[?27u")
        let (hint, named) = try await tmux.waitForScreen { $0.contains("Hold F5 or a field to talk") }
        #expect(named, "\(hint)")
        try await tmux.type("\u{1B}[97u\u{1B}[32uda")  // "a" and Space as the protocol sends them, then "da": all typed
        let (typed, shown) = try await tmux.waitForScreen { FormHarness.value(below: "Name", in: $0) == "a da" }
        #expect(shown, "\(typed)")
        #expect(!typed.contains("●"), "Space started a recording")

        try await tmux.type("\u{1B}[9u\u{1B}[15~")  // Tab to Surname, then F5 pressed
        let (recording, began) = try await tmux.waitForScreen { $0.contains("●") && $0.contains("Brewster") }
        #expect(began, "\(recording)")
        try await tmux.type("\u{1B}[15;1:2~")  // a repeat while held changes nothing
        try await tmux.type("\u{1B}[15;1:3~")  // F5 released
        let (filled, ended) = try await tmux.waitForScreen { FormHarness.ended(withPartOfTheLongAnswerIn: "Surname", on: $0) }
        #expect(ended, "\(filled)")
        #expect(!FormHarness.value(below: "Surname", in: filled).contains("Navy"), "the release stopped the session early")
    }

    @Test func withoutTheProtocolTheChosenKeyToggles() async throws {
        let result = try DictateBinary.scratchDirectory().appendingPathComponent("result")
        let tmux = try await FormHarness.started(script: FormHarness.longAnswer, arguments: ["--example", "--talk-key", "F8"], result: result)
        defer { tmux.kill() }
        #expect(try await tmux.screen().contains("F8 to talk, F8 again to stop"))
        try await tmux.press("F8")
        let (recording, began) = try await tmux.waitForScreen { $0.contains("●") && $0.contains("Brewster") }
        #expect(began, "\(recording)")
        #expect(recording.contains("F8 to finish"))
        try await tmux.press("F8")
        let (filled, ended) = try await tmux.waitForScreen { FormHarness.ended(withPartOfTheLongAnswerIn: "Name", on: $0) }
        #expect(ended, "\(filled)")
        #expect(!filled.contains("Navy"), "the second press stopped the session early")
    }

    @Test(arguments: ["f2", "enter", ""])
    func aKeyTheFormCannotTalkWithIsAUsageError(_ key: String) async throws {
        let run = try await DictateBinary.run(["form", "--example", "--talk-key", key])
        #expect(run.status == 64, "\(run.standardError)")
        #expect(run.standardError.contains("--talk-key"), "\(run.standardError)")
        #expect(run.standardError.contains("f4 to f12") || run.standardError.contains("f4, f5"), "\(run.standardError)")
        #expect(run.standardOutput.isEmpty)
    }

    @Test func aFormTallerThanTheTerminalScrollsToTheFocusedField() async throws {
        let directory = try DictateBinary.scratchDirectory()
        let labels = ["First", "Second", "Third", "Fourth", "Fifth", "Sixth", "Seventh"]
        let fields = labels.map { #"{ "id": "\#($0.lowercased())", "label": "\#($0)", "kind": "text" }"# }
        let spec = directory.appendingPathComponent("tall.json")
        try #"{ "title": "Seven fields", "fields": [\#(fields.joined(separator: ", "))] }"#
            .write(to: spec, atomically: true, encoding: .utf8)
        let result = directory.appendingPathComponent("result")
        let tmux = try await FormHarness.started(script: "Lovelace.", arguments: ["--spec", spec.path],
                                                 firstField: "First", result: result)
        defer { tmux.kill() }
        let first = try await tmux.screen()
        #expect(!first.contains("Seventh"), "all seven fields fit in 24 rows?\n\(first)")
        for _ in 0..<6 { try await tmux.press("Tab") }
        let (bottom, scrolled) = try await tmux.waitForScreen { $0.contains("Seventh") && !$0.contains("First") }
        #expect(scrolled, "\(bottom)")
        try await tmux.type(" ")
        let (filled, ended) = try await tmux.waitForScreen { FormHarness.value(below: "Seventh", in: $0) == "Lovelace" }
        #expect(ended, "\(filled)")
        for _ in 0..<6 { try await tmux.press("BTab") }
        let (top, back) = try await tmux.waitForScreen { $0.contains("First") && !$0.contains("Seventh") }
        #expect(back, "\(top)")
        try await tmux.press("C-s")
        let submitted = await FormHarness.contents(of: result)
        #expect(submitted?.hasPrefix("0|") == true, "\(submitted ?? "nothing")")
        #expect(submitted?.contains(#""seventh":"Lovelace""#) == true, "\(submitted ?? "nothing")")
    }
}
