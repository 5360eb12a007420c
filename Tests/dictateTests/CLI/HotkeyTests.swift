import Foundation
import Testing
import TestSupport

/// `dictate toggle`, `begin`, `end` and `cancel`, as desktop key bindings run them: a dictation in
/// the background, started and finished by separate commands.
@Suite("One key to start and stop", .exclusive)
struct HotkeyTests {
    /// Words without sentence ends, so that in the log (a pipe) they wait for the end to be written.
    /// 8 words a second: a minute's worth, far more than any test waits.
    static let script = (1...480).map { "w\($0)" }.joined(separator: " ")

    @Test("toggle starts a dictation in the background and a second toggle ends it, keeping the text")
    func toggleStartsAndEnds() async throws {
        let desktop = try BackgroundDictations(script: Self.script)
        defer { desktop.cleanUp() }
        let start = try await desktop.run(["toggle"])
        #expect(start.status == 0, "\(start.standardError)")
        let pid = try #require(desktop.started.first, "the log names the dictation started:\n\(desktop.log)")
        #expect(desktop.isRunning(pid), "it runs on after toggle returned")
        #expect(try await desktop.waitForRecording(segments: 3))

        let end = try await desktop.run(["toggle"])
        #expect(end.status == 0, "\(end.standardError)")
        #expect(try await desktop.waitUntilGone(pid), "the background dictation exits once done")
        let log = desktop.log
        #expect(log.contains("w1 w2 w3"), "the settled text is written:\n\(log)")
        #expect(log.contains("dictation \(pid) is recording") && log.contains("dictation ended"), "\(log)")
        #expect(desktop.started.count == 1)
        // notify-send is not waited for, so either notification may be written after the dictate
        // that sent it exits, and a loaded machine may run the first after the second.
        #expect(await eventually { desktop.notifications.contains("Dictation ended") }, "\(desktop.notifications)")
        #expect(await eventually { desktop.notifications.contains("Dictation started") }, "\(desktop.notifications)")
        let drafts = desktop.folder.appendingPathComponent("data/dictate/recordings").path
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: drafts)) ?? []).isEmpty, "end saves no draft")
    }

    @Test("two toggles pressed at once start exactly one dictation")
    func racingToggles() async throws {
        let desktop = try BackgroundDictations(script: Self.script)
        defer { desktop.cleanUp() }
        let first = try desktop.spawn(["toggle"], name: "first")
        let second = try desktop.spawn(["toggle"], name: "second")
        let statuses = [await first.wait(), await second.wait()]
        #expect(desktop.started.count == 1, "one dictation started:\n\(desktop.log)")
        #expect(statuses.contains(0), "\(statuses)")
        // The usual outcome: the second press came while the first was still starting, and did
        // nothing. Should it have come after, it ended the dictation instead; either way, one.
        if statuses.contains(75) {
            let errors = try String(contentsOf: desktop.folder.appendingPathComponent(statuses[0] == 75 ? "first.err" : "second.err"),
                                    encoding: .utf8)
            #expect(errors.contains("did nothing"), "\(errors)")
            #expect(try await desktop.waitForRecording())
        }
        #expect(try await desktop.run(["end"]).status == (statuses.contains(75) ? 0 : 69))
    }

    @Test("end and cancel with nothing recording say so and exit 69")
    func nothingToEnd() async throws {
        let desktop = try BackgroundDictations(script: Self.script)
        defer { desktop.cleanUp() }
        for command in ["end", "cancel"] {
            let result = try await desktop.run([command])
            #expect(result.status == 69, "\(command)")
            #expect(result.standardError == "dictate: Nothing is recording.\n", "\(command)")
        }
        #expect(desktop.started.isEmpty)
    }

    @Test("cancel ends the dictation without writing the words still pending")
    func cancelDropsPendingWords() async throws {
        let desktop = try BackgroundDictations(script: Self.script)
        defer { desktop.cleanUp() }
        #expect(try await desktop.run(["begin", "--no-notify"]).status == 0)
        let pid = try #require(desktop.started.first)
        #expect(try await desktop.waitForRecording(segments: 3))
        let cancel = try await desktop.run(["cancel"])
        #expect(cancel.status == 0, "\(cancel.standardError)")
        #expect(try await desktop.waitUntilGone(pid))
        let log = desktop.log
        #expect(log.contains("dictation ended"), "\(log)")
        // In a pipe, settled words are written a line at a time, once a line holds 84 characters
        // (or six seconds, or a sentence: longer here). Done writes the last, shorter line; cancel
        // drops it, so every line written is a full one however late the cancel came.
        let lines = log.split(separator: "\n").filter { $0.hasPrefix("w") }
        #expect(lines.allSatisfy { $0.count >= 84 }, "the words still pending were written:\n\(log)")
        #expect(desktop.notifications.isEmpty, "--no-notify: \(desktop.notifications)")
    }

    @Test("begin while a dictation records refuses with status 75 and starts no second one")
    func beginWhileRecording() async throws {
        let desktop = try BackgroundDictations(script: Self.script)
        defer { desktop.cleanUp() }
        #expect(try await desktop.run(["begin"]).status == 0)
        let again = try await desktop.run(["begin"])
        #expect(again.status == 75)
        #expect(again.standardError.contains("already recording"), "\(again.standardError)")
        #expect(desktop.started.count == 1)
        #expect(try await desktop.run(["end"]).status == 0)
    }

    @Test("a start refused for a muted source fails the command and says how to fix it")
    func mutedSourceIsReported() async throws {
        let server = try await TestSoundServer()
        defer { server.stop() }
        try await server.pactl("set-source-mute", server.monitor, "1")
        let desktop = try BackgroundDictations()
        defer { desktop.cleanUp() }
        let result = try await desktop.run(["begin", "--device", server.monitor], extra: ["PULSE_SERVER": server.server])
        #expect(result.status == 77, "\(result.standardError)")
        #expect(result.standardError.contains("is muted. Unmute it"), "\(result.standardError)")
        let pid = try #require(desktop.started.first)
        #expect(try await desktop.waitUntilGone(pid))
        #expect(desktop.log.contains("dictation failed (exit status 77)"), "\(desktop.log)")
        #expect(await eventually { desktop.notifications.contains("--urgency=critical Dictation failed") },
                "\(desktop.notifications)")
    }
}
