import Foundation
import Testing
import TestSupport
@testable import SpeechEngine

@Suite("Offline transcription with tiny.en", .exclusive)
struct WhisperModelTests {
    @Test("the generated clips are transcribed within a WER bound")
    func transcribesClips() async throws {
        let model = try Fixtures.tiny()
        var errors = 0.0, words = 0.0
        for clip in Fixtures.clips {
            let audio = try AudioFile(path: Fixtures.audio(clip.file))
            let text = try await offThePool { try model.transcribe(audio.samples, options: DecodingOptions()) }
                .map(\.text).joined(separator: " ")
            let rate = Fixtures.wordErrorRate(clip.transcript, text)
            // espeak's voice is hard on tiny.en: a few words per clip go astray, never most of them.
            #expect(rate <= 0.4, "\(clip.file): heard \(text)")
            let count = Double(Fixtures.words(clip.transcript).count)
            errors += rate * count
            words += count
        }
        #expect(Fixtures.clips.count == 5)
        #expect(errors / words <= 0.25)
    }

    @Test("a clip longer than 30 seconds is transcribed to its end")
    func transcribesLongFile() async throws {
        let audio = try AudioFile(path: Fixtures.audio("long.wav"))
        #expect(audio.duration > 70)
        let model = try Fixtures.tiny()
        let segments = try await offThePool { try model.transcribe(audio.samples, options: DecodingOptions()) }
        let last = try #require(segments.last)
        #expect(last.end > 65, "the last segment ends at \(last.end) s")
        #expect(Fixtures.words(segments.map(\.text).joined(separator: " ")).count > 150)
    }

    @Test("without timestamps each 30 s window is one segment, with the words of a timed pass")
    func untimedWindows() async throws {
        let audio = try AudioFile(path: Fixtures.audio("long.wav"))
        let model = try Fixtures.tiny()
        let untimed = { var options = DecodingOptions(); options.timestamps = false; return options }()
        let timedSegments = try await offThePool { try model.transcribe(audio.samples, options: DecodingOptions()) }
        let untimedSegments = try await offThePool { try model.transcribe(audio.samples, options: untimed) }
        let windows = Int((audio.duration / 30).rounded(.up))
        #expect(untimedSegments.count <= windows, "\(untimedSegments.map(\.text))")
        #expect(timedSegments.count > windows)
        let timedText = timedSegments.map(\.text).joined(separator: " ")
        let untimedText = untimedSegments.map(\.text).joined(separator: " ")
        #expect(Fixtures.wordErrorRate(timedText, untimedText) <= 0.1, "timed: \(timedText)\nuntimed: \(untimedText)")
    }

    @Test("a recording decoded from its spectrogram, its samples given up, gives what decoding its samples gives")
    func recordingFromSpectrogram() async throws {
        let model = try Fixtures.tiny()
        let untimed = { var options = DecodingOptions(); options.timestamps = false; return options }()
        let cases = [(Fixtures.audio("long.wav"), untimed), (Fixtures.audio(try #require(Fixtures.clips.first).file), DecodingOptions())]
        for (path, options) in cases {
            let samples = try AudioFile(path: path).samples
            let fromSamples = try await offThePool {
                try model.makeState().decode(samples, options: options, abort: AbortFlag())
            }
            let fromSpectrogram = try await offThePool {
                try model.makeState().decode(recording: samples, options: options, abort: AbortFlag())
            }
            #expect(!fromSamples.isEmpty)
            #expect(fromSpectrogram == fromSamples, "\(path)")
        }
    }

    @Test("a single-segment pass comes back in phrases, split where the decoder put timestamps")
    func singleSegmentPhrases() async throws {
        let samples = try AudioFile(path: Fixtures.audio("pauses.wav")).samples
        #expect(samples.count < 30 * 16_000, "one window, so both passes decode the same sequence")
        let model = try Fixtures.tiny()
        let single = { var options = DecodingOptions(); options.singleSegment = true; options.beamSize = 1; return options }()
        let phrases = try await offThePool { try model.makeState().decode(samples, options: single, abort: AbortFlag()) }
        #expect(phrases.count >= 2, "\(phrases.map(\.text))")
        #expect(zip(phrases, phrases.dropFirst()).allSatisfy { $0.end <= $1.start && $0.start < $0.end }, "\(phrases.map { ($0.start, $0.end) })")
        #expect(phrases.dropLast().allSatisfy { $0.end < Double(samples.count) / 16_000 })
        let whole = String(decoding: phrases.flatMap(\.tokens).flatMap(\.bytes), as: UTF8.self)
        #expect(Fixtures.words(phrases.map(\.text).joined(separator: " ")) == Fixtures.words(whole), "no text lost or doubled at a split")
    }

    @Test("silence gives no segments")
    func silence() async throws {
        let audio = try AudioFile(path: Fixtures.audio("silence.wav"))
        let model = try Fixtures.tiny()
        let segments = try await offThePool { try model.transcribe(audio.samples, options: DecodingOptions()) }
        #expect(segments.map(\.text) == [], "whisper's usual \"you\" on silence must not appear")
    }

    @Test("an English-only model refuses another language")
    func refusesLanguage() throws {
        let model = try Fixtures.tiny()
        #expect(throws: WhisperModelError.unsupportedLanguage("de", model: "tiny.en")) {
            try model.check(language: "de")
        }
        #expect(throws: Never.self) { try model.check(language: "en") }
    }

    @Test("the library matches the headers it was built against")
    func versionMatches() throws {
        let model = try Fixtures.tiny()
        #expect(model.name == "tiny.en")
    }

    @Test("an aborted pass stops with .aborted")
    func abortStops() async throws {
        let audio = try AudioFile(path: Fixtures.audio("long.wav"))
        let flag = AbortFlag()
        flag.abort()
        let model = try Fixtures.tiny()
        await #expect(throws: WhisperModelError.aborted) {
            try await offThePool { _ = try model.makeState().decode(audio.samples, options: DecodingOptions(), abort: flag) }
        }
    }

    @Test("a pass whisper doubts and decodes again reports the steps of its retries, and none without fallback")
    func retriedSteps() async throws {
        // Speech played backwards sounds like speech but reads as none: whisper doubts its first decode.
        let backwards = Array(try AudioFile(path: Fixtures.audio("pauses.wav")).samples.prefix(28 * 16_000).reversed())
        let model = try Fixtures.tiny()
        let counts = try await offThePool {
            try [true, false].map { fallback in
                var options = DecodingOptions()
                options.temperatureFallback = fallback
                let state = try model.makeState()
                _ = try state.decode(backwards, options: options, abort: AbortFlag())
                return (retried: state.retriedSteps, tokens: state.decodedTokens)
            }
        }
        #expect(counts[0].retried > 0, "with fallback: \(counts[0])")
        #expect(counts[1].retried == 0 && counts[1].tokens > 0, "without fallback: \(counts[1])")
    }
}
