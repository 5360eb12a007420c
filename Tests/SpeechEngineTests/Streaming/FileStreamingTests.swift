import Foundation
import Synchronization
import Testing
import TestSupport
@testable import SpeechEngine

/// The live pipeline over generated clips, played as fast as the decoder takes them.
@Suite("Streaming over files", .exclusive)
struct FileStreamingTests {
    static func options() -> EngineOptions {
        var options = EngineOptions(model: Fixtures.tinyPath)
        options.decoding.threads = 2
        return options
    }

    /// Runs a session to its end and returns every update.
    static func run(_ transcription: Transcription, control: SessionControl = SessionControl()) async throws -> [Update] {
        var updates: [Update] = []
        for try await update in transcription.start(control: control) { updates.append(update) }
        return updates
    }

    static func samples(_ file: String) throws -> [Float] { try AudioFile(path: Fixtures.audio(file)).samples }

    @Test("a streamed clip reads like the offline transcript of the same clip", arguments: ["meeting.wav", "padded.wav"])
    func matchesOffline(file: String) async throws {
        let audio = try Self.samples(file)
        let model = try Fixtures.tiny()
        let offline = try await offThePool { try model.transcribe(audio, options: DecodingOptions()) }.map(\.text).joined(separator: " ")
        let updates = try await Self.run(.live(source: .samples(audio, pacing: .asFastAsPossible), options: Self.options(), pacing: .asFastAsPossible))
        let final = try #require(updates.last?.transcript)
        #expect(final.tentative.isEmpty, "the end of a session settles everything")
        #expect(Fixtures.wordErrorRate(offline, final.text) <= 0.15, "offline: \(offline)\nstream: \(final.text)")
        let reference = try #require(Fixtures.clips.first { $0.file == "meeting.wav" }).transcript
        #expect(Fixtures.wordErrorRate(reference, final.text) <= 0.25, "stream: \(final.text)")
    }

    /// Capture runs Silero on its thread, which can put it behind the decoder: the decoder still
    /// takes whole steps, so the passes fall at the same samples on every run.
    @Test("played as fast as possible, a clip gives the same transcripts on every run")
    func repeatable() async throws {
        let clip = URL(fileURLWithPath: Fixtures.audio("meeting.wav"))
        var runs: [[String]] = []
        for _ in 0..<3 {
            let updates = try await Self.run(.file(clip, pacing: .asFastAsPossible, options: Self.options()))
            runs.append(updates.compactMap { $0.transcript.map { "\($0.committed) | \($0.tentative)" } })
        }
        #expect(runs[0].count > 2)
        #expect(runs[1] == runs[0])
        #expect(runs[2] == runs[0])
    }

    @Test("settled text only grows, and every update holds the whole transcript")
    func settledTextOnlyGrows() async throws {
        let updates = try await Self.run(.live(source: .samples(try Self.samples("long.wav").prefix(16_000 * 30).map { $0 }, pacing: .asFastAsPossible),
                                               options: Self.options(), pacing: .asFastAsPossible))
        var settled = ""
        var transcripts = 0
        for case let transcript? in updates.map(\.transcript) {
            #expect(transcript.committed.hasPrefix(settled), "settled text changed: \(settled) → \(transcript.committed)")
            settled = transcript.committed
            transcripts += 1
        }
        #expect(transcripts > 5, "live passes show text before the end")
        #expect(Fixtures.words(settled).count > 60)
    }

