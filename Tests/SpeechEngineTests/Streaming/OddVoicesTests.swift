import Foundation
import Testing
import TestSupport
@testable import SpeechEngine

/// Whispered, creaky, falsetto, quiet and telephone-band voices through the live pipeline and the
/// whole-recording pass, both behind the default voice gate, with tiny.en.
@Suite("Odd voices, streamed and whole", .exclusive)
struct OddVoicesTests {
    static func streamed(_ audio: [Float]) async throws -> String {
        var options = EngineOptions(model: Fixtures.tinyPath)
        options.decoding.threads = 2
        var last: Transcript?
        for try await update in Transcription.live(source: .samples(audio, pacing: .asFastAsPossible), options: options,
                                                   pacing: .asFastAsPossible).start() {
            last = update.transcript ?? last
        }
        return last?.text ?? ""
    }

    static func whole(_ audio: [Float]) async throws -> String {
        let model = try Fixtures.tiny()
        var options = DecodingOptions().forWholeRecording(timestamps: false)
        options.threads = 2
        let decoding = options
        return try await offThePool { try WholeRecording.transcribe(audio, model: model, options: decoding) }
            .map(\.text).joined(separator: " ")
    }

    /// The stock phrases of more than one word that `text` holds and `reference` does not: one-word
    /// ones ("you", "so") are everyday words.
    static func inventedStockPhrases(in text: String, reference: String) -> [String] {
        let heard = " \(Fixtures.words(text).joined(separator: " ")) ", said = " \(Fixtures.words(reference).joined(separator: " ")) "
        return HallucinationFilter.stockPhrases.filter { phrase in
            phrase.contains(" ") && heard.contains(" \(phrase) ") && !said.contains(" \(phrase) ")
        }.sorted()
    }

    @Test("each odd voice streams close to its transcript and to the whole-recording pass, with no stock phrase it lacks",
          arguments: Fixtures.oddVoices.map(\.file))
    func streamsLikeWhole(file: String) async throws {
        #expect(Fixtures.oddVoices.count == 8, "scripts/make-test-audio makes eight odd voices")
        let reference = try #require(Fixtures.oddVoices.first { $0.file == file }).transcript
        let audio = try AudioFile(path: Fixtures.audio(file)).samples
        let stream = try await Self.streamed(audio)
        let whole = try await Self.whole(audio)
        let (streamErrors, wholeErrors) = (Fixtures.wordErrorRate(reference, stream), Fixtures.wordErrorRate(reference, whole))
        #expect(streamErrors <= 0.4, "streamed: \(stream)")
        // tiny.en mishears the falsetto and the 8 kHz round trip even in one pass (0.42 and 0.6).
        #expect(wholeErrors <= 0.65, "whole: \(whole)")
        #expect(streamErrors <= wholeErrors + 0.2, "streamed \(streamErrors): \(stream)\nwhole \(wholeErrors): \(whole)")
        #expect(Self.inventedStockPhrases(in: stream, reference: reference).isEmpty, "streamed: \(stream)")
    }

    @Test("a stock phrase counts as invented only where the reference lacks it")
    func stockPhraseCheck() {
        #expect(Self.inventedStockPhrases(in: "The lights are off. Thank you for watching!", reference: "The lights are off.") == ["thank you", "thank you for watching"])
        #expect(Self.inventedStockPhrases(in: "Thank you, said the teacher.", reference: "Thank you, said the teacher.").isEmpty)
        #expect(Self.inventedStockPhrases(in: "Thank you, said the teacher.", reference: "Thanks, said the teacher.") == ["thank you"])
    }
}
