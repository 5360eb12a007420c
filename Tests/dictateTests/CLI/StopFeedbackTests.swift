import Foundation
import Testing
import TestSupport

/// However a recording ends, the terminal that started it and every status bar hear the same end.
@Suite("The end of a recording, as the terminal and the status feed tell it", .exclusive)
struct StopFeedbackTests {
    /// Half a minute of scripted speech, so no recording ends by itself during a test.
    private static let script = "scripted:" + (1...240).map { "word\($0)" }.joined(separator: " ")

    /// The scripted speaker for a recording.
    private static let speech = ["DICTATE_TRANSCRIPTION": script]

    @Test("dictate stop: the terminal that started the recording says where the draft went")
    func stopIsToldInTheRecordingTerminal() async throws {
        let tmux = Tmux()
        defer { tmux.kill() }
        let home = try RecordingHome()
        try await tmux.start(home.command([], variables: Self.speech) + "; sleep 30", columns: 200, rows: 20)
        let (recording, started) = try await tmux.waitForScreen { $0.contains("REC") && $0.contains("word3") }
        #expect(started, "\(recording)")
        let draft = try await home.stop()
        let (screen, told) = try await tmux.waitForScreen { $0.contains("dictate: saved the recording to \(draft)") }
        #expect(told, "\(screen)")
        #expect(!screen.contains("REC"), "the status line is gone:\n\(screen)")
        #expect(FileManager.default.fileExists(atPath: draft + "/transcript.txt"))
    }

    @Test("dictate stop: compose, which started the recording, shows where the draft went")
    func stopIsToldInCompose() async throws {
        let tmux = Tmux()
        defer { tmux.kill() }
        let home = try RecordingHome()
        try await tmux.start(home.command(["compose"], variables: Self.speech) + "; sleep 30", columns: 200, rows: 20)
        _ = try await tmux.waitForScreen { $0.contains("[ Send ]") }
        try await tmux.press("C-d")
        let (recording, started) = try await tmux.waitForScreen { $0.contains("word3") }
        #expect(started, "\(recording)")
        let draft = try await home.stop()
        let (screen, told) = try await tmux.waitForScreen { $0.contains("Saved the recording to \(draft)") && $0.contains("[ Mic ]") }
        #expect(told, "\(screen)")
        #expect(FileManager.default.fileExists(atPath: draft + "/transcript.txt"))
    }

    @Test("Ctrl-C's Done publishes the same stopped snapshot as dictate stop")
    func interruptPublishesWhatStopPublishes() async throws {
        let interrupted = try await stoppedSnapshot(composing: false) { tmux, _ in try await tmux.press("C-c") }
        let stopped = try await stoppedSnapshot(composing: false) { _, home in _ = try await home.stop() }
        expectAlike(interrupted, stopped)
    }

    @Test("Done and Ctrl-C in compose publish the same stopped snapshot as dictate stop")
    func composeDonePublishesWhatStopPublishes() async throws {
        let done = try await stoppedSnapshot(composing: true) { tmux, _ in try await tmux.press("Enter") }
        let interrupted = try await stoppedSnapshot(composing: true) { tmux, _ in try await tmux.press("C-c") }
        let stopped = try await stoppedSnapshot(composing: true) { _, home in _ = try await home.stop() }
        expectAlike(done, stopped)
        expectAlike(interrupted, stopped)
    }

    /// Both snapshots are stopped ones with the same fields, a time and the words heard.
    private func expectAlike(_ first: [String: Any]?, _ second: [String: Any]?) {
        for snapshot in [first, second] {
            #expect(snapshot?["state"] as? String == "stopped", "\(String(describing: snapshot))")
            #expect((snapshot?["segments"] as? Int ?? 0) > 0, "\(String(describing: snapshot))")
            #expect((snapshot?["elapsed"] as? Double ?? 0) > 0, "\(String(describing: snapshot))")
            let text = snapshot?["text"] as? String ?? ""
            #expect(text.hasPrefix("word1"), "\(String(describing: snapshot))")
        }
        #expect(first.map { Set($0.keys) } == second.map { Set($0.keys) })
        #expect(first?["language"] as? String == second?["language"] as? String)
    }

    /// Records in tmux (in `dictate compose` when `composing`) with `dictate status --follow` reading
    /// along, ends the recording with `end`, and returns the stopped snapshot the follower was sent.
    private func stoppedSnapshot(composing: Bool,
                                 ending end: (Tmux, RecordingHome) async throws -> Void) async throws -> [String: Any]? {
        let tmux = Tmux()
        defer { tmux.kill() }
        let home = try RecordingHome()
        // exec: a Ctrl-C reaches dictate alone, not a shell that would close the pane under it.
        try await tmux.start("exec " + home.command(composing ? ["compose"] : [], variables: Self.speech), columns: 120, rows: 20)
        if composing {
            _ = try await tmux.waitForScreen { $0.contains("[ Send ]") }
            try await tmux.press("C-d")
        }
        let (recording, started) = try await tmux.waitForScreen {
            $0.contains(composing ? "[ Done ]" : "REC") && $0.contains("word3")
        }
        #expect(started, "\(recording)")
        let follower = try StatusFollower(home)
        defer { follower.stop() }
        #expect(try await follower.wait(for: "recording"), "\(follower.snapshots)")
        try await end(tmux, home)
        #expect(try await follower.wait(for: "idle"), "\(follower.snapshots)")
        let all = follower.snapshots
        #expect(all.last?["state"] as? String == "idle", "the follower saw the recording end: \(all)")
        return all.last { $0["state"] as? String == "stopped" }
    }
}
