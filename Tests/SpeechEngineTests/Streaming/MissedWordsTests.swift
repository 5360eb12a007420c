import Testing
@testable import SpeechEngine

@Suite("Missed words put back among the words heard")
struct MissedWordsTests {
    /// `text`'s words, each `seconds` long, one after another from `start`.
    static func words(_ text: String, from start: Double, each seconds: Double = 0.3) -> [Word] {
        text.split(separator: " ").enumerated().map { index, word in
            Word(text: String(word), start: start + Double(index) * seconds, end: start + Double(index + 1) * seconds)
        }
    }

    static func text(_ words: [Word]) -> String { words.map(\.text).joined(separator: " ") }

    static let shown = words("Remember to buy bread, milk, eggs and a mega maple on the way home. The", from: 12)

    @Test("a phrase jumped over goes back between the words around it, wherever whisper put the word after it",
          arguments: [14.7, 16.5])
    func jumpedPhrase(theStartsAt start: Double) {
        // "The" is shown at 16.5 s; the pass heard it there, or stretched it back to where "milk," ended.
        let heard = Self.words("Remember to buy bread, milk,", from: 12) + [Word(text: "The", start: start, end: 16.8)]
            + Self.words("train to the city.", from: 16.8)
        let restored = MissedWords.restoring(heard, from: Self.shown, phrase: 3, start: false, end: false)
        #expect(Self.text(restored) == "Remember to buy bread, milk, eggs and a mega maple on the way home. The train to the city.")
    }

    @Test("words heard differently are the pass's, not put back")
    func correction() {
        let heard = Self.words("Remember to buy red, milk, eggs and omega maple on the way home. The", from: 12)
        let restored = MissedWords.restoring(heard, from: Self.shown, phrase: 3, start: false, end: false)
        #expect(Self.text(restored) == Self.text(heard))
    }

    @Test("fewer missing words than a phrase stay out")
    func shortRun() {
        let heard = Self.words("Remember to buy bread, milk, eggs and a mega maple on", from: 12) + Self.words("home. The", from: 16.2)
        let restored = MissedWords.restoring(heard, from: Self.shown, phrase: 3, start: false, end: false)
        #expect(Self.text(restored) == Self.text(heard))
    }

    @Test("the shown words after a pass that stopped short, or before one that skipped its start, go back at that end")
    func ends() {
        let stopped = [Word(text: "Remember", start: 12, end: 12.3), Word(text: "to", start: 12.3, end: 16.8)]
        #expect(Self.text(MissedWords.restoring(stopped, from: Self.shown, phrase: 3, start: false, end: true)) == Self.text(Self.shown))
        let late = Self.words("on the way home. The", from: 15.3)
        #expect(Self.text(MissedWords.restoring(late, from: Self.shown, phrase: 3, start: true, end: false)) == Self.text(Self.shown))
        #expect(Self.text(MissedWords.restoring(late, from: Self.shown, phrase: 3, start: false, end: false)) == Self.text(late),
                "without the end judged missed, nothing goes back there")
    }

    @Test("the same word said far apart is not the same word")
    func distantWordsDoNotAlign() {
        let heard = [Word(text: "Remember", start: 30, end: 30.3)]
        #expect(MissedWords.alignment(of: Self.shown, with: heard).isEmpty)
        #expect(MissedWords.alignment(of: Self.shown, with: [Word(text: "remember", start: 12.1, end: 12.4)]).map(\.0) == [0])
    }
}
