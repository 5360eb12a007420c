import Foundation
import Testing
import TestSupport

/// `dictate pause` as the terminal that records shows it: PAUSED, with the time standing still.
@Suite("A paused recording on screen", .exclusive)
struct PauseDisplayTests {
    /// The screen's line that holds `marker`, if any.
    private func line(with marker: String, in screen: String) -> String? {
        screen.split(separator: "\n").first { $0.contains(marker) }.map(String.init)
    }

    /// Whether `screen` shows a recorded time of at least `seconds` (under a minute) after `prefix`.
    /// A loaded machine may poll the screen only after the clock has moved past an exact second.
    private func shows(_ prefix: String, atLeast seconds: Int, in screen: String) -> Bool {
        let pattern = NSRegularExpression.escapedPattern(for: prefix) + #"0:([0-5]\d)"#
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return false }
        let text = screen as NSString
        return regex.matches(in: screen, range: NSRange(location: 0, length: text.length)).contains {
            Int(text.substring(with: $0.range(at: 1))).map { $0 >= seconds } ?? false
        }
    }

    /// Pauses the recording in `home`, checks that `tmux` shows `marker` on a line that stays the
    /// same for more than a second, resumes, and checks that the line goes.
    private func expectPausedLine(_ marker: String, tmux: Tmux, home: RecordingHome) async throws {
        #expect(try await home.run(["pause"]).status == 0)
        let (first, paused) = try await tmux.waitForScreen { $0.contains(marker) }
        #expect(paused, "\(first)")
        try await Task.sleep(for: .seconds(1.5))
        let later = try await tmux.screen()
        #expect(line(with: marker, in: first) != nil)
        #expect(line(with: marker, in: first) == line(with: marker, in: later), "the time stood still:\n\(first)\n\(later)")
        #expect(try await home.run(["resume"]).status == 0)
        let (resumed, ok) = try await tmux.waitForScreen { !$0.contains(marker) }
        #expect(ok, "resume takes PAUSED away:\n\(resumed)")
    }

    @Test("dictate's status line shows PAUSED with the recorded time frozen, and resume goes on")
    func terminalStatusLine() async throws {
        let sound = try await TestSoundServer()
        defer { sound.stop() }
        let tmux = Tmux()
        defer { tmux.kill() }
        let home = try RecordingHome()
        try await tmux.start(home.command(["--device", sound.monitor], variables: ["PULSE_SERVER": sound.server]) + "; sleep 30",
                       columns: 100, rows: 12)
        // The null sink's monitor records silence, so the recorded time runs.
        let (recording, started) = try await tmux.waitForScreen { shows("REC ", atLeast: 2, in: $0) }
        #expect(started, "\(recording)")
        try await expectPausedLine("PAUSED", tmux: tmux, home: home)
        let (running, counting) = try await tmux.waitForScreen { $0.contains("REC") }
        #expect(counting, "\(running)")
        _ = try await home.stop()
    }

    @Test("the compose card shows a paused row whose time stands still, and resume goes on")
    func composeCard() async throws {
        let tmux = Tmux()
        defer { tmux.kill() }
        let home = try RecordingHome()
        let script = (1...240).map { "word\($0)" }.joined(separator: " ")
        try await tmux.start(home.command(["compose"], variables: ["DICTATE_TRANSCRIPTION": "scripted:" + script]) + "; sleep 30")
        _ = try await tmux.waitForScreen { $0.contains("[ Send ]") }
        try await tmux.press("C-d")
        let (recording, started) = try await tmux.waitForScreen { shows("", atLeast: 1, in: $0) }
        #expect(started, "\(recording)")
        try await expectPausedLine("PAUSED", tmux: tmux, home: home)
        _ = try await home.stop()
    }
}
