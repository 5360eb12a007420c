import Foundation
import Testing
@testable import SpeechEngine

/// Which installed model shows the live words when the chosen one is markedly larger.
@Suite("The live model chosen by default")
struct LiveModelChoiceTests {
    static func model(_ name: String, weights: Int, multilingual: Bool = false) -> InstalledModel {
        InstalledModel(name: name, url: URL(fileURLWithPath: "/models/ggml-\(name).bin"), size: weights * 2,
                       isMultilingual: multilingual, parameterCount: weights, quantization: "f16")
    }

    static let tinyEn = model("tiny.en", weights: 39_000_000)
    static let tiny = model("tiny", weights: 39_000_000, multilingual: true)
    static let base = model("base", weights: 74_000_000, multilingual: true)
    static let small = model("small", weights: 244_000_000, multilingual: true)
    static let large = model("large-v3", weights: 1_550_000_000, multilingual: true)

    @Test("a chosen model markedly larger than the smallest installed one gets that one live")
    func markedlyLarger() {
        #expect(LiveModelChoice.live(for: Self.base, among: [Self.tinyEn, Self.base], language: "en")?.name == "tiny.en")
        #expect(LiveModelChoice.live(for: Self.large, among: [Self.base, Self.small, Self.large], language: "en")?.name == "base")
    }

    @Test("the smallest model, or one not markedly larger than it, decodes alone")
    func notMarkedlyLarger() {
        #expect(LiveModelChoice.live(for: Self.tinyEn, among: [Self.tinyEn, Self.base], language: "en") == nil)
        let tinyQuantised = Self.model("tiny.en-q5_1", weights: 39_000_000)
        #expect(LiveModelChoice.live(for: Self.tinyEn, among: [tinyQuantised, Self.tinyEn], language: "en") == nil)
        #expect(LiveModelChoice.live(for: Self.small, among: [Self.small], language: "en") == nil)
    }

    @Test("the live model speaks the language: an English-only model is never live for German")
    func speaksTheLanguage() {
        #expect(LiveModelChoice.live(for: Self.small, among: [Self.tinyEn, Self.base, Self.small], language: "de")?.name == "base")
        #expect(LiveModelChoice.live(for: Self.small, among: [Self.tinyEn, Self.tiny, Self.small], language: "de")?.name == "tiny")
        #expect(LiveModelChoice.live(for: Self.base, among: [Self.tinyEn, Self.base], language: "de") == nil)
    }

    @Test("a Vosk model gets no live model: it settles as it hears")
    func voskDecodesAlone() {
        let vosk = InstalledModel(voskName: "vosk-model-small-en-us-0.15", url: URL(fileURLWithPath: "/nonexistent"))
        #expect(LiveModelChoice.live(for: vosk, among: [Self.tinyEn, vosk], language: "en") == nil)
    }
}
