import Foundation
import Testing
import TestSupport
@testable import SpeechEngine

@Suite("A pass held to a grammar", .exclusive)
struct DecodingGrammarTests {
    /// Decodes `path` as a short answer's settling pass does, with `grammar`.
    static func heard(_ path: String, grammar: DecodingGrammar?) async throws -> String {
        let model = try Fixtures.tiny()
        let samples = try AudioFile(path: path).samples
        var options = DecodingOptions()
        options.grammar = grammar
        let held = options
        return try await offThePool { try model.transcribe(samples, options: held) }.map(\.text).joined(separator: " ")
    }

    @Test("Held to numbers, a number said alone comes as its digits", arguments: [("answer-forty-two.wav", "42"), ("answer-thirty-one.wav", "31")])
    func numberAsDigits(clip: String, number: String) async throws {
        let text = try await Self.heard(Fixtures.audio(clip), grammar: .number)
        #expect(text.trimmingCharacters(in: CharacterSet(charactersIn: ". ")) == number)
    }

    @Test("Without a grammar, words come as heard")
    func freeWithoutGrammar() async throws {
        let text = try await Self.heard(Fixtures.audio("answer-yes-please.wav"), grammar: nil)
        #expect(Fixtures.words(text) == ["yes", "please"])
    }
}
