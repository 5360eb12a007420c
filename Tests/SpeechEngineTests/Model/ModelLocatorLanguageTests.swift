import Foundation
import Testing
@testable import SpeechEngine
import TestSupport

@Suite("Choosing the model by language, as Apple's recognizer does by locale", .ownThread)
struct ModelLocatorLanguageTests {
    /// A models folder with set-up's tiny.en and base, and empty data and configuration folders.
    private static func environment() throws -> (environment: [String: String], models: URL) {
        let scratch = Fixtures.temporaryDirectory()
        let models = scratch.appendingPathComponent("models")
        try FileManager.default.createDirectory(at: models, withIntermediateDirectories: true)
        for name in ["tiny.en", "base"] {
            try FileManager.default.createSymbolicLink(
                at: models.appendingPathComponent("ggml-\(name).bin"),
                withDestinationURL: Fixtures.root.appendingPathComponent("models/ggml-\(name).bin"))
        }
        let environment = ["DICTATE_MODELS_DIR": models.path, "HOME": scratch.path,
                           "XDG_DATA_HOME": scratch.appendingPathComponent("data").path,
                           "XDG_CONFIG_HOME": scratch.appendingPathComponent("config").path]
        return (environment, models)
    }

    private static func locator(_ environment: [String: String]) -> ModelLocator {
        ModelLocator(environment: environment, executable: URL(fileURLWithPath: "/nonexistent/dictate"))
    }

    @Test("German with the English-only default takes the installed multilingual model")
    func germanTakesMultilingual() throws {
        let (environment, models) = try Self.environment()
        let url = try Self.locator(environment).locate(nil, language: "de")
        #expect(url == models.appendingPathComponent("ggml-base.bin"))
    }

    @Test("English keeps the default")
    func englishKeepsDefault() throws {
        let (environment, models) = try Self.environment()
        #expect(try Self.locator(environment).locate(nil, language: "en") == models.appendingPathComponent("ggml-tiny.en.bin"))
    }

    @Test("a named model is used even if it does not speak the language (whisper.cpp then says so)")
    func namedModelWins() throws {
        let (environment, models) = try Self.environment()
        let tiny = models.appendingPathComponent("ggml-tiny.en.bin")
        #expect(try Self.locator(environment).locate("tiny.en", language: "de") == tiny)
        var named = environment
        named["DICTATE_MODEL"] = "tiny.en"
        #expect(try Self.locator(named).locate(nil, language: "fr") == tiny)
    }

    @Test("the configured default is used when it speaks the language")
    func configuredDefault() throws {
        let (environment, models) = try Self.environment()
        try UserConfiguration(environment: environment).set(UserConfiguration.modelKey, to: "base")
        let locator = Self.locator(environment)
        #expect(locator.defaultName == "base")
        #expect(try locator.locate(nil, language: "en") == models.appendingPathComponent("ggml-base.bin"))
    }

    @Test("of the models that speak the language, the largest is chosen")
    func largestSpeakerWins() throws {
        let (environment, models) = try Self.environment()
        let data = URL(fileURLWithPath: environment["XDG_DATA_HOME"]!).appendingPathComponent("dictate/models")
        var small = SyntheticWhisper(vocabulary: 51_865)
        let folder = try small.write(in: Fixtures.temporaryDirectory())
        try CTranslate2Converter.convert(folder: folder, to: data.appendingPathComponent("ggml-aaa-small.bin"))
        let locator = Self.locator(environment)
        #expect(locator.installed().map(\.name).contains("aaa-small"))
        #expect(try locator.locate(nil, language: "de") == models.appendingPathComponent("ggml-base.bin"))
    }
}
