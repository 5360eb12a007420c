import Foundation
import Testing
import TestSupport

/// dictate live, as a user runs it: in a terminal, in a pipe, stopped by Ctrl-C or by `dictate stop`.
@Suite("Live dictation from the command line", .exclusive)
struct LiveDictationTests {
    @Test("in a terminal, the transcript is redrawn in place with a status line")
    func terminalRedraw() async throws {
        let tmux = Tmux()
        defer { tmux.kill() }
        // Five seconds of words at the scripted rate, so that a loaded machine still catches the
        // recording on screen before it ends.
        let script = "Running late, save me a seat please. " + (1...32).map { "word\($0)" }.joined(separator: " ") + " goodbye"
        let runtime = try DictateBinary.scratchDirectory().path
        try await tmux.start("env XDG_RUNTIME_DIR=\(runtime) DICTATE_TRANSCRIPTION=\(DictateBinary.quoted("scripted:" + script)) \(DictateBinary.quoted(DictateBinary.path)); sleep 30",
                       columns: 80, rows: 12)
        let (recording, sawStatus) = try await tmux.waitForScreen { $0.contains("REC") && $0.contains("Running") }
        #expect(sawStatus, "a status line and the first words while recording:\n\(recording)")
        let (done, finished) = try await tmux.waitForScreen { $0.contains("goodbye") && !$0.contains("REC") }
        #expect(finished, "the whole transcript, status line gone:\n\(done)")
        #expect(done.split(separator: "\n").filter { $0.contains("Running late") }.count == 1, "written once:\n\(done)")
    }

    @Test("dictate compose also answers dictate status and dictate stop while it records")
    func composeIsControlled() async throws {
        let tmux = Tmux()
        defer { tmux.kill() }
        let runtime = try DictateBinary.scratchDirectory().path
        let environment = ["XDG_RUNTIME_DIR": runtime, "XDG_DATA_HOME": runtime + "/data"]
        let words = (1...200).map { "word\($0)" }.joined(separator: " ")
        try await tmux.start("env XDG_RUNTIME_DIR=\(runtime) XDG_DATA_HOME=\(runtime)/data DICTATE_TRANSCRIPTION=\(DictateBinary.quoted("scripted:" + words)) \(DictateBinary.quoted(DictateBinary.path)) compose; sleep 30")
        _ = try await tmux.waitForScreen { $0.contains("Message") }
        try await tmux.press("C-d")
        let (_, dictating) = try await tmux.waitForScreen { $0.contains("word3") }
        #expect(dictating)
        let status = try await DictateBinary.run(["status", "--format", "json"], environment: environment)
        #expect(status.standardOutput.contains("\"state\":\"recording\""), "\(status.standardOutput)")
        let stop = try await DictateBinary.run(["stop"], environment: environment)
        #expect(stop.status == 0, "\(stop.standardError)")
        let (screen, stopped) = try await tmux.waitForScreen { !$0.contains("[ Done ]") && $0.contains("word") }
        #expect(stopped, "the card left the recording state:\n\(screen)")
        #expect(!screen.contains("word150"), "dictation stopped early:\n\(screen)")
    }

    @Test("Ctrl-C is Done: the text heard so far is printed and dictate exits 0")
    func interruptFlushes() async throws {
        let folder = try DictateBinary.scratchDirectory()
        let out = folder.appendingPathComponent("out").path
        let child = try ChildProcess.spawn([DictateBinary.path, "--file", DictateBinary.audio("long.wav"), "--realtime"],
                                           standardOutput: out)
        try await Task.sleep(for: .seconds(7))
        let clock = ContinuousClock()
        let interrupted = clock.now
        child.signal(SIGINT)
        let status = await child.wait()
        #expect(status == 0)
        // Done's final pass is bounded at four seconds; the rest is start-up and writing.
        #expect(clock.now - interrupted < .seconds(8), "Done returns promptly")
        let text = try String(contentsOfFile: out, encoding: .utf8).lowercased()
        #expect(text.contains("team meeting") || text.contains("thursday"), "the first sentence was kept: \(text)")
        #expect(!text.contains("platform"), "nothing after the interrupt: \(text)")
    }

    @Test("a second Ctrl-C aborts at once with status 130")
    func secondInterruptAborts() async throws {
        let child = try ChildProcess.spawn([DictateBinary.path, "--file", DictateBinary.audio("long.wav"), "--realtime"])
        try await Task.sleep(for: .seconds(3))
        // Two SIGINTs still pending when a busy machine next runs the process merge into one, so
        // the first interrupt is a SIGTERM (Done, like Ctrl-C) and the second the Ctrl-C under test,
        // sent before Done's final pass has finished (a few hundred milliseconds on an idle machine).
        child.signal(SIGTERM)
        try await Task.sleep(for: .milliseconds(30))
        child.signal(SIGINT)
        let status = await child.wait()
        #expect(status == 130)
    }

