import Foundation
import Testing
@testable import SpeechEngine
import TestSupport

/// A whole recording decoded in one pass with tiny.en: the vocabulary's spellings, and no words
/// where nobody spoke.
@Suite("A whole recording: its vocabulary, and nothing from silence or noise")
struct WholeRecordingTests {
    /// Fifty entries, names and jargon the test clips never say but for the four in `names.wav`.
    static let fifty = Vocabulary("""
        Kowalczyk Kubernetes PostgreSQL Siobhan nginx Anneliese Grafana Prometheus Terraform Ansible Jenkins Kafka
        Elasticsearch Redis MongoDB GraphQL TypeScript Haskell OCaml Zig WireGuard systemd PipeWire Wayland Hyprland
        Niamh Saoirse Dvořák Nguyen Xiaoming Bartholomew Oyelaran Chidi Tadeusz Wojciech Agnieszka Fiachra Eilidh
        Ptolemy Quinoa Tzatziki Worcestershire Reykjavík Llanfair Kraków Gdańsk Szczecin Łódź Bydgoszcz Kowloon
        """.split(whereSeparator: \.isWhitespace).map(String.init))

    private func transcribe(_ clip: String, vocabulary: Vocabulary) async throws -> String {
        let model = try Fixtures.tiny()
        let audio = try AudioFile(path: Fixtures.audio(clip))
        var options = DecodingOptions().forWholeRecording(timestamps: false)
        options.vocabulary = vocabulary
        let decoding = options
        return try await offThePool { try WholeRecording.transcribe(audio.samples, model: model, options: decoding) }
            .map(\.text).joined(separator: " ")
    }

    @Test("names whisper misspells come out as the vocabulary spells them")
    func spellsTheVocabulary() async throws {
        #expect(Self.fifty.entries.count == 50)
        let names = ["Kowalczyk", "Kubernetes", "Siobhan", "PostgreSQL"]
        let without = try await transcribe("names.wav", vocabulary: Vocabulary())
        #expect(names.filter(without.contains).count <= 1, "without a vocabulary: \(without)")
        let with = try await transcribe("names.wav", vocabulary: Vocabulary(names))
        #expect(names.filter(with.contains).count >= 3, "with \(names): \(with)")
        let withFifty = try await transcribe("names.wav", vocabulary: Self.fifty)
        #expect(names.filter(withFifty.contains).count >= 3, "with fifty words: \(withFifty)")
    }

    @Test("silence and noise give no words, with fifty words in the prompt or none", arguments: ["silence.wav", "noise.wav"])
    func nothingFromNoSpeech(_ clip: String) async throws {
        for vocabulary in [Vocabulary(), Self.fifty] {
            let text = try await transcribe(clip, vocabulary: vocabulary)
            #expect(text.isEmpty, "\(clip) with \(vocabulary.entries.count) words: \(text)")
        }
    }

    @Test("speech is kept whole")
    func keepsSpeech() async throws {
        let text = try await transcribe("padded.wav", vocabulary: Self.fifty)
        #expect(Fixtures.wordErrorRate("Please move the team meeting to Thursday afternoon and send the agenda to everyone.", text) <= 0.2, "\(text)")
    }
}
