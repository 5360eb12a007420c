import LiveStatus
import Testing

@Suite struct ExcerptTests {
    @Test(arguments: PresentationForm.allCases)
    func textThatFitsIsKept(form: PresentationForm) {
        let text = String(repeating: "a", count: form.characterLimit)
        #expect(form.trim(text) == text)
    }

    @Test(arguments: PresentationForm.allCases)
    func longerTextIsCutAtAWordWithAnEllipsis(form: PresentationForm) {
        let words = (1...100).map { "w\($0)" }.joined(separator: " ")
        let trimmed = form.trim(words)
        #expect(trimmed.count <= form.characterLimit)
        #expect(trimmed.count >= form.characterLimit - 5)
        #expect(trimmed.hasPrefix("…w"))
        #expect(trimmed.hasSuffix("w100"))
        // Every word kept is whole.
        let kept = trimmed.dropFirst().split(separator: " ")
        #expect(kept.allSatisfy { words.split(separator: " ").contains($0) })
    }

    @Test func oneCharacterOverTheLimitIsCut() {
        let text = "abc " + String(repeating: "x", count: 24)  // 28 characters
        #expect(PresentationForm.compact.trim(text) == text)
        #expect(PresentationForm.compact.trim("z" + text) == "…" + String(repeating: "x", count: 24))
    }

    @Test func japaneseWithoutSpacesIsCutBetweenCharacters() {
        let text = String(repeating: "今日は良い天気ですね。", count: 10)  // 110 characters
        let trimmed = PresentationForm.compact.trim(text)
        #expect(trimmed.count == 28)
        #expect(trimmed.hasPrefix("…"))
        #expect(text.hasSuffix(trimmed.dropFirst()))
    }

    @Test func emojiAndFlagsCountOnceAndAreNeverSplit() {
        let family = "👨‍👩‍👧‍👦"
        let text = Array(repeating: "\(family)🇯🇵é", count: 20).joined(separator: " ")
        let trimmed = PresentationForm.compact.trim(text)
        #expect(trimmed.count <= 28)
        #expect(trimmed.hasPrefix("…\(family)"))
        #expect(trimmed.hasSuffix("\(family)🇯🇵é"))
        #expect(trimmed.unicodeScalars.first == "…")
        // The family emoji is one character of seven scalars; cut inside, it would not be equal.
        #expect(trimmed.dropFirst().split(separator: " ").allSatisfy { $0 == "\(family)🇯🇵é" })
    }

    @Test func theLongFormKeepsTheLastTwoLines() {
        let text = "first line\nsecond line\nthird line"
        #expect(PresentationForm.long.trim(text) == "…second line\nthird line")
        #expect(PresentationForm.long.trim("one\ntwo") == "one\ntwo")
        #expect(PresentationForm.compact.trim("one\ntwo") == "one two")
    }

    @Test func aVeryLongWordIsCutInside() {
        let text = "short " + String(repeating: "y", count: 60)
        let trimmed = PresentationForm.compact.trim(text)
        #expect(trimmed == "…" + String(repeating: "y", count: 27))
    }
}
