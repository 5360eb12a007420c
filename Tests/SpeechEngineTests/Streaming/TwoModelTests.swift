import Foundation
import Synchronization
import Testing
@testable import SpeechEngine

/// A session with a live model (``EngineOptions/liveModel``): tiny.en decodes the live passes that
/// only show words, and the chosen model, base, every pass whose words settle.
@Suite("Live words from a small model, settled text from the chosen one", .exclusive)
struct TwoModelTests {
    /// Streams `file` as fast as possible, settling accurate, and returns the last transcript and
    /// the passes' diagnostics.
    static func stream(_ file: String, model: String, live: String?, language: String = "en") async throws -> (text: String, log: [String]) {
        var options = EngineOptions(model: model)
        options.decoding.threads = 2
        options.decoding.language = language
        options.streaming.settle(.accurate)
        options.liveModel = live
        let log = Mutex<[String]>([])
        options.logger = Logger { _, subsystem, message in
            if subsystem == "stream" { log.withLock { $0.append(message) } }
        }
        var last: Transcript?
        let clip = URL(fileURLWithPath: Fixtures.audio(file))
        for try await update in Transcription.file(clip, pacing: .asFastAsPossible, options: options).start(control: SessionControl()) {
            last = update.transcript ?? last
        }
        let transcript = try #require(last)
        #expect(transcript.tentative.isEmpty)
        return (transcript.text, log.withLock { $0 })
    }

    @Test("live passes are the live model's, every pass that settles is the chosen model's, and the settled text is what the chosen model alone settles")
    func rolesAndText() async throws {
        let alone = try await Self.stream("meeting.wav", model: Fixtures.basePath, live: nil)
        let paired = try await Self.stream("meeting.wav", model: Fixtures.basePath, live: Fixtures.tinyPath)
        let started = paired.log.filter { $0.hasSuffix("started") }
        let live = started.filter { $0.hasPrefix("live (tiny.en) pass") }
        let settling = started.filter { !$0.hasPrefix("live") }
        #expect(live.count >= 5, "\(started)")
        #expect(!settling.isEmpty, "\(started)")
        #expect(started.allSatisfy { !$0.hasPrefix("live pass") }, "no live pass by the chosen model: \(started)")
        #expect(settling.allSatisfy { !$0.contains("tiny.en") }, "\(settling)")
        #expect(paired.log.contains { $0.contains("live passes decoded by tiny.en") }, "\(paired.log)")
        #expect(alone.log.allSatisfy { !$0.contains("tiny.en") }, "\(alone.log)")
        #expect(paired.text == alone.text, "base alone: \(alone.text)\ntiny.en live, base settling: \(paired.text)")
    }

    @Test("a settling model that does not speak the language ends the session, naming it")
    func settlingModelRefusesTheLanguage() async throws {
        let error = await #expect(throws: TranscriptionError.self) {
            _ = try await Self.stream("meeting.wav", model: Fixtures.tinyPath, live: Fixtures.basePath, language: "de")
        }
        #expect(String(describing: error).contains("tiny.en"), "\(String(describing: error))")
    }

    /// A microphone playing `samples` in real time that counts what it delivered.
    final class CountingMicrophone: @unchecked Sendable {
        private let condition = NSCondition()
        private var delivered = 0

        func source(_ samples: [Float]) -> AudioSource {
            AudioSource(name: "counting microphone") { [self] in
                let reader = try AudioSource.samples(samples, pacing: .realtime).open()
                return AudioReader(read: { [self] in
                    let chunk = try reader.read()
                    condition.lock()
                    delivered += chunk?.count ?? 0
                    condition.broadcast()
                    condition.unlock()
                    return chunk
                }, close: reader.close)
            }
        }

        /// Waits until `samples` were delivered, for 10 s at most; whether they were.
        func wait(for samples: Int) -> Bool {
            condition.lock()
            defer { condition.unlock() }
            let deadline = Date().addingTimeInterval(10)
            while delivered < samples { guard condition.wait(until: deadline) else { return false } }
            return true
        }
    }

    @Test("capture runs while the models load, and what was said before either loaded is transcribed", arguments: [false, true])
    func captureBeforeTheModels(paired: Bool) async throws {
        let microphone = CountingMicrophone()
        let heardFirst = Mutex(false)
        // The first model to load waits until a second of speech has been captured: loading a large
        // model from a slow disk, as the microphone goes on.
        let slowLoad: @Sendable (String) -> @Sendable () throws -> WhisperModel = { path in
            { heardFirst.withLock { $0 = microphone.wait(for: 16_000) }; return try SharedModels.load(path, language: "en", logger: .silent) }
        }
        var models = SessionModels(settling: slowLoad(paired ? Fixtures.basePath : Fixtures.tinyPath))
        if paired {
            models.live = slowLoad(Fixtures.tinyPath)
            models.settling = { try SharedModels.load(Fixtures.basePath, language: "en", logger: .silent) }
        }
        var decoding = DecodingOptions()
        decoding.threads = 2
        let settings = StreamingSession.Settings(decoding: decoding, streaming: StreamingConfiguration(settling: .accurate),
                                                 maxDuration: .seconds(60), pacing: .realtime, logger: .silent)
        let stream = AsyncThrowingStream<Update, Error>.makeStream()
        let speech = try AudioFile(path: Fixtures.audio("fox.wav")).samples + [Float](repeating: 0, count: 16_000)
        StreamingSession(source: microphone.source(speech), models: models,
                         settings: settings, control: SessionControl(), continuation: stream.continuation).start()
        var last: Transcript?
        for try await update in stream.stream { last = update.transcript ?? last }
        #expect(heardFirst.withLock { $0 }, "the microphone delivered a second before the first model loaded")
        let words = Fixtures.words(last?.text ?? "")
        // "The quick" is said in the first second, before either model loaded; the rest is there
        // to show the session went on (each model hears "brown fox" as it likes).
        for word in ["the", "quick", "lazy"] { #expect(words.contains(word), "\(words)") }
    }
}