    @Test("silence and steady noise give no words and no decoding", arguments: ["silence.wav", "noise.wav"])
    func noSpeechNoWords(file: String) async throws {
        let updates = try await Self.run(.live(source: .samples(try Self.samples(file), pacing: .asFastAsPossible),
                                               options: Self.options(), pacing: .asFastAsPossible))
        #expect(updates.compactMap(\.transcript).allSatisfy { $0.text.isEmpty }, "\(updates.compactMap(\.transcript?.text))")
        // Played as fast as possible, the stream's bounded buffer keeps only the newest levels.
        let levels = updates.compactMap(\.level)
        #expect(!levels.isEmpty)
        if file == "silence.wav" { #expect(levels.allSatisfy { $0 == 0 }) }
    }

    @Test("the duration cap ends a 74-second clip at 60 seconds with what was said before it")
    func durationCap() async throws {
        let audio = try Self.samples("long.wav")
        #expect(Double(audio.count) / 16_000 > 70)
        var options = Self.options()
        options.maxDuration = .seconds(60)
        let updates = try await Self.run(.live(source: .samples(audio, pacing: .asFastAsPossible), options: options, pacing: .asFastAsPossible))
        let final = try #require(updates.last?.transcript)
        let levels = updates.compactMap(\.level).count
        #expect(levels <= 60 * 50 + 2, "no audio past the cap is taken")
        let last = try #require(final.segments.last)
        #expect(last.end <= 60.5)
        #expect(last.end > 50)
        #expect(Fixtures.words(final.text).count > 120)
    }

    /// Done is pressed once 2.5 s of the clip have been captured, on the capture thread, so that a
    /// loaded machine delaying a timer cannot let the rest of the clip in first.
    @Test("Done runs a final pass and ends with settled text")
    func finishSettles() async throws {
        let control = SessionControl()
        let audio = try Self.samples("meeting.wav")
        // meeting.wav says "…and send the agenda to everyone" in its last two seconds.
        let doneAt = 40_000
        #expect(audio.count > doneAt + 32_000)
        let source = AudioSource(name: "meeting.wav") {
            let reader = try AudioSource.samples(audio, pacing: .realtime).open()
            var captured = 0
            return AudioReader(read: {
                let chunk = try reader.read()
                captured += chunk?.count ?? 0
                if captured >= doneAt { control.finish() }
                return chunk
            }, close: reader.close)
        }
        var last: Transcript?
        // One level update per captured chunk.
        var levels = 0
        for try await update in Transcription.live(source: source, options: Self.options()).start(control: control) {
            if let transcript = update.transcript { last = transcript }
            if update.level != nil { levels += 1 }
        }
        let final = try #require(last)
        #expect(final.tentative.isEmpty)
        #expect(levels * AudioSource.chunkLength <= doneAt + AudioSource.chunkLength, "capture went on after Done")
        #expect(Fixtures.words(final.text).count >= 3, "\(final.text)")
        #expect(!final.text.lowercased().contains("everyone"), "Done stopped capture before the clip ended: \(final.text)")
    }

    @Test("the end of the voice stops a live pass that missed the last of the speech, and the utterance still settles")
    func voiceEndSupersedesLivePass() async throws {
        let audio = try Self.samples("meeting.wav")
        let cut = Self.loudestFrame(after: 32_000, in: audio)
        // The last of the speech arrives while a pass that has not heard it decodes.
        let (messages, last) = try await Self.endingTheVoice(
            heard: Array(audio[..<cut]), whileDecoding: Array(audio[cut..<cut + VoiceActivityDetector.frameLength]))
        // What replaced it: the pass over the finished utterance (or, on a slow machine that only
        // got to it after the pause, the final one).
        let stopped = try #require(messages.firstIndex(of: "live pass stopped: the next pass replaces it"), "\(messages)")
        #expect(messages[stopped...].contains { ($0.hasPrefix("closing pass") || $0.hasPrefix("final pass")) && $0.contains("took") },
                "\(messages)")
        let final = try #require(last)
        #expect(final.tentative.isEmpty)
        #expect(Fixtures.words(final.text).count >= 3, "\(final.text)")
    }

