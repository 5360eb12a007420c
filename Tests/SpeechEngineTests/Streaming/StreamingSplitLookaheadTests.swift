import Testing
@testable import SpeechEngine
import TestSupport

/// The pass that splits a window at its limit hears the whole window and settles what comes before
/// the split, which it heard with ``StreamingPolicy/splitLookahead`` seconds of the speech after it.
@Suite("Streaming policy: splits that hear past the split", .ownThread)
struct StreamingSplitLookaheadTests {
    typealias Audio = StreamingPolicyTests

    static func policy() -> StreamingPolicy {
        var configuration = StreamingPolicyTests.toneConfiguration
        configuration.maximumWindow = 6
        return StreamingPolicy(configuration: configuration)
    }

    /// What a decoder would return for `phrases`, each a (text, start, end) in seconds from the
    /// start of `pass`'s audio, its words spread evenly over it.
    static func heard(_ phrases: [(String, Double, Double)]) -> [DecodedSegment] {
        phrases.map { text, start, end in
            let words = text.split(separator: " ")
            let step = (end - start) / Double(words.count)
            let tokens = words.enumerated().map { index, word in
                DecodedToken(bytes: Array((" " + word).utf8), start: start + Double(index) * step,
                             end: start + Double(index + 1) * step, probability: 0.9)
            }
            return DecodedSegment(text: text, start: start, end: end, noSpeechProbability: 0.01, tokens: tokens)
        }
    }

    /// 6.6 s of speech with a short gap (too short to close an utterance) at 4 s.
    static let speech = Audio.phrases(before: 4, gap: 0.2, after: 2.4)

    @Test("the split pass hears the whole window and splits it at the latest phrase end with the lookahead after it")
    func splitsAtAPhraseEnd() throws {
        var policy = Self.policy()
        policy.ingest(Self.speech)
        let split = try #require(policy.nextPass())
        #expect(split.isFinal && split.closesUtterance)
        #expect(split.start == 0 && split.end == Self.speech.count, "the whole window")
        let phraseEnds = try #require(split.split).phraseEnds
        #expect(phraseEnds.lowerBound == 16_000 * 22 / 10, "a third of the window: \(phraseEnds)")
        #expect(phraseEnds.upperBound == 16_000 * 46 / 10, "2 s before the window's end: \(phraseEnds)")
        policy.complete(split, segments: Self.heard([("one two", 0, 1.5), ("three four", 1.6, 3.9), ("five six", 4.3, 30)]))
        #expect(policy.transcript.committed == "one two three four", "every phrase that ends early enough")
        #expect(policy.windowStart == 16_000 * 39 / 10, "split where the last settled phrase ends")
        #expect(policy.transcript.tentative == "five six", "the rest of what the split pass heard is the live text")
        #expect(policy.nextPass() == nil, "the split pass heard the whole window")
        policy.ingest(Audio.tone(seconds: 0.4))
        let next = try #require(policy.nextPass(), "more speech: the words after the split are decoded again with it")
        #expect(next.start == policy.windowStart && !next.isFinal)
        policy.complete(next, segments: Audio.heard("five six seven", in: next))
        #expect(policy.transcript.text == "one two three four five six seven")
    }

