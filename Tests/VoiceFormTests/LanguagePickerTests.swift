import Foundation
import Testing
import VoiceForm
import TestSupport

@Suite("The language picker", .ownThread)
struct LanguagePickerTests {
    private static let models = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("models")

    @Test func anEnglishOnlyModelOffersEnglish() throws {
        let picker = try LanguagePicker(modelAt: Self.models.appendingPathComponent("ggml-tiny.en.bin").path,
                                        preferred: "de_DE.UTF-8")
        #expect(picker.languages.map(\.id) == ["en"])
        #expect(picker.selected == "en", "German is not offered, so it is not preselected")
    }

    @Test func aMultilingualModelOffersItsLanguagesMostCommonFirstWithTheLocalePreselected() throws {
        let picker = try LanguagePicker(modelAt: Self.models.appendingPathComponent("ggml-base.bin").path,
                                        preferred: "de_DE.UTF-8")
        #expect(picker.languages.prefix(3).map(\.id) == ["en", "zh", "de"])
        #expect(picker.selected == "de")
    }

    @Test func aLanguageTheModelCantDoIsRefused() {
        var picker = LanguagePicker(multilingual: false)
        let french = picker.select("fr")
        #expect(!french)
        #expect(picker.selected == "en")
        var multilingual = LanguagePicker(multilingual: true, preferred: "C")
        #expect(multilingual.selected == "en")
        let chosen = multilingual.select("fr")
        #expect(chosen)
        multilingual.step(by: -1)
        #expect(multilingual.selected == "ko")
    }
}