    @Test("a live pass that heard all the speech is left to finish when the voice stops")
    func livePassThatHeardEverythingFinishes() async throws {
        let audio = try Self.samples("meeting.wav")
        let speech = Array(audio[..<(Self.loudestFrame(after: 32_000, in: audio) + VoiceActivityDetector.frameLength)])
        let (messages, _) = try await Self.endingTheVoice(heard: speech, whileDecoding: [])
        let seconds = String(format: "%.1f", Double(speech.count) / 16_000)
        // The pass over all the speech ran to its end.
        #expect(messages.count >= 2 && messages[0] == "live pass over \(seconds) s started"
                    && messages[1].hasPrefix("live pass over \(seconds) s took"), "\(messages)")
        #expect(!messages.contains("live pass stopped: the next pass replaces it"), "\(messages)")
    }

    /// The start of the loudest 20 ms of `audio` after sample `start`: a cut there ends in speech.
    static func loudestFrame(after start: Int, in audio: [Float]) -> Int {
        let frame = VoiceActivityDetector.frameLength
        return stride(from: start, to: audio.count - 2 * frame, by: frame)
            .max { Level.rms(audio[$0..<$0 + frame]) < Level.rms(audio[$1..<$1 + frame]) }!
    }

    /// Plays `heard` at once into a live session, then, as soon as a live pass over it starts,
    /// `whileDecoding` and a quarter of a second of quiet in one piece (so the voice ends during
    /// that pass), then a second of quiet as a microphone delivers it. Returns the engine's
    /// streaming diagnostics and the last transcript.
    static func endingTheVoice(heard: [Float], whileDecoding: [Float]) async throws -> (log: [String], last: Transcript?) {
        let frame = VoiceActivityDetector.frameLength
        let log = Mutex<[String]>([])
        let passStarted = DispatchSemaphore(value: 0)
        var options = Self.options()
        options.logger = Logger { _, subsystem, message in
            // The passes' own messages, not the settling the session starts with.
            guard subsystem == "stream", !message.hasPrefix("settling ") else { return }
            log.withLock { $0.append(message) }
            if message.hasPrefix("live pass over"), message.hasSuffix("started") { passStarted.signal() }
        }
        let source = AudioSource(name: "fake microphone") {
            var step = 0
            return AudioReader(read: {
                step += 1
                switch step {
                case 1: return heard
                case 2:
                    _ = passStarted.wait(timeout: .now() + 60)
                    return whileDecoding + [Float](repeating: 0, count: 4_000)
                case 3...52:
                    usleep(20_000)
                    return [Float](repeating: 0, count: frame)
                default: return nil
                }
            })
        }
        var last: Transcript?
        for try await update in Transcription.live(source: source, options: options).start() {
            if let transcript = update.transcript { last = transcript }
        }
        return (log.withLock { $0 }, last)
    }

    @Test("cancelling mid-decode returns promptly and releases the source")
    func cancelIsPrompt() async throws {
        let closed = Closed()
        let audio = try Self.samples("long.wav")
        let source = AudioSource(name: "fake microphone") {
            var reader = try AudioSource.samples(audio, pacing: .asFastAsPossible).open()
            reader.close = { closed.mark() }
            return reader
        }
        var options = Self.options()
        options.streaming.maximumWindow = 25
        let task = Task {
            var count = 0
            for try await update in Transcription.live(source: source, options: options, pacing: .asFastAsPossible).start()
            where update.transcript != nil { count += 1 }
            return count
        }
        try await Task.sleep(for: .seconds(3))
        let clock = ContinuousClock()
        let started = clock.now
        task.cancel()
        _ = try await task.value
        // A pass that ran on would take seconds more; an aborted one ends within a few hundred
        // milliseconds even beside the rest of the suite.
        #expect(clock.now - started < .seconds(1))
        #expect(await eventually { closed.isMarked }, "the source was never closed")
    }

    @Test("two sessions at once share the model and both transcribe")
    func twoSessions() async throws {
        async let first = Self.run(.live(source: .samples(try Self.samples("meeting.wav"), pacing: .asFastAsPossible),
                                         options: Self.options(), pacing: .asFastAsPossible))
        async let second = Self.run(.live(source: .samples(try Self.samples("weather.wav"), pacing: .asFastAsPossible),
                                          options: Self.options(), pacing: .asFastAsPossible))
        let (a, b) = try await (first, second)
        let meeting = try #require(Fixtures.clips.first { $0.file == "meeting.wav" }).transcript
        let weather = try #require(Fixtures.clips.first { $0.file == "weather.wav" }).transcript
        #expect(Fixtures.wordErrorRate(meeting, a.last?.transcript?.text ?? "") <= 0.3)
        #expect(Fixtures.wordErrorRate(weather, b.last?.transcript?.text ?? "") <= 0.4)
    }

    @Test("a source that fails keeps what was heard and then throws .interrupted")
    func failureKeepsText() async throws {
        let audio = try Self.samples("meeting.wav")
        let source = AudioSource(name: "failing microphone") {
            var position = 0
            return AudioReader(read: {
                guard position < audio.count else { throw TranscriptionError.interrupted("the server went away") }
                defer { position += 320 }
                return Array(audio[position..<min(position + 320, audio.count)])
            })
        }
        var transcripts: [Transcript] = []
        await #expect(throws: TranscriptionError.interrupted("the server went away")) {
            for try await update in Transcription.live(source: source, options: Self.options(), pacing: .asFastAsPossible).start() {
                if let transcript = update.transcript { transcripts.append(transcript) }
            }
        }
        let last = try #require(transcripts.last)
        #expect(last.tentative.isEmpty, "what was heard is settled before the error")
        #expect(Fixtures.words(last.text).count >= 10)
    }

    @Test("an English-only model with another language is unavailable, with the reason")
    func englishOnlyModel() async throws {
        let transcription = Transcription.speech(locale: Locale(identifier: "de_DE"), options: Self.options())
        guard case .unavailable(let reason) = await transcription.requestAccess() else {
            Issue.record("expected unavailable"); return
        }
        #expect(reason.contains("de"))
    }
}

/// Set once from the capture thread, read by the test.
final class Closed: Sendable {
    private let flag = Mutex(false)
    func mark() { flag.withLock { $0 = true } }
    var isMarked: Bool { flag.withLock { $0 } }
}