    @Test("the split pass and the passes over the window it leaves, which starts mid-speech, are not shown the vocabulary; a fresh utterance is")
    func vocabularyPromptAroundASplit() throws {
        var policy = Self.policy()
        let first = try #require({ () -> StreamingPolicy.Pass? in
            var fresh = Self.policy()
            fresh.ingest(Audio.tone(seconds: 1))
            return fresh.nextPass()
        }())
        #expect(first.prompted, "a window that starts in the quiet before speech")
        policy.ingest(Self.speech)
        let split = try #require(policy.nextPass())
        #expect(split.split != nil && !split.prompted)
        policy.complete(split, segments: Self.heard([("one two", 0, 1.5), ("three four", 1.6, 3.9), ("five six", 4.3, 30)]))
        policy.ingest(Audio.tone(seconds: 0.4))
        let next = try #require(policy.nextPass())
        #expect(next.start == policy.windowStart && !next.prompted)
    }

    @Test("speech that ends within the split pass's audio is settled as that pass heard it, with no pass of its own")
    func restSettledAtThePause() throws {
        var policy = Self.policy()
        policy.ingest(Self.speech + Audio.silence(seconds: 0.3))
        let split = try #require(policy.nextPass())
        policy.complete(split, segments: Self.heard([("one two", 0, 1.5), ("three four", 1.6, 3.9), ("five six.", 4.3, 6.6)]))
        policy.ingest(Audio.silence(seconds: 0.5))
        policy.settleAtPause()
        #expect(policy.transcript.committed == "one two three four five six.", "the split pass heard the end of the speech")
        #expect(!policy.hasPendingSpeech)
        #expect(policy.nextPass() == nil)
    }

    @Test("a phrase ending in the lookahead is not split at: the words before it are heard without what follows",
          arguments: [4.8, 1.9])
    func phraseEndsOutsideTheRange(end: Double) throws {
        var policy = Self.policy()
        policy.ingest(Self.speech)
        let split = try #require(policy.nextPass())
        let fallback = try #require(split.split).fallback
        #expect((16_000 * 39 / 10...16_000 * 42 / 10).contains(fallback), "the gap at 4 s: \(fallback)")
        let decoded = Self.heard([("one two three", 0, end), ("four five", end, 6.6)])
        policy.complete(split, segments: decoded)
        // Without a phrase end to split at, the words are split at the gap by where they were said.
        let splitAt = Double(fallback) / 16_000
        let heard = decoded.flatMap(\.tokens)
        let before = heard.filter { ($0.start + $0.end) / 2 < splitAt }.map { String(decoding: $0.bytes, as: UTF8.self).trimmingCharacters(in: .whitespaces) }
        #expect(policy.transcript.committed == before.joined(separator: " "))
        #expect(policy.windowStart == fallback)
    }

    @Test("a shortfall kept as shown settles only the shown words said before the split")
    func keptShownWordsStopAtTheSplit() throws {
        var policy = Self.policy()
        policy.ingest(Array(Self.speech[..<(16_000 * 6)]))
        let live = try #require(policy.nextPass())
        policy.complete(live, segments: Audio.heard("one two three four five six seven eight", in: live))
        policy.ingest(Array(Self.speech[(16_000 * 6)...]))
        let split = try #require(policy.nextPass())
        #expect(policy.hearsLessThanShown(split, segments: Self.heard([("one", 0, 0.5)])))
        policy.keepShown(for: split)
        // Eight words over 6 s: "six" is said from 3.75 to 4.5 s, mostly before the split in the gap at 4 s.
        #expect((4.125...4.2).contains(Double(try #require(split.split).fallback) / 16_000))
        #expect(policy.transcript.committed == "one two three four five six")
        #expect(policy.transcript.tentative == "seven eight")
        #expect(policy.transcript.text == "one two three four five six seven eight")
    }

    @Test("words settled before a split and heard again after it are dropped from the pass after it",
          arguments: [("different from", "in a room"), ("different from", "room"), ("in a different place", ""), ("there is more", "")])
    func overlapAtTheSplit(after: String, dropped: String) throws {
        var policy = Self.policy()
        policy.ingest(Self.speech)
        let split = try #require(policy.nextPass())
        policy.complete(split, segments: Self.heard([("sitting in a room", 0, 3.9), ("more", 4.3, 6.6)]))
        #expect(policy.transcript.committed == "sitting in a room")
        let heard = dropped.isEmpty ? after : "\(dropped) \(after)"
        policy.ingest(Audio.tone(seconds: 0.4))
        let rest = try #require(policy.nextPass())
        policy.complete(rest, segments: Audio.heard(heard, in: rest))
        #expect(policy.transcript.tentative == after)
        policy.ingest(Audio.silence(seconds: 0.6))
        let closing = try #require(policy.nextPass())
        policy.complete(closing, segments: Audio.heard(heard, in: closing))
        policy.settleAtPause()
        #expect(policy.transcript.committed == "sitting in a room \(after)")
    }

    @Test("after a pause, a phrase that starts as the last one ended is left alone")
    func repeatsAfterAPause() throws {
        var policy = Self.policy()
        for (heard, settled) in [("okay", "okay"), ("okay then", "okay okay then")] {
            policy.ingest(Audio.tone(seconds: 1))
            policy.ingest(Audio.silence(seconds: 0.6))
            let closing = try #require(policy.nextPass())
            policy.complete(closing, segments: Audio.heard(heard, in: closing))
            policy.settleAtPause()
            #expect(policy.transcript.committed == settled)
        }
    }
}
