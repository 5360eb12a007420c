import Foundation
import Synchronization
import Testing
import TestSupport
@testable import SpeechEngine

/// The microphone path for real: a PulseAudio daemon, speech played into a null sink, captured
/// from its monitor. Serialized: each test owns a daemon and plays in real time.
@Suite("Live dictation through PulseAudio", .exclusive)
struct PulseStreamingTests {
    static func options(_ server: TestSoundServer) -> EngineOptions {
        var options = EngineOptions(model: Fixtures.tinyPath, device: server.monitor)
        options.server = server.server
        options.decoding.threads = 2
        return options
    }

    @Test("speech played into a null sink is transcribed, and the level follows it")
    func transcribesMonitor() async throws {
        let server = try await TestSoundServer()
        defer { server.stop() }
        let transcription = Transcription.speech(locale: Locale(identifier: "en_US"), options: Self.options(server))
        #expect(transcription.access() == .notDetermined)
        #expect(await transcription.requestAccess() == .allowed)
        #expect(transcription.access() == .allowed)

        let control = SessionControl()
        let clock = ContinuousClock()
        let playing = Mutex<(start: ContinuousClock.Instant?, end: ContinuousClock.Instant?)>((nil, nil))
        let started = Mutex(false)
        let player = Task {
            // Speech starts only once capture has delivered a second of silence.
            while !started.withLock({ $0 }) { try await Task.sleep(for: .milliseconds(20)) }
            try await Task.sleep(for: .seconds(1))
            playing.withLock { $0.start = clock.now }
            try await server.play(Fixtures.audio("meeting.wav"))
            playing.withLock { $0.end = clock.now }
            try await Task.sleep(for: .seconds(1.5))
            control.finish()
        }
        var levels: [(at: ContinuousClock.Instant, level: Float)] = []
        var final: Transcript?
        for try await update in transcription.start(control: control) {
            if let level = update.level {
                levels.append((clock.now, level))
                started.withLock { $0 = true }
            }
            if let transcript = update.transcript { final = transcript }
        }
        try await player.value
        let reference = try #require(Fixtures.clips.first { $0.file == "meeting.wav" }).transcript
        let text = try #require(final).text
        #expect(Fixtures.wordErrorRate(reference, text) <= 0.3, "heard: \(text)")

        let (start, end) = try playing.withLock { (try #require($0.start), try #require($0.end)) }
        let quiet = levels.filter { $0.at < start }.map(\.level)
        let speaking = levels.filter { $0.at > start + .milliseconds(500) && $0.at < end }.map(\.level)
        let after = levels.filter { $0.at > end + .milliseconds(800) }.map(\.level)
        #expect(quiet.count >= 10)
        #expect(quiet.allSatisfy { $0 < 0.05 }, "near zero before speech: \(quiet.max() ?? -1)")
        #expect((speaking.max() ?? 0) > 0.5, "rises with speech: \(speaking.max() ?? -1)")
        #expect(!after.isEmpty && after.allSatisfy { $0 < 0.05 }, "falls back in silence: \(after.max() ?? -1)")
        let duration = (levels.last?.at ?? clock.now) - (levels.first?.at ?? clock.now)
        #expect(Double(levels.count) / duration.inSeconds >= 20, "at least 20 level readings a second")
    }

    @Test("access is unavailable without a server, and for a device that doesn't exist")
    func accessWithoutServer() async throws {
        var options = EngineOptions(model: Fixtures.tinyPath)
        options.server = "unix:/nonexistent/pulse/native"
        guard case .unavailable(let reason) = await Transcription.speech(options: options).requestAccess() else {
            Issue.record("expected unavailable without a server"); return
        }
        #expect(reason.contains("sound server"))

        let server = try await TestSoundServer()
        defer { server.stop() }
        var missing = Self.options(server)
        missing.device = "no_such_source"
        guard case .unavailable(let why) = await Transcription.speech(options: missing).requestAccess() else {
            Issue.record("expected unavailable for a missing device"); return
        }
        #expect(why.contains("no_such_source"))
    }

    @Test("a muted source is denied, with the command that fixes it")
    func mutedSourceDenied() async throws {
        let server = try await TestSoundServer()
        defer { server.stop() }
        try await server.pactl("set-source-mute", server.monitor, "1")
        guard case .denied(let reason) = await Transcription.speech(options: Self.options(server)).requestAccess() else {
            Issue.record("expected denied"); return
        }
        #expect(reason.contains("set-source-mute"))
    }

    @Test("the daemon killed mid-dictation ends the stream with .interrupted after what was heard")
    func daemonKilled() async throws {
        let server = try await TestSoundServer()
        let transcription = Transcription.speech(options: Self.options(server))
        let player = Task {
            try? await Task.sleep(for: .seconds(0.5))
            try? await server.play(Fixtures.audio("meeting.wav"))
            try? await Task.sleep(for: .seconds(0.8))
            server.kill()
        }
        var last: Transcript?
        let error = await #expect(throws: TranscriptionError.self) {
            for try await update in transcription.start() {
                if let transcript = update.transcript { last = transcript }
            }
        }
        await player.value
        server.stop()
        guard case .interrupted = error else { Issue.record("got \(String(describing: error))"); return }
        #expect(Fixtures.words(last?.text ?? "").count >= 8, "what was heard came before the error: \(last?.text ?? "")")
    }
}
