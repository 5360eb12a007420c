import DesktopText
import Foundation
import TestSupport
import TextOutput
import Testing

/// wtype and wl-copy against a private headless sway.
@Suite(.serialized, .exclusive) struct WaylandTests {
    @Test func wtypeTypesNonASCIIAndErasesCorrections() async throws {
        try await WaylandTestDisplay.with { display in
            let terminal = try await display.openTerminal()
            let backend = TypingBackend(typer: .wtype, environment: display.environment)
            try await backend.apply([.type("Hello wörld — “quoted”"), .erase(8), .type("“quotes” é\n")])
            let expected = "Hello wörld — “quotes” é\n"
            let typed = await terminal.text(awaiting: expected)
            #expect(typed == expected)
        }
    }

    @Test func wlCopyReturnsAtOnceAndTheTextReadsBack() async throws {
        try await WaylandTestDisplay.with { display in
            let text = "Grüße — “wayland clipboard”\nline two"
            let started = ContinuousClock.now
            try await Clipboard(program: .wlCopy, environment: display.environment).copy(text)
            #expect(ContinuousClock.now - started < .seconds(3))
            let pasted = try await ChildProcess.run(["timeout", "5", "wl-paste", "--no-newline"], environment: display.environment)
            #expect(pasted.status == 0)
            #expect(pasted.standardOutput == text)
        }
    }

    @Test func pastesTheSessionsTextWithControlShiftV() async throws {
        try await WaylandTestDisplay.with { display in
            let terminal = try await display.openTerminal()
            let sink = TextSink.pasting(with: TypingBackend(typer: .wtype, environment: display.environment),
                                        clipboard: Clipboard(program: .wlCopy, environment: display.environment),
                                        shortcut: .controlShiftV)
            try await sink.finish("pasted “whole” text\n")
            let pasted = await terminal.text(awaiting: "pasted “whole” text\n")
            #expect(pasted == "pasted “whole” text\n")
        }
    }
}
