import Foundation
import Testing
import TestSupport

/// `dictate compose --send-to type` in a terminal window of its own, as a hotkey opens it: the
/// message typed in the card must land in the window that had the focus before, once the compose
/// terminal has closed. Real terminals (xterm, foot) on real displays (Xvfb, headless sway).
@Suite("compose sends into the window that had the focus before", .serialized, .exclusive)
struct ComposeSendToWindowTests {
    static let message = "Grüße — see you at six"

    /// A scratch folder for the draft file and the background log.
    struct Scratch {
        let folder: URL
        var draft: String { folder.appendingPathComponent("draft.txt").path }
        var log: String { folder.appendingPathComponent("dictate/dictate.log").path }
        /// The variables compose runs with besides the display's: no model, its log in `folder`.
        var environment: [String: String] { ["DICTATE_TRANSCRIPTION": "scripted:unused", "XDG_STATE_HOME": folder.path] }

        /// A folder whose draft holds `message`, so the card starts with it.
        init() throws {
            folder = try DictateBinary.scratchDirectory()
            try ComposeSendToWindowTests.message.write(toFile: draft, atomically: true, encoding: .utf8)
        }

        /// Presses `press` (a "!") until the card has taken it, which shows in the draft file: keys
        /// pressed before the card reads the terminal are discarded. Returns the card's text.
        func addToCard(_ press: () async throws -> Void) async throws -> String? {
            for _ in 0..<10 {
                try await press()
                let added = await eventually(within: .seconds(2)) { currentDraft().hasSuffix("!") }
                if added { return currentDraft() }
            }
            return nil
        }

        private func currentDraft() -> String { (try? String(contentsOfFile: draft, encoding: .utf8)) ?? "" }

        /// Whether the delivering process has logged that the message went out.
        func logSaysSent() -> Bool { ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").contains("message sent: type") }
    }

    static func composeArguments(_ scratch: Scratch) -> [String] {
        [DictateBinary.path, "compose", "--send-to", "type", "--draft", scratch.draft]
    }

    @Test("X11: Send types the message into the xterm that had the focus once the compose xterm has closed")
    func x11() async throws {
        try await X11TestDisplay.with { display in
            let scratch = try Scratch()
            let environment = display.environment.merging(scratch.environment) { $1 }
            let terminal = try await display.openTerminal()
            let previous = try await Self.xdotool(["getwindowfocus"], environment)
            let compose = try ChildProcess.spawn(["xterm", "-u8", "-e"] + Self.composeArguments(scratch), environment: environment)
            defer { compose.signal(SIGKILL) }
            var window = ""
            let shown = try await eventually {
                window = try await Self.xdotool(["search", "--onlyvisible", "--class", "xterm"], environment)
                    .split(separator: "\n").map(String.init).first { $0 != previous } ?? ""
                return !window.isEmpty
            }
            try #require(shown, "the compose xterm never showed its window")
            // No window manager here: the test gives the focus, as one would.
            let focused = try await eventually {
                _ = try await Self.xdotool(["windowfocus", window], environment)
                return try await Self.xdotool(["getwindowfocus"], environment) == window
            }
            try #require(focused)
            let card = try await scratch.addToCard { _ = try await Self.xdotool(["key", "exclam"], environment) }
            let sent = try #require(card, "the card never took a key")
            _ = try await Self.xdotool(["key", "Return"], environment)
            #expect(await compose.wait() == 0)
            // The compose window is gone and nothing has the focus: nothing may be typed yet.
            try await Task.sleep(for: .milliseconds(500))
            #expect(!scratch.logSaysSent(), "typed before any window had the focus")
            _ = try await Self.xdotool(["windowfocus", previous], environment)
            try #require(await eventually { scratch.logSaysSent() }, "the message was never typed")
            _ = try await Self.xdotool(["key", "Return"], environment)
            let typed = await terminal.text(awaiting: sent + "\n")
            #expect(typed == sent + "\n", "\(typed.debugDescription) after sending \(sent.debugDescription)")
        }
    }

    @Test("Wayland: Send types the message through wtype into the foot that had the focus once the compose foot has closed")
    func wayland() async throws {
        try await WaylandTestDisplay.with { display in
            let scratch = try Scratch()
            let environment = display.environment.merging(scratch.environment) { $1 }
            let terminal = try await display.openTerminal()
            // foot runs as root here, a client of nobody's compositor; sway focuses the new window.
            let compose = try ChildProcess.spawn(["foot", "--app-id", "dictate-compose", "-e"] + Self.composeArguments(scratch),
                                                 environment: environment)
            defer { compose.signal(SIGKILL) }
            try #require(try await eventually { try await display.focusedApplication() == "dictate-compose" })
            let card = try await scratch.addToCard { _ = try await ChildProcess.run(["wtype", "!"], environment: environment) }
            let sent = try #require(card, "the card never took a key")
            _ = try await ChildProcess.run(["wtype", "-k", "Return"], environment: environment)
            #expect(await compose.wait() == 0)
            try #require(await eventually { scratch.logSaysSent() }, "the message was never typed")
            _ = try await ChildProcess.run(["wtype", "-k", "Return"], environment: environment)
            let typed = await terminal.text(awaiting: sent + "\n")
            #expect(typed == sent + "\n", "\(typed.debugDescription) after sending \(sent.debugDescription)")
        }
    }

    @Test("X11: --send-to clipboard leaves the message on the clipboard and exits")
    func x11Clipboard() async throws {
        try await X11TestDisplay.with { display in
            let scratch = try Scratch()
            let tmux = Tmux()
            defer { tmux.kill() }
            let status = scratch.folder.appendingPathComponent("status").path
            let command = DictateBinary.command(["--send-to", "clipboard", "--draft", scratch.draft], script: "unused")
                .replacingOccurrences(of: "exec ", with: "")
            try await tmux.start("DISPLAY=\(display.display) LC_ALL=C.UTF-8 \(command); echo $? > \(DictateBinary.quoted(status)); sleep 30")
            _ = try await tmux.waitForScreen { CardScreen.field($0) == Self.message }
            try await tmux.press("Enter")
            #expect(await eventually { (try? String(contentsOfFile: status, encoding: .utf8)) == "0\n" })
            let pasted = try await ChildProcess.run(["xclip", "-selection", "clipboard", "-out"], environment: display.environment)
            #expect(pasted.standardOutput == Self.message)
        }
    }

    private static func xdotool(_ arguments: [String], _ environment: [String: String]) async throws -> String {
        try await ChildProcess.run(["xdotool"] + arguments, environment: environment).standardOutput
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
