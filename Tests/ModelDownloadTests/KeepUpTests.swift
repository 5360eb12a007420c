import Foundation
import ModelDownload
import SpeechEngine
import Testing

@Suite("keep-up classification and the recommended model, from made-up figures")
struct KeepUpTests {
    @Test("a speed is classed live, settles only or offline only by its thresholds", arguments: [
        (25.0, KeepUp.live), (4.0, .live), (3.99, .settlesOnly), (1.0, .settlesOnly), (0.99, .offlineOnly), (0.1, .offlineOnly),
    ])
    func classifies(factor: Double, expected: KeepUp) {
        #expect(KeepUp(realTimeFactor: factor) == expected, "\(factor)× real time")
    }

    private static func model(_ name: String, parameters: Int, multilingual: Bool, quantization: String = "f16") -> InstalledModel {
        InstalledModel(name: name, url: URL(fileURLWithPath: "/models/ggml-\(name).bin"), size: 1,
                       isMultilingual: multilingual, parameterCount: parameters, quantization: quantization)
    }

    private let models = [model("tiny.en", parameters: 39_000_000, multilingual: false),
                          model("base", parameters: 74_000_000, multilingual: true),
                          model("small.en", parameters: 244_000_000, multilingual: false),
                          model("large-v3-turbo", parameters: 809_000_000, multilingual: true)]

    @Test("the most accurate model that keeps up live is recommended")
    func recommendsMostAccurateLive() {
        let figures = ["tiny.en": 30.0, "base": 12.0, "small.en": 4.5, "large-v3-turbo": 1.2]
        #expect(ModelSpeeds.recommended(among: models, figures: figures, catalogue: .published)?.name == "small.en")
    }

    @Test("a model that only settles is not recommended for live, however accurate")
    func skipsSettlesOnly() {
        let figures = ["tiny.en": 9.0, "base": 3.9, "small.en": 1.5, "large-v3-turbo": 0.4]
        #expect(ModelSpeeds.recommended(among: models, figures: figures, catalogue: .published)?.name == "tiny.en")
    }

    @Test("nothing is recommended when no model keeps up, or none was measured")
    func nothingKeepsUp() {
        #expect(ModelSpeeds.recommended(among: models, figures: ["tiny.en": 2.0], catalogue: .published) == nil)
        #expect(ModelSpeeds.recommended(among: models, figures: [:], catalogue: .published) == nil)
    }

    @Test("a model imported under another name is placed by its parameter count")
    func placesUnknownNames() {
        let mine = Self.model("mine", parameters: 769_000_000, multilingual: true)
        let figures = ["small.en": 5.0, "mine": 4.2]
        #expect(ModelSpeeds.recommended(among: models + [mine], figures: figures, catalogue: .published)?.name == "mine")
    }
}
