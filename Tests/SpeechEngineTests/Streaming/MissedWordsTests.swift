import Testing
@testable import SpeechEngine
import TestSupport

@Suite("Missed words put back among the words heard", .ownThread)
struct MissedWordsTests {
    /// `text`'s words, each `seconds` long, one after another from `start`.
    static func words(_ text: String, from start: Double, each seconds: Double = 0.3) -> [Word] {
        text.split(separator: " ").enumerated().map { index, word in
            Word(text: String(word), start: start + Double(index) * seconds, end: start + Double(index + 1) * seconds)
        }
    }

    static func text(_ words: [Word]) -> String { words.map(\.text).joined(separator: " ") }

    static let shown = words("Remember to buy bread, milk, eggs and a mega maple on the way home. The train to the city.", from: 12)

    @Test("a phrase jumped over goes back between the words around it, though whisper moved the words after it to where it began",
          arguments: [0, 2.7])
    func jumpedPhrase(shift: Double) {
        // Shown: "The" at 16.5 s. The pass heard it there, or (as whisper does when it jumps over
        // the start of its audio) 2.7 s early, where "eggs" was said.
        let heard = Self.words("Remember to buy bread, milk,", from: 12) + Self.words("The train to the city.", from: 16.5 - shift)
        #expect(MissedWords.skipsPhrase(of: Self.shown, heard: heard, phrase: 3))
        let restored = MissedWords.restoring(heard, from: Self.shown, phrase: 3, start: false, end: false)
        #expect(Self.text(restored) == Self.text(Self.shown))
    }

    @Test("a pass that ends before the last phrase of the shown words stopped short, judged by the words alone")
    func stopsShortByWords() {
        // Times spread evenly over the audio, as for a pass whose times were lost: no time says where it stopped.
        let heard = Self.words("Remember to buy bread, milk, eggs and a mega maple", from: 12, each: 0.5)
        #expect(MissedWords.stopsShort(of: Self.shown, heard: heard, phrase: 3))
        let heardAll = Self.words("Remember to buy bread, milk, eggs and a mega maple on the way home. The train to the city.", from: 12)
        #expect(!MissedWords.stopsShort(of: Self.shown, heard: heardAll, phrase: 3))
        let heardDifferently = heard + Self.words("on away, hum. A tray into this city.", from: 17)
        #expect(!MissedWords.stopsShort(of: Self.shown, heard: heardDifferently, phrase: 3), "words of its own at the end")
        let heardNearlyAll = Self.words("Remember to buy bread, milk, eggs and a mega maple on the way home. The train to", from: 12)
        #expect(!MissedWords.stopsShort(of: Self.shown, heard: heardNearlyAll, phrase: 3), "two words are no phrase")
    }

    @Test("a pass that jumped over the start of its audio has the first words put back")
    func skippedStart() {
        let heard = Self.words("The train to the city.", from: 12)
        #expect(MissedWords.skipsPhrase(of: Self.shown, heard: heard, phrase: 3))
        #expect(Self.text(MissedWords.restoring(heard, from: Self.shown, phrase: 3, start: false, end: false)) == Self.text(Self.shown))
    }

    @Test("words heard differently are the pass's, not put back")
    func correction() {
        let heard = Self.words("Remember to buy red, milk, eggs and omega maple on the way home. The train to the city.", from: 12)
        #expect(!MissedWords.skipsPhrase(of: Self.shown, heard: heard, phrase: 3))
        let respelled = Self.words("Remember to buy bread, milk, eggs and amiga maples on the way home. The train to the city.", from: 12)
        #expect(!MissedWords.skipsPhrase(of: Self.shown, heard: respelled, phrase: 3))
        let restored = MissedWords.restoring(heard, from: Self.shown, phrase: 3, start: false, end: false)
        #expect(Self.text(restored) == Self.text(heard))
    }

