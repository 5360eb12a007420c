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

    @Test("a settling model that does not speak the language ends the session with the reason, after the live model has shown words")
    func settlingModelRefusesTheLanguage() async throws {
        await #expect(throws: TranscriptionError.self) {
            _ = try await Self.stream("meeting.wav", model: Fixtures.tinyPath, live: Fixtures.basePath, language: "de")
        }
    }
}
