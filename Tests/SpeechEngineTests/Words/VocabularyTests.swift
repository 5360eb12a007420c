import Testing
@testable import SpeechEngine

@Suite("A vocabulary: its prompt, and its echoes kept out of the text")
struct VocabularyTests {
    private let words = Vocabulary(["Kowalczyk", "Kubernetes", "PostgreSQL", "nginx", "Anneliese"])

    @Test("entries are single-spaced and kept once in any case, in the order given")
    func entries() {
        let vocabulary = Vocabulary(["  Anna   Kowalczyk ", "kubernetes", "Kubernetes", "", "nginx"])
        #expect(vocabulary.entries == ["Anna Kowalczyk", "kubernetes", "nginx"])
        #expect(vocabulary.contains("KUBERNETES") && !vocabulary.contains("Kowalczyk"))
    }

    @Test("the prompt is one sentence naming the entries, and nothing without them")
    func prompt() {
        #expect(words.prompt == "We talked about Kowalczyk, Kubernetes, PostgreSQL, nginx, Anneliese today.")
        #expect(Vocabulary().prompt.isEmpty)
    }

    @Test("the prompt holds the entries that fit its budget, earliest first")
    func budget() {
        let many = Vocabulary((1...200).map { "Entry\($0)" })
        #expect(many.prompted.first == "Entry1")
        #expect(many.prompted.count < 200)
        #expect(many.prompted.joined(separator: ", ").utf8.count <= Vocabulary.promptBytes)
    }

    @Test("the prompt's words repeated in its order are an echo, with voice or without")
    func copiedStretch() {
        #expect(words.isEcho(["kowalczyk", "kubernetes", "postgresql"], voicedSeconds: 2))
        #expect(words.isEcho(["we", "talked", "about", "kowalczyk", "kubernetes", "postgresql", "today"], voicedSeconds: nil))
        #expect(words.isEcho(["kubernetes", "postgresql", "nginx", "and"], voicedSeconds: 1.5))
    }

    @Test("a word of the list said in a sentence is speech, even quickly")
    func wordsInSpeech() {
        #expect(!words.isEcho(["anna", "kowalczyk", "deployed", "it", "on", "kubernetes"], voicedSeconds: 2.1))
        #expect(!words.isEcho(["kubernetes"], voicedSeconds: 0.5))
        #expect(!words.isEcho(["nginx", "and", "kubernetes", "and", "postgresql"], voicedSeconds: 2))
        #expect(!words.isEcho(["we", "talked", "about", "it", "today"], voicedSeconds: 1.2))
    }

    @Test("prompt words where the audio held no voice are an echo; other words are left to the rest of the engine")
    func wordsWithoutVoice() {
        #expect(words.isEcho(["kubernetes"], voicedSeconds: 0.1))
        #expect(words.isEcho(["nginx", "postgresql", "hello"], voicedSeconds: 0))
        #expect(!words.isEcho(["hello", "there"], voicedSeconds: 0))
        #expect(!Vocabulary().isEcho(["kubernetes", "postgresql"], voicedSeconds: 0))
    }

    @Test("a whole recording's segments that repeat the prompt are dropped, the others kept")
    func segments() {
        func segment(_ text: String) -> DecodedSegment {
            DecodedSegment(text: text, start: 0, end: 1, noSpeechProbability: 0, tokens: [])
        }
        let kept = words.droppingEchoes([segment("Kowalczyk, Kubernetes, PostgreSQL."), segment("Anna deployed it on Kubernetes.")])
        #expect(kept.map(\.text) == ["Anna deployed it on Kubernetes."])
    }
}

@Suite("A vocabulary file: one entry a line, comments kept")
struct VocabularyFileTests {
    @Test("entries skip comments and blank lines")
    func reads() {
        let file = VocabularyFile(text: "# work\nKubernetes\n\n  Anna  Kowalczyk\n#nginx\n")
        #expect(file.vocabulary.entries == ["Kubernetes", "Anna Kowalczyk"])
    }

    @Test("add appends once, in any case; remove drops the entry's lines and keeps comments")
    func changes() {
        var file = VocabularyFile(text: "# work\nKubernetes")
        let added = [file.add("nginx"), file.add("KUBERNETES"), file.add("   ")]
        #expect(added == [true, false, false])
        #expect(file.text == "# work\nKubernetes\nnginx\n")
        let removed = [file.remove("kubernetes"), file.remove("PostgreSQL")]
        #expect(removed == [true, false])
        #expect(file.text == "# work\nnginx\n")
    }
}

@Suite("Voice under a stretch of a recording")
struct VoicedFramesTests {
    @Test("seconds of voice between two times count the voiced 20 ms frames there")
    func counts() {
        let frames = VoicedFrames(Array(repeating: false, count: 50) + Array(repeating: true, count: 50))
        #expect(frames.seconds(from: 0, to: 1) == 0)
        #expect(abs(frames.seconds(from: 0, to: 2) - 1) < 1e-9)
        #expect(abs(frames.seconds(from: 1.5, to: 30) - 0.5) < 1e-9)
        #expect(frames.seconds(from: 5, to: 6) == 0)
    }
}
