import Foundation
import Testing
import TestSupport

/// Which dictations are kept: a message compose sent, a background dictation ended, never one cancelled.
@Suite("What the history keeps", .exclusive)
struct HistorySourcesTests {
    @Test("a message compose sends through its send command is kept as from compose")
    func composeSend() async throws {
        let home = try HistoryHome()
        defer { home.remove() }
        let tmux = Tmux()
        defer { tmux.kill() }
        let sent = home.folder.appendingPathComponent("sent.txt")
        try await tmux.start(DictateBinary.command(["--send-command", "cat >> \(DictateBinary.quoted(sent.path))"],
                                                   environment: home.environment))
        _ = try await tmux.waitForScreen { $0.contains("[ Send ]") }
        try await tmux.type("See you at six")
        _ = try await tmux.waitForScreen { $0.contains("See you at six") }
        try await tmux.press("Enter")
        let (screen, cleared) = try await tmux.waitForScreen { CardScreen.field($0) == "Message" }
        #expect(cleared, "the message was never sent: \(screen)")
        let kept = await eventually { home.historyText.contains("See you at six") }
        #expect(kept, "the history holds: \(home.historyText)")
        let entry = try #require(try await home.entries().first)
        #expect(entry["source"] as? String == "compose")
        #expect(entry["delivery"] as? [String: String] == ["way": "send-command", "result": "sent"], "\(entry)")
    }

    @Test("a background dictation ended is kept; one cancelled is not")
    func endedAndCancelled() async throws {
        let desktop = try BackgroundDictations(script: HotkeyTests.script)
        defer { desktop.cleanUp() }
        let history = desktop.folder.appendingPathComponent("data/dictate/history.jsonl")

        #expect(try await desktop.run(["begin", "--no-notify", "--no-panel"]).status == 0)
        let cancelled = try #require(desktop.started.first)
        #expect(try await desktop.waitForRecording(segments: 3))
        #expect(try await desktop.run(["cancel"]).status == 0)
        #expect(try await desktop.waitUntilGone(cancelled))
        #expect(!FileManager.default.fileExists(atPath: history.path), "a cancelled dictation is not kept")

        #expect(try await desktop.run(["begin", "--no-notify", "--no-panel"]).status == 0)
        let ended = try #require(desktop.started.last)
        #expect(ended != cancelled)
        #expect(try await desktop.waitForRecording(segments: 3))
        #expect(try await desktop.run(["end"]).status == 0)
        #expect(try await desktop.waitUntilGone(ended))
        let text = (try? String(contentsOf: history, encoding: .utf8)) ?? ""
        #expect(text.split(separator: "\n").count == 1 && text.contains("\"text\":\"w1 w2 w3"), "\(text)")
        #expect(text.contains("\"source\":\"live\""), "\(text)")
    }
}
