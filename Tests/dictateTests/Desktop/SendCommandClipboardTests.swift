import Foundation
import Testing
import TestSupport

/// `--send-command` with a clipboard tool that forks a daemon holding the command's descriptors:
/// the card must come back at once, and the daemon must serve the message.
@Suite("compose --send-command with a forking clipboard tool", .serialized, .exclusive)
struct SendCommandClipboardTests {
    @Test("X11: sending through `xclip -selection clipboard` returns promptly and leaves the message on the clipboard")
    func xclip() async throws {
        try await X11TestDisplay.with { display in
            let tmux = Tmux()
            defer { tmux.kill() }
            let command = DictateBinary.command(["--send-command", "xclip -selection clipboard"])
            try await tmux.start("DISPLAY=\(display.display) LC_ALL=C.UTF-8 \(command)")
            _ = try await tmux.waitForScreen { $0.contains("[ Send ]") }
            try await tmux.type("Clipboard wörds")
            _ = try await tmux.waitForScreen { CardScreen.field($0) == "Clipboard wörds" }
            let sent = ContinuousClock.now
            try await tmux.press("Enter")
            let (screen, cleared) = try await tmux.waitForScreen { CardScreen.field($0) == "Message" }
            #expect(cleared, "the card never left Sending: \(screen)")
            #expect(ContinuousClock.now - sent < .seconds(10), "the copy waited for the program serving the selection")
            let pasted = try await ChildProcess.run(["xclip", "-selection", "clipboard", "-out"], environment: display.environment)
            #expect(pasted.standardOutput == "Clipboard wörds\n")
        }
    }
}
