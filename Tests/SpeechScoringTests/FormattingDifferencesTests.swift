@testable import SpeechScoring
import Testing

@Suite("Formatting differences: capitals and punctuation, the words set aside")
struct FormattingDifferencesTests {
    @Test("a capital in mid-sentence and a mark where pieces were joined are two differences and no word error")
    func joinedPieces() {
        let streamed = "And so my fellow Americans ask not What your country can do for you! ask what you can do for your country."
        let offline = "And so my fellow Americans ask not what your country can do for you, ask what you can do for your country."
        let differences = FormattingDifferences(hypothesis: streamed, reference: offline)
        #expect(differences.count == 2)
        #expect(differences.referenceWords == 22)
        #expect(abs(differences.perHundredWords - 200.0 / 22) < 1e-9)
    }

    @Test("the same text written the same way has none, and a wrong word is not counted as one")
    func wordsAreNotFormatting() {
        #expect(FormattingDifferences(hypothesis: "Yes, please.", reference: "Yes, please.").count == 0)
        #expect(FormattingDifferences(hypothesis: "Yes, peas.", reference: "Yes, please.").count == 0)
        #expect(FormattingDifferences(hypothesis: "yes please", reference: "Yes, please.").count == 3)
    }

    @Test("an apostrophe inside a word is spelling; marks on their own are tokens")
    func tokens() {
        #expect(FormattingDifferences.writtenTokens("Don't stop... now!") == ["Don't", "stop", ".", ".", ".", "now", "!"])
        #expect(FormattingDifferences.plainTokens("Don't stop... now!") == ["don't", "stop", "now"])
        #expect(FormattingDifferences(hypothesis: "", reference: "").perHundredWords == 0)
    }
}
