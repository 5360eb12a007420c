import DesktopText
import Foundation
import TestSupport
import TextOutput
import Testing

/// xdotool typing into a real xterm on a private X server.
@Suite(.serialized, .exclusive) struct X11TypingTests {
    @Test func typesNonASCIIAndErasesCorrections() async throws {
        try await X11TestDisplay.with { display in
            let terminal = try await display.openTerminal()
            let backend = TypingBackend(typer: .xdotool, environment: display.environment)
            try await backend.apply([.type("Hello wörld — “quoted”"), .erase(8)])
            try await backend.apply([.type("“quotes” é"), .erase(0), .type("\nsecond line\n")])
            let expected = "Hello wörld — “quotes” é\nsecond line\n"
            let typed = await terminal.text(awaiting: expected)
            #expect(typed == expected)
        }
    }

    @Test func pastesTheSessionsTextWithShiftInsert() async throws {
        try await X11TestDisplay.with { display in
            let terminal = try await display.openTerminal()
            let backend = TypingBackend(typer: .xdotool, environment: display.environment)
            let sink = TextSink.pasting(with: backend, clipboard: Clipboard(program: .xclip, environment: display.environment),
                                        shortcut: .shiftInsert)
            _ = try await sink.apply([.type("never typed")])
            try await sink.finish("pasted “whole” text\n")
            let pasted = await terminal.text(awaiting: "pasted “whole” text\n")
            #expect(pasted == "pasted “whole” text\n")
        }
    }
}
