@testable import DesktopText
import Foundation
import TestSupport
import Testing

/// Characters outside the X keyboard map get keys of their own for the session (bound with
/// xmodmap), so that xdotool never has to remap a key while the window may still be reading it.
@Suite struct XdotoolRunsTests {
    @Test func keysymNamesAreTheCodePoint() {
        #expect(X11KeyBindings.keysymName(for: "—") == "U2014")
        #expect(X11KeyBindings.keysymName(for: "ö") == "U00F6")
        #expect(X11KeyBindings.keysymName(for: "😀") == "U1F600")
        #expect(X11KeyBindings.keysymName(for: "a") == nil, "ASCII is on the keyboard")
        #expect(X11KeyBindings.keysymName(for: "e\u{301}") == nil, "two code points have no single keysym")
    }

    @Test func freeKeycodesAreTheEmptyRows() {
        let table = "keycode   8 =\nkeycode  38 = a A a A\nkeycode 250 = \nkeycode 251 = U2014 U2014\nkeycode 252 =\n"
        #expect(X11KeyBindings.freeKeycodes(in: table) == [8, 250, 252])
    }

    @Test func boundCharactersArePressedByNameAndTheRestTyped() {
        let runs = Typer.xdotoolArguments("Hello wörld — x", keyDelay: 12, boundKeysyms: ["ö": "U00F6", "—": "U2014"])
        #expect(runs.map { Array($0.dropFirst(5)) } == [["--", "Hello w"], ["U00F6"], ["--", "rld "], ["U2014"], ["--", " x"]])
        #expect(runs.map { $0[1] } == ["type", "key", "type", "key", "type"])
    }

    @Test func withNothingBoundTheTextIsTypedWhole() {
        let runs = Typer.xdotool.runs(for: [.text("déjà")], keyDelay: 12, environment: [:])
        #expect(runs.map(\.arguments) == [["xdotool", "type", "--clearmodifiers", "--delay", "12", "--", "déjà"]])
    }

    @Test(.exclusive) func aSessionBindsItsCharactersAndGivesTheKeysBack() async throws {
        try await X11TestDisplay.with { display in
            let table = { try await ProgramRun(arguments: ["xmodmap", "-pke"], input: nil, environment: display.environment,
                                               keepsOutput: true).run().standardOutput }
            let terminal = try await display.openTerminal()
            let before = try await table()
            let backend = TypingBackend(typer: .xdotool, environment: display.environment)
            try await backend.apply([.type("Grüße — “x”\n")])
            #expect(await terminal.text(awaiting: "Grüße — “x”\n") == "Grüße — “x”\n")
            let during = try await table()
            #expect(during.contains("U2014") || during.contains("emdash"), "the dash has a key while the session types")
            await backend.finish()
            #expect(try await table() == before)
        }
    }
}
