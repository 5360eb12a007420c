import Foundation
import Testing
import TestSupport

/// `dictate history copy` and `type` against real desktops: Xvfb with xterm, xdotool and xclip;
/// headless sway with wl-copy. The xterm runs `cat` into a file, so what arrived is what it holds
/// once Return ends the line.
@Suite("The history on the desktop", .serialized, .exclusive)
struct HistoryDesktopTests {
    static let words = "Grüße aus Köln — “quoted” words, déjà vu."

    @Test("X11: a file typed with --type is kept with its way; type puts it in xterm again, copy on the clipboard")
    func x11() async throws {
        let home = try HistoryHome()
        defer { home.remove() }
        try await X11TestDisplay.with { display in
            let terminal = try await display.openTerminal()
            let printed = try await home.succeed(["--file", DictateBinary.audio("weather.wav"), "--offline", "--type"],
                                                 extra: display.environment)
            _ = try await ChildProcess.run(["xdotool", "key", "Return"], environment: display.environment)
            let text = HistoryCommandTests.oneLine(printed)
            #expect(text.count > 10)
            #expect(await terminal.text(awaiting: text + "\n") == text + "\n")
            let entry = try #require(try await home.entries().first)
            #expect(entry["text"] as? String == text)
            #expect(entry["delivery"] as? [String: String] == ["way": "xdotool", "result": "unconfirmed"], "\(entry)")

            _ = try await home.succeed(["history", "type", "1"], extra: display.environment)
            _ = try await ChildProcess.run(["xdotool", "key", "Return"], environment: display.environment)
            let twice = text + "\n" + text + "\n"
            #expect(await terminal.text(awaiting: twice) == twice, "history type puts the text in the focused field again")
            #expect(try await home.entries().count == 1, "typing an entry again is not a new dictation")

            _ = try await home.succeed(["history", "copy", "1"], extra: display.environment)
            let pasted = try await ChildProcess.run(["xclip", "-selection", "clipboard", "-out"], environment: display.environment)
            #expect(pasted.standardOutput == text)
        }
    }

    @Test("X11: characters outside ASCII are copied and typed intact")
    func x11NonASCII() async throws {
        let home = try HistoryHome()
        defer { home.remove() }
        _ = try await home.dictate(scripted: Self.words)
        try await X11TestDisplay.with { display in
            let terminal = try await display.openTerminal()
            _ = try await home.succeed(["history", "type", "1"], extra: display.environment)
            _ = try await ChildProcess.run(["xdotool", "key", "Return"], environment: display.environment)
            #expect(await terminal.text(awaiting: Self.words + "\n") == Self.words + "\n")
            _ = try await home.succeed(["history", "copy", "1"], extra: display.environment)
            let pasted = try await ChildProcess.run(["xclip", "-selection", "clipboard", "-out"], environment: display.environment)
            #expect(pasted.standardOutput == Self.words)
        }
    }

    @Test("Wayland: copy puts the entry on the clipboard")
    func wayland() async throws {
        let home = try HistoryHome()
        defer { home.remove() }
        _ = try await home.dictate(scripted: "First of two.")
        _ = try await home.dictate(scripted: Self.words)
        try await WaylandTestDisplay.with { display in
            _ = try await home.succeed(["history", "copy", "2"], extra: display.environment)
            let first = try await ChildProcess.run(["wl-paste", "--no-newline"], environment: display.environment)
            #expect(first.standardOutput == "First of two.")
            _ = try await home.succeed(["history", "copy", "1"], extra: display.environment)
            let second = try await ChildProcess.run(["wl-paste", "--no-newline"], environment: display.environment)
            #expect(second.standardOutput == Self.words)
        }
    }

    @Test("X11 with IBus: a dictation a password field refused is not kept")
    func passwordField() async throws {
        let home = try HistoryHome()
        defer { home.remove() }
        try await X11TestDisplay.with { display in
            try await IBusTestSession.with(display: display.environment) { session in
                try await session.setEngine("xkb:us::eng")
                _ = try await session.openEntry(.gtk3Password)
                let run = try await home.run(["--type"], extra: session.environment.merging(
                    ["DICTATE_TRANSCRIPTION": "scripted:My secret words."]) { $1 })
                #expect(run.standardError.contains("nothing was sent"), "the field refused the text: \(run.standardError)")
                #expect(!FileManager.default.fileExists(atPath: home.historyFile.path), "\(home.historyText)")
            }
        }
    }

    @Test("X11: after a dictation ends, the panel's Copy puts its text on the clipboard")
    func panelCopy() async throws {
        try await X11TestDisplay.with { display in
            var (environment, log) = try PanelDesktopTests.privateDictation(display.environment)
            environment["DICTATE_TRANSCRIPTION"] = "scripted:" + HotkeyTests.script
            let start = try await ChildProcess.run([DictateBinary.path, "toggle", "--no-notify"], environment: environment)
            try #require(start.status == 0, "\(start.standardError)")
            let found = try await ChildProcess.run(["timeout", "60", "xdotool", "search", "--sync", "--onlyvisible", "--name", "^dictate$"],
                                                   environment: environment)
            let window = try #require(found.standardOutput.split(separator: "\n").first.map(String.init),
                                      "no panel window: \(PanelDesktopTests.contents(log))")
            let panel = try await PanelDesktopTests.geometry(of: window, environment: environment)
            #expect(try await ChildProcess.run([DictateBinary.path, "end"], environment: environment).status == 0)
            #expect(await eventually { PanelDesktopTests.contents(log).contains("dictation ended") }, "\(PanelDesktopTests.contents(log))")
            let kept = try await ChildProcess.run([DictateBinary.path, "history", "show", "1"], environment: environment)
            let text = kept.standardOutput.trimmingCharacters(in: .newlines)
            #expect(text.hasPrefix("w1 w2"), "the dictation is kept: \(kept.standardError)")

            // Copy takes Stop's place, the bottom right button, for a few seconds: click until the text is there.
            var pasted = ""
            let copied = await eventually {
                _ = try? await ChildProcess.run(["xdotool", "mousemove", "\(panel.x + panel.width - 12 - 44)",
                                                 "\(panel.y + panel.height - 12 - 22)", "click", "1"], environment: environment)
                pasted = (try? await ChildProcess.run(["xclip", "-selection", "clipboard", "-out"], environment: environment))?
                    .standardOutput ?? ""
                return pasted == text
            }
            #expect(copied, "the clipboard holds \(pasted.prefix(80).debugDescription), not the dictation's text")
        }
    }

    @Test("with no graphical session, copy says so and exits 69")
    func noDisplay() async throws {
        let home = try HistoryHome()
        defer { home.remove() }
        _ = try await home.dictate(scripted: "Nowhere to go.")
        let result = try await home.run(["history", "copy", "1"], extra: ["DISPLAY": "", "WAYLAND_DISPLAY": "", "XDG_SESSION_TYPE": ""])
        #expect(result.status == 69, "\(result.standardError)")
    }
}