    @Test("fewer missing words than a phrase stay out")
    func shortRun() {
        let heard = Self.words("Remember to buy bread, milk, eggs and a mega maple on", from: 12)
            + Self.words("home. The train to the city.", from: 16.2)
        #expect(!MissedWords.skipsPhrase(of: Self.shown, heard: heard, phrase: 3))
        let restored = MissedWords.restoring(heard, from: Self.shown, phrase: 3, start: false, end: false)
        #expect(Self.text(restored) == Self.text(heard))
    }

    @Test("the shown words after the last word of a pass that stopped short go back only when it is judged to have")
    func stoppedShort() {
        let stopped = [Word(text: "Remember", start: 12, end: 12.3), Word(text: "to", start: 12.3, end: 16.8)]
        #expect(!MissedWords.skipsPhrase(of: Self.shown, heard: stopped, phrase: 3), "the end of a pass is judged by its times")
        #expect(Self.text(MissedWords.restoring(stopped, from: Self.shown, phrase: 3, start: false, end: true)) == Self.text(Self.shown))
        #expect(Self.text(MissedWords.restoring(stopped, from: Self.shown, phrase: 3, start: false, end: false)) == "Remember to")
    }

    /// "word[start-end] …" as words.
    static func timed(_ text: String) -> [Word] {
        text.split(separator: " ").map { item in
            let parts = item.split(separator: "[")
            let times = parts[1].dropLast().split(separator: "-").compactMap { Double($0) }
            return Word(text: String(parts[0]), start: times[0], end: times[1])
        }
    }

    @Test("a pass under load that jumped over a sentence and started the next one where its audio began")
    func recordedUnderLoad() {
        // The words of the shown text and of the final pass over 11.94–19.43 s of
        // Tests/Audio/paragraph.wav, logged in a run with two busy processes on two cores.
        let shown = Self.timed("""
            egg[13.28-13.41] and[13.41-13.54] the[13.54-13.67] mega[13.67-13.85] apples[13.85-14.12] on[14.12-14.21] \
            the[14.21-14.33] way[14.33-14.45] home.[14.65-14.84] The[14.89-15.03] train[15.09-15.40] to[15.40-15.54] \
            the[15.54-15.73] city[15.77-16.04] leaves[16.04-16.46] from[16.46-16.76] platform.[16.76-17.25]
            """)
        let heard = Self.timed("""
            The[11.94-12.30] train[12.31-12.92] to[12.93-13.12] the[13.20-13.55] city[13.55-14.04] leaves[14.04-14.44] \
            from[14.90-15.29] platform[15.29-16.28] for[16.28-16.65] every[16.65-17.27] 20[17.27-18.01] minutes.[18.01-19.04]
            """)
        #expect(MissedWords.skipsPhrase(of: shown, heard: heard, phrase: 3))
        #expect(Self.text(MissedWords.restoring(heard, from: shown, phrase: 3, start: false, end: false))
                == "egg and the mega apples on the way home. The train to the city leaves from platform for every 20 minutes.")
    }

    @Test("a loop or a stutter the live text showed and a later pass left out is no phrase",
          arguments: [
            ("I am sitting in a room. I am sitting in a room different from the one you are in now.",
             "I am sitting in a room different from the one you are in now."),
            ("I am sitting in a room. I'm just sitting in a room different from the one you are in now.",
             "I am sitting in a room different from the one you are in now."),
            ("again and again until the... or... or... the resonant frequencies of the room",
             "again and again until the resonant frequencies of the room"),
            ("with perhaps the exception of the... or... or... rhythm is destroyed.",
             "with perhaps the exception of rhythm is destroyed."),
          ])
    func loopsAndStutters(shown: String, heard: String) {
        let (shownWords, heardWords) = (Self.words(shown, from: 0), Self.words(heard, from: 0))
        #expect(!MissedWords.skipsPhrase(of: shownWords, heard: heardWords, phrase: 3))
        #expect(Self.text(MissedWords.restoring(heardWords, from: shownWords, phrase: 3, start: false, end: false)) == heard)
    }
}