    @Test("speech played into a PulseAudio null sink is printed by dictate --device NAME.monitor")
    func pulseMonitor() async throws {
        let server = try await TestSoundServer()
        defer { server.stop() }
        let folder = try DictateBinary.scratchDirectory()
        let out = folder.appendingPathComponent("out").path
        let errors = folder.appendingPathComponent("err").path
        var environment = ProcessInfo.processInfo.environment
        environment["PULSE_SERVER"] = server.server
        environment["XDG_RUNTIME_DIR"] = folder.path
        let child = try ChildProcess.spawn([DictateBinary.path, "--device", server.monitor, "--format", "jsonl"],
                                           environment: environment, standardOutput: out, standardError: errors)
        try await server.waitForRecording()
        try await server.play(DictateBinary.audio("meeting.wav"))
        try await Task.sleep(for: .seconds(2))
        child.signal(SIGINT)
        let status = await child.wait()
        #expect(status == 0, "dictate exited \(status): \((try? String(contentsOfFile: errors, encoding: .utf8)) ?? "")")
        let lines = try String(contentsOfFile: out, encoding: .utf8).split(separator: "\n")
        let end = try #require(lines.last.flatMap { try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] })
        #expect(end["type"] as? String == "end")
        let text = (end["text"] as? String ?? "").lowercased()
        for word in ["move", "thursday", "agenda"] { #expect(text.contains(word), "\(text)") }
    }

    @Test("dictate status, pause, resume and stop control the recording; stop saves a draft")
    func remoteControl() async throws {
        let server = try await TestSoundServer()
        defer { server.stop() }
        let folder = try DictateBinary.scratchDirectory()
        let environment = ["PULSE_SERVER": server.server, "XDG_RUNTIME_DIR": folder.path,
                           "XDG_DATA_HOME": folder.appendingPathComponent("data").path]
        let out = folder.appendingPathComponent("out").path
        let errors = folder.appendingPathComponent("err").path
        let child = try ChildProcess.spawn([DictateBinary.path, "--device", server.monitor],
                                           environment: ProcessInfo.processInfo.environment.merging(environment) { $1 },
                                           standardOutput: out, standardError: errors)
        var status = try await DictateBinary.run(["status", "--format", "json"], environment: environment)
        for _ in 0..<50 where !status.standardOutput.contains("recording") {
            try await Task.sleep(for: .milliseconds(100))
            status = try await DictateBinary.run(["status", "--format", "json"], environment: environment)
        }
        #expect(status.standardOutput.contains("\"state\":\"recording\""), "\(status.standardOutput)")
        try await server.play(DictateBinary.audio("fox.wav"))

        let paused = try await DictateBinary.run(["pause"], environment: environment)
        #expect(paused.status == 0)
        let first = try await DictateBinary.run(["status", "--format", "json"], environment: environment)
        try await Task.sleep(for: .seconds(1.2))
        let second = try await DictateBinary.run(["status", "--format", "json"], environment: environment)
        #expect(first.standardOutput.contains("paused"))
        let elapsed = { (json: String) in
            (try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])?["elapsed"] as? Double
        }
        #expect(elapsed(first.standardOutput) != nil)
        #expect(elapsed(first.standardOutput) == elapsed(second.standardOutput), "the elapsed time is frozen while paused")
        #expect(try await DictateBinary.run(["resume"], environment: environment).status == 0)

        let stop = try await DictateBinary.run(["stop"], environment: environment)
        #expect(stop.status == 0, "\(stop.standardError); dictate said: \((try? String(contentsOfFile: errors, encoding: .utf8)) ?? "")")
        #expect(stop.standardOutput.hasPrefix("Saved the recording to "))
        #expect(await child.wait() == 0)
        let draft = String(stop.standardOutput.dropFirst("Saved the recording to ".count)).trimmingCharacters(in: .whitespacesAndNewlines)
        let transcript = try String(contentsOfFile: draft + "/transcript.txt", encoding: .utf8).lowercased()
        #expect(transcript.contains("fox") || transcript.contains("lazy"), "\(transcript)")
        let audio = try Data(contentsOf: URL(fileURLWithPath: draft + "/audio.wav"))
        #expect(audio.prefix(4) == Data("RIFF".utf8))
        #expect(audio.count > 44 + 16_000 * 2 * 2, "at least two seconds of audio")

        let listed = try await DictateBinary.run(["recordings"], environment: environment)
        #expect(listed.standardOutput.contains(draft))
        let nothing = try await DictateBinary.run(["stop"], environment: environment)
        #expect(nothing.status == 69)
        #expect(nothing.standardError.contains("Nothing is recording"))
    }
}
