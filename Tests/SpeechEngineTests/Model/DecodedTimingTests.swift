import Testing
@testable import SpeechEngine

/// How a decoded segment's times are kept inside its audio, and tokens whisper.cpp could not time
/// are given times between those it could.
@Suite("Decoded segments fitted to their audio")
struct DecodedTimingTests {
    static func token(_ text: String, _ start: Double, _ end: Double) -> DecodedToken {
        DecodedToken(bytes: Array(text.utf8), start: start, end: end, probability: 0.9)
    }

    static func near(_ a: Double?, _ b: Double) -> Bool { a.map { abs($0 - b) < 1e-9 } ?? false }

    static func segment(_ tokens: [DecodedToken], start: Double = 0, end: Double = 30) -> DecodedSegment {
        DecodedSegment(text: String(decoding: tokens.flatMap(\.bytes), as: UTF8.self), start: start, end: end,
                       noSpeechProbability: 0, tokens: tokens)
    }

    /// The tokens whisper.cpp gave a 12 s pass with a 15 s encoder context, as logged: the first
    /// across nearly all the audio, the twenty after it within its last 60 ms, the segment
    /// ending at 30 s.
    static let collapsed = segment([token(" L", 0, 11.88), token("inn", 11.88, 11.93)]
        + ["ell", "'s", " pictures", " are", " a", " sort", " of", " up", "-", "g", "ards"].map { token($0, 11.93, 11.93) }
        + [token(" and", 11.93, 11.94)]
        + [" atom", " paintings", ",", " and", " Mason", "'s", " exquisite"].map { token($0, 11.94, 11.94) })

    @Test("tokens timed at one instant are spread over the audio in order, by their length")
    func collapsedTimesSpread() {
        let fitted = Self.collapsed.fitted(toAudio: 12.2)
        #expect(fitted.end == 12.2 && fitted.start == 0)
        #expect(fitted.tokens.map(\.bytes) == Self.collapsed.tokens.map(\.bytes))
        for (earlier, later) in zip(fitted.tokens, fitted.tokens.dropFirst()) {
            #expect(earlier.start < earlier.end && earlier.end <= later.start, "in order, each with a length")
        }
        #expect(Self.near(fitted.tokens.first?.start, 0) && Self.near(fitted.tokens.last?.end, 12.2))
        let words = Word.words(from: [fitted], offset: 0)
        #expect(words.filter { ($0.start + $0.end) / 2 < 10 }.count >= 10,
                "most words were said before 10 s: \(words.map { ($0.text, $0.start) })")
    }

    @Test("a segment timed well inside its audio is left as it is")
    func wellTimedUnchanged() {
        let segment = Self.segment([Self.token(" Hello", 0.2, 0.6), Self.token(" there", 0.7, 1.1), Self.token(".", 1.1, 1.1),
                                    Self.token(" Mr", 1.3, 1.5), Self.token(".", 1.52, 1.52), Self.token(" Carker", 1.6, 2.1)],
                                   start: 0, end: 2.3)
        #expect(segment.fitted(toAudio: 3) == segment, "punctuation with no length is no pile")
    }

    @Test("a run of untimed tokens at the end is spread between the last timed one and the end of the audio")
    func collapsedTail() {
        let segment = Self.segment([Self.token(" to", 7.2, 7.3), Self.token(" flash", 7.3, 7.9), Self.token(" his", 8.0, 8.2),
                                    Self.token(" teeth.", 9.6, 9.8), Self.token(" And", 32.3, 32.3), Self.token(" Mr", 11.3, 11.3),
                                    Self.token(".", 11.3, 11.3), Self.token(" John", 11.3, 11.3)], start: 7, end: 30)
        let fitted = segment.fitted(toAudio: 11.3)
        #expect(fitted.end == 11.3)
        #expect(Array(fitted.tokens.prefix(4)) == Array(segment.tokens.prefix(4)), "timed tokens keep their times")
        let tail = fitted.tokens.suffix(4)
        #expect(Self.near(tail.first?.start, 9.8) && Self.near(tail.last?.end, 11.3))
        #expect(tail.allSatisfy { $0.end > $0.start && $0.end <= 11.3 })
    }

    @Test("a token timed longer than anyone takes to say one is timed again between its neighbours")
    func overlongToken() {
        let segment = Self.segment([Self.token(" One", 0, 0.4), Self.token(" two", 0.4, 6), Self.token(" three", 6, 6.4)],
                                   start: 0, end: 6.5)
        let fitted = segment.fitted(toAudio: 7)
        #expect(Self.near(fitted.tokens[1].start, 0.4) && Self.near(fitted.tokens[1].end, 6),
                "spread between the neighbours' times, which is where whisper put it")
        let lone = Self.segment([Self.token(" Hmm", 0, 29)], start: 0, end: 30).fitted(toAudio: 3)
        #expect(Self.near(lone.tokens[0].start, 0) && Self.near(lone.tokens[0].end, 3) && lone.end == 3)
    }

    @Test("a split pass whose token times collapsed, once fitted, settles the words said before the split")
    func collapsedSplitLosesNothing() throws {
        typealias Split = StreamingSplitLookaheadTests
        var policy = Split.policy()
        policy.ingest(Split.speech)
        let split = try #require(policy.nextPass())
        let seconds = split.seconds
        let collapsed = Self.segment([Self.token(" one", 0, seconds - 0.05), Self.token(" two", seconds - 0.05, seconds)]
            + ["three", "four", "five", "sixty"].map { Self.token(" " + $0, seconds, seconds) })
        policy.complete(split, segments: [collapsed.fitted(toAudio: seconds)])
        #expect(policy.transcript.committed == "one two three four", "the words before the gap at 4 s")
        policy.ingest(StreamingPolicyTests.tone(seconds: 0.4))
        let next = try #require(policy.nextPass())
        policy.complete(next, segments: StreamingPolicyTests.heard("five sixty seven", in: next))
        #expect(policy.transcript.text == "one two three four five sixty seven")
    }
}
