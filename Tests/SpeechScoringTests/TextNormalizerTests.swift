import Testing
import SpeechScoring

private func normalized(_ text: String) -> String {
    TextNormalizer.english.normalize(text).joined(separator: " ")
}

@Suite struct TextNormalizerTests {
    @Test func lowercasesAndDropsPunctuation() {
        #expect(normalized("Wait, are you SURE? Yes!") == "wait are you sure yes")
        #expect(normalized("Shopping list: eggs; milk — bread.") == "shopping list eggs milk bread")
    }

    @Test func dropsAnnotationsAndFillers() {
        #expect(normalized("[MUSIC] so (laughs) um this is <unk> it") == "so this is it")
    }

    @Test func nothingCountableLeavesNoWords() {
        #expect(TextNormalizer.english.normalize("").isEmpty)
        #expect(TextNormalizer.english.normalize(" — , ! ?").isEmpty)
        #expect(TextNormalizer.english.normalize("[silence]").isEmpty)
    }

    @Test(arguments: [
        ("I won't go", "i will not go"),
        ("we can't", "we can not"),
        ("let's see", "let us see"),
        ("they're here and we've left", "they are here and we have left"),
        ("she's been there", "she has been there"),
        ("I'll call, I'm late", "i will call i am late"),
        ("gonna wanna", "going to want to"),
        ("Mr. Thompson and Dr. Who", "mister thompson and doctor who"),
    ])
    func expandsContractionsAndTitles(text: String, expected: String) {
        #expect(normalized(text) == expected)
    }

    @Test(arguments: [
        ("twenty five", "two five"),
        ("25", "two five"),
        ("five hundred", "five zero zero"),
        ("two hundred and five", "two zero five"),
        ("nineteen eighty four", "one nine eight four"),
        ("one oh one", "one zero one"),
        ("one million two hundred thousand", "one two zero zero zero zero zero"),
        ("the fifteenth", "the one five th"),
        ("the 3rd of June", "the three rd of june"),
        ("ten dollars", "$ one zero"),
        ("fifty percent", "five zero %"),
        ("two point five", "two . five"),
        ("1,000", "one zero zero zero"),
        ("double seven", "seven seven"),
        ("one", "one"),
    ])
    func writesNumbersAsSpelledDigits(text: String, expected: String) {
        #expect(normalized(text) == expected)
    }

    @Test func spokenAndWrittenNumbersScoreAlike() {
        #expect(normalized("Call after six PM, extension thirty seven.") == normalized("call after 6 pm extension 37"))
        #expect(normalized("bake for twenty five minutes") == normalized("Bake for 25 minutes."))
    }

    @Test(arguments: [
        ("colour", "color"), ("favourite colours", "favorite colors"), ("town centre", "town center"),
        ("organised", "organized"), ("travelled", "traveled"), ("cheque", "check"),
        ("metres", "meters"), ("licence", "license"), ("grey", "gray"),
    ])
    func americanisesBritishSpellings(british: String, american: String) {
        #expect(normalized(british) == american)
    }

    @Test func stripsDiacritics() {
        #expect(normalized("Café naïve") == "cafe naive")
    }
}
