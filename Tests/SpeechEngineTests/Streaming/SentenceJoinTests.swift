import Testing
@testable import SpeechEngine

@Suite("Sentence join: a piece written as it reads after the text before it")
struct SentenceJoinTests {
    let english = SentenceJoin(language: "en")

    @Test("The transcript's first word starts with a capital")
    func firstWordCapitalised() {
        #expect(english.joining("and", after: "") == "And")
        #expect(english.joining("42.", after: "") == "42.")
        #expect(english.joining("\"quoted", after: " ") == "\"Quoted")
    }

    @Test("A closed-class word that continues a sentence loses whisper's capital")
    func continuationLowered() {
        #expect(english.joining("What", after: "And so my fellow Americans ask not") == "what")
        #expect(english.joining("And", after: "We went to the shop,") == "and")
        #expect(english.joining("The", after: "I saw") == "the")
    }

    @Test("Names, I, acronyms and words after a sentence's end keep their capital")
    func capitalsKept() {
        #expect(english.joining("John", after: "I met") == "John")
        #expect(english.joining("I", after: "and then") == "I")
        #expect(english.joining("I'm", after: "and then") == "I'm")
        #expect(english.joining("IT", after: "we called") == "IT")
        #expect(english.joining("What", after: "It rained.") == "What")
        #expect(english.joining("What", after: "He said \"stop!\"") == "What")
        #expect(english.joining("Will", after: "I asked") == "Will")
    }

    @Test("A piece whisper began in lower case after a full stop is left as heard")
    func lowerCaseKept() {
        #expect(english.joining("ask", after: "what your country can do for you.") == "ask")
    }

    @Test("Other languages: only the first capital, since their closed classes are not known here")
    func otherLanguages() {
        let german = SentenceJoin(language: "de")
        #expect(german.joining("Der", after: "ich sah") == "Der")
        #expect(german.joining("und", after: "") == "Und")
    }

    @Test("A piece's first word alone changes")
    func onlyFirstWord() {
        let words = [Word(text: "What", start: 0, end: 0.2), Word(text: "The", start: 0.2, end: 0.4)]
        #expect(english.joining(words, after: "ask not").map(\.text) == ["what", "The"])
        #expect(english.joining([], after: "ask not").isEmpty)
    }
}

@Suite("Streaming policy: pieces joined as one text")
struct StreamingJoinTests {
    typealias Audio = StreamingPolicyTests

    /// Settles `heard` as the closing pass over `seconds` of speech followed by a settling pause.
    static func say(_ heard: String, seconds: Double, in policy: inout StreamingPolicy) throws {
        policy.ingest(Audio.tone(seconds: seconds))
        policy.ingest(Audio.silence(seconds: 0.3))
        let closing = try #require(policy.nextPass())
        policy.complete(closing, segments: Audio.heard(heard, in: closing))
        policy.ingest(Audio.silence(seconds: 0.4))
        policy.settleAtPause()
    }

    @Test("Pieces settled at pauses inside a sentence read as one sentence, shown and settled")
    func piecesJoined() throws {
        var configuration = Audio.toneConfiguration
        configuration.settlePause = StreamingPolicy.closingPause
        var policy = StreamingPolicy(configuration: configuration, join: SentenceJoin(language: "en"))
        try Self.say("and so my fellow Americans ask not", seconds: 1.5, in: &policy)
        #expect(policy.transcript.committed == "And so my fellow Americans ask not")
        policy.ingest(Audio.tone(seconds: 1.5))
        let live = try #require(policy.nextPass())
        policy.complete(live, segments: Audio.heard("What your country", in: live))
        #expect(policy.transcript.tentative == "what your country", "the words shown read as they will settle")
        policy.ingest(Audio.silence(seconds: 0.3))
        let closing = try #require(policy.nextPass())
        policy.complete(closing, segments: Audio.heard("What your country can do for you.", in: closing))
        policy.ingest(Audio.silence(seconds: 0.4))
        policy.settleAtPause()
        try Self.say("John asked me.", seconds: 1.5, in: &policy)
        #expect(policy.transcript.committed == "And so my fellow Americans ask not what your country can do for you. John asked me.")
    }
}
