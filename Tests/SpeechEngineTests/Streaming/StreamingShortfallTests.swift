import Foundation
import Testing
@testable import SpeechEngine
import TestSupport

/// A pass whose words are to be settled but that heard far less than was shown, and a final pass
/// that runs out of time: no word heard may be dropped in silence.
@Suite("Streaming policy: shortfalls and fallbacks", .ownThread)
struct StreamingShortfallTests {
    typealias Fixtures = StreamingPolicyTests
    static let shown = "Hello from dictate. This recording stands in for a microphone, so you can watch."

    /// A policy that has shown `shown` from a live pass over 4 s of speech, then heard 0.2 s of
    /// silence, and the final pass it asks for when finishing.
    static func finishing(after shown: String) throws -> (StreamingPolicy, StreamingPolicy.Pass) {
        var policy = StreamingPolicy(configuration: StreamingPolicyTests.toneConfiguration)
        policy.ingest(Fixtures.tone(seconds: 4))
        let live = try #require(policy.nextPass())
        policy.complete(live, segments: Fixtures.heard(shown, in: live))
        policy.ingest(Fixtures.tone(seconds: 1))
        policy.ingest(Fixtures.silence(seconds: 0.1))
        return (policy, try #require(policy.nextPass(finishing: true)))
    }

    /// What a decoder returns when it stops early: `words` spread over the first `seconds` of `pass`.
    static func heard(_ words: String, in pass: StreamingPolicy.Pass, stoppingAfter seconds: Double) -> [DecodedSegment] {
        var short = pass
        short.audio = Array(pass.audio.prefix(Int(seconds * 16_000)))
        return Fixtures.heard(words, in: short)
    }

    @Test("a final pass that stops after the first sentence is a failed decode")
    func truncatedFinalPass() throws {
        let (policy, final) = try Self.finishing(after: Self.shown)
        #expect(policy.hearsLessThanShown(final, segments: Self.heard("Hello from dictate.", in: final, stoppingAfter: 1)))
        #expect(policy.hearsLessThanShown(final, segments: []), "a pass that heard nothing at all")
    }

    @Test("fewer words that reach the end of the speech are whisper's way of writing, not a failure")
    func shorterSpelling() throws {
        let (policy, final) = try Self.finishing(after: "my email is john dot smith at example dot com")
        #expect(!policy.hearsLessThanShown(final, segments: Fixtures.heard("My email is john.smith@example.com.", in: final)))
    }

    @Test("a final pass that corrects the shown words is taken as it is")
    func correction() throws {
        var (policy, final) = try Self.finishing(after: Self.shown)
        let corrected = "Hello from Big Tate. This recording stands in for a microphone so you can watch it."
        #expect(!policy.hearsLessThanShown(final, segments: Fixtures.heard(corrected, in: final)))
        policy.complete(final, segments: Fixtures.heard(corrected, in: final))
        #expect(policy.transcript.committed == corrected)
    }

    @Test("a pass that lost track of time and ends before the last shown phrase is mistrusted, and keeps that phrase")
    func lostTimeStopsShort() throws {
        var (policy, final) = try Self.finishing(after: Self.shown)
        // whisper spread what it heard over the whole audio, so no time shows that it stopped early.
        var heard = Fixtures.heard("Hello from dictate. This recording stands in for", in: final)
        #expect(!policy.mistrusts(final, segments: heard, heard: policy.words(heardBy: final, segments: heard)),
                "with its times trusted, it heard to the end")
        heard = heard.map { var segment = $0; segment.lostTime = true; return segment }
        let words = policy.words(heardBy: final, segments: heard)
        #expect(policy.mistrusts(final, segments: heard, heard: words))
        policy.keepShown(for: final, heard: words, lostTime: true)
        #expect(policy.transcript.committed == Self.shown)
    }

    @Test("a pass that lost track of time but heard every shown phrase is taken as it is")
    func lostTimeHeardAll() throws {
        let (policy, final) = try Self.finishing(after: Self.shown)
        let heard = Fixtures.heard("Hello from dictate. This recording stands in for a microphone, so you can watch it.", in: final)
            .map { var segment = $0; segment.lostTime = true; return segment }
        #expect(!policy.mistrusts(final, segments: heard, heard: policy.words(heardBy: final, segments: heard)))
    }

    @Test("a pass that ends a second before a shown phrase said over speech is mistrusted, however many words it heard, and keeps that phrase")
    func stopsBeforeVoicedPhrase() throws {
        var (policy, final) = try Self.finishing(after: Self.shown)
        let stopped = Self.heard("Hello from dictate. This recording stands in for a microphone,", in: final, stoppingAfter: 2)
        let words = policy.words(heardBy: final, segments: stopped)
        #expect(!policy.hearsLessThanShown(final, segments: stopped), "10 of 14 words is no shortfall by count")
        #expect(policy.mistrusts(final, segments: stopped, heard: words))
        policy.keepShown(for: final, heard: words)
        #expect(policy.transcript.committed == Self.shown)
    }

    @Test("a pass that wrote a clause twice back to back looped, and is mistrusted, however many words it heard")
    func loopedPass() throws {
        let (policy, final) = try Self.finishing(after: Self.shown)
        let looped = Self.heard([("Hello from dictate, this recording stands.", 0, 2), ("Hello from dictate, this recording stands.", 2, 2),
                                 ("A microphone, so you can watch.", 2, 4)])
        let words = policy.words(heardBy: final, segments: looped)
        #expect(words.map(\.text).joined(separator: " ") == "Hello from dictate, this recording stands. A microphone, so you can watch.",
                "the copy is dropped from what it heard")
        #expect(policy.mistrusts(final, segments: looped, heard: words))
        let restarted = Self.heard([("Hello from dictate, call me, call me back. This recording stands in for a microphone, so you can watch.", 0, 4)])
        #expect(!policy.mistrusts(final, segments: restarted, heard: policy.words(heardBy: final, segments: restarted)),
                "two words said again are speech")
    }

    @Test("a pass that ends a moment before the last shown words is taken as it is")
    func stopsJustBeforeShownWords() throws {
        let (policy, final) = try Self.finishing(after: Self.shown)
        let stopped = Self.heard("Hello from dictate. This recording stands in for", in: final, stoppingAfter: 3)
        #expect(!policy.mistrusts(final, segments: stopped, heard: policy.words(heardBy: final, segments: stopped)),
                "the shown words it left out start within a second of its last word")
    }

    @Test("shown words over what the voice gate took for quiet may be left out")
    func stopsBeforeWordsOverQuiet() throws {
        var policy = StreamingPolicy(configuration: StreamingPolicyTests.toneConfiguration)
        policy.ingest(Fixtures.tone(seconds: 4))
        policy.ingest(Fixtures.silence(seconds: 2.5))
        // A live pass over the speech and the quiet after it wrote words over both, as whisper
        // does over silence.
        let live = policy.pass(isFinal: false)
        policy.complete(live, segments: Fixtures.heard(Self.shown, in: live))
        policy.ingest(Fixtures.tone(seconds: 1))
        policy.ingest(Fixtures.silence(seconds: 0.1))
        let final = try #require(policy.nextPass(finishing: true))
        let stopped = Self.heard("Hello from dictate. This recording stands in for a microphone,", in: final, stoppingAfter: 2)
        let words = policy.words(heardBy: final, segments: stopped)
        #expect(!policy.hearsLessThanShown(final, segments: stopped))
        #expect(!policy.mistrusts(final, segments: stopped, heard: words),
                "the words it left out were shown over more quiet than speech")
    }

    @Test("a few shown words are too few to judge by")
    func fewShownWords() throws {
        let (policy, final) = try Self.finishing(after: "Hello there, friend.")
        #expect(!policy.hearsLessThanShown(final, segments: Self.heard("Hello.", in: final, stoppingAfter: 0.5)))
    }

    @Test("when the retry falls short too, the shown words are settled")
    func keepShown() throws {
        var (policy, final) = try Self.finishing(after: Self.shown)
        _ = final
        policy.keepShown(for: final)
        #expect(policy.transcript.committed == Self.shown)
        #expect(policy.transcript.tentative.isEmpty)
        #expect(!policy.hasPendingSpeech)
    }

    /// What a decoder returns for `phrases`, each spread evenly between its start and end (seconds
    /// into the pass).
    static func heard(_ phrases: [(String, Double, Double)]) -> [DecodedSegment] {
        StreamingSplitLookaheadTests.heard(phrases)
    }

    @Test("a final pass that jumped over a phrase in the middle is a failed decode")
    func skippedMiddle() throws {
        // The 14 shown words are spread over 4 s: "This recording stands in for a microphone," from 0.86 to 2.86 s.
        let (policy, final) = try Self.finishing(after: Self.shown)
        let jumped = Self.heard([("Hello from dictate.", 0, 0.85), ("so you can watch.", 2.9, 4)])
        #expect(policy.hearsLessThanShown(final, segments: jumped))
        let drifted = Self.heard([("Hello from dictate. This recording stands in", 0, 1.2), ("for a microphone, so you can watch.", 3, 4)])
        #expect(!policy.hearsLessThanShown(final, segments: drifted),
                "words whisper timed elsewhere around the stretch were heard, not skipped")
        let stretched = Self.heard([("Hello from", 0, 0.57), ("dictate.", 0.57, 1), ("so", 1, 3.2), ("you can watch.", 3.2, 4)])
        #expect(policy.hearsLessThanShown(final, segments: stretched), "whisper stretched the words on either side over the phrase")
        let corrected = Self.heard([("Hello from dictate.", 0, 0.85), ("The recording stands in for microphones,", 1.9, 2.85), ("so you can watch.", 2.9, 4)])
        #expect(!policy.hearsLessThanShown(final, segments: corrected), "a pass that heard the phrase differently is a correction")
    }

    @Test("a pause between two heard words is not a skipped phrase")
    func pauseIsNoSkip() throws {
        var policy = StreamingPolicy(configuration: StreamingPolicyTests.toneConfiguration)
        policy.ingest(Fixtures.tone(seconds: 4))
        let live = try #require(policy.nextPass())
        policy.complete(live, segments: Self.heard([("Hello from dictate.", 0, 1), ("This recording stands in.", 2.5, 4)]))
        policy.ingest(Fixtures.silence(seconds: 0.1))
        let final = try #require(policy.nextPass(finishing: true))
        #expect(!policy.hearsLessThanShown(final, segments: Self.heard([("Hello from dictate.", 0, 0.9), ("The recording stands in.", 2.6, 4)])))
    }

    @Test("a pass that fell short keeps what it heard, with the shown words it missed put back where they were said",
          arguments: [
            [("Hello from dictate.", 0.0, 0.85), ("so you can watch.", 2.9, 4.0)],
            [("Hello from", 0.0, 0.57), ("dictate.", 0.57, 1.0), ("so", 1.0, 3.2), ("you can watch.", 3.2, 4.0)],
            [("Hello from", 0.0, 0.57), ("dictate.", 0.57, 2.7), ("so you can watch.", 2.9, 4.0)],
            [("Hello from dictate.", 0.0, 0.85)],
            [("can watch.", 3.45, 4.0)],
          ])
    func keepsWhatItHeard(heard: [(String, Double, Double)]) throws {
        var (policy, final) = try Self.finishing(after: Self.shown)
        let segments = Self.heard(heard)
        #expect(policy.hearsLessThanShown(final, segments: segments))
        policy.keepShown(for: final, heard: policy.words(heardBy: final, segments: segments))
        #expect(policy.transcript.committed == Self.shown)
        #expect(!policy.hasPendingSpeech)
    }

    @Test("a pass that stopped short is found, and what it missed put back, though it stretched its last word to the end of the audio")
    func stretchedLastWord() throws {
        var (policy, final) = try Self.finishing(after: Self.shown)
        let stretched = Self.heard([("Hello from", 0, 0.57), ("dictate.", 0.57, final.seconds)])
        #expect(policy.hearsLessThanShown(final, segments: stretched))
        policy.keepShown(for: final, heard: policy.words(heardBy: final, segments: stretched))
        #expect(policy.transcript.committed == Self.shown)
    }

    @Test("new words a pass heard after the phrase it skipped are kept")
    func keepsNewWordsAfterASkip() throws {
        var (policy, final) = try Self.finishing(after: Self.shown)
        let segments = Self.heard([("Hello from dictate.", 0, 0.85), ("so you can watch the words.", 2.9, 4.8)])
        policy.keepShown(for: final, heard: policy.words(heardBy: final, segments: segments))
        #expect(policy.transcript.committed == "Hello from dictate. This recording stands in for a microphone, so you can watch the words.")
    }

    /// A policy that has shown `shown` from a live pass over 4 s of speech, and the live pass it
    /// asks for after half a second more.
    static func secondLivePass() throws -> (StreamingPolicy, StreamingPolicy.Pass) {
        var policy = StreamingPolicy(configuration: StreamingPolicyTests.toneConfiguration)
        policy.ingest(Fixtures.tone(seconds: 4))
        let first = try #require(policy.nextPass())
        policy.complete(first, segments: Fixtures.heard(Self.shown, in: first))
        policy.ingest(Fixtures.tone(seconds: 0.5))
        return (policy, try #require(policy.nextPass()))
    }

    @Test("a pass that only redraws the tentative text is never judged")
    func livePassesAreNotJudged() throws {
        let (policy, second) = try Self.secondLivePass()
        #expect(!second.closesUtterance)
        #expect(!policy.hearsLessThanShown(second, segments: Self.heard("Hello.", in: second, stoppingAfter: 0.5)))
    }

    @Test("a final pass that skipped to the last words is a failed decode too")
    func skippedStart() throws {
        let (policy, final) = try Self.finishing(after: Self.shown)
        var tail = Fixtures.heard("you can watch.", in: final)
        tail[0].tokens = tail[0].tokens.map { token in
            var late = token
            (late.start, late.end) = (final.seconds - 1 + token.start / 3, final.seconds - 1 + token.end / 3)
            return late
        }
        #expect(policy.hearsLessThanShown(final, segments: tail))
        #expect(!policy.hearsLessThanShown(final, segments: Fixtures.heard("Hello from dictate, the recorder stands for microphones, you can watch.", in: final)),
                "fewer words, some heard as others, are a correction")
    }

    @Test("a live pass that falls short of the shown words is not taken, so a pause cannot settle it",
          arguments: ["", "Hello."])
    func shortLivePassIsHeardAgain(heard: String) throws {
        var (policy, second) = try Self.secondLivePass()
        let changed = policy.complete(second, segments: heard.isEmpty ? [] : Self.heard(heard, in: second, stoppingAfter: 0.5))
        #expect(!changed)
        #expect(policy.transcript.tentative == Self.shown)
        policy.ingest(Fixtures.silence(seconds: 0.3))
        let closing = try #require(policy.nextPass(), "the end of the speech is still to be heard")
        #expect(closing.closesUtterance && closing.start == second.start && closing.end >= second.end)
        policy.complete(closing, segments: Fixtures.heard(Self.shown, in: closing))
        policy.ingest(Fixtures.silence(seconds: 0.5))
        policy.settleAtPause()
        #expect(policy.transcript.committed == Self.shown)
    }

    @Test("running out of time settles the words heard in full and decodes only the audio after them")
    func fallBack() throws {
        var (policy, final) = try Self.finishing(after: Self.shown)
        #expect(policy.canFallBack)
        let fellBack = policy.fallBack()
        let rest = try #require(fellBack)
        // The live pass's words are spread evenly over its audio: the last ones end at its very
        // end, where they may have been cut off, so they are decoded again with the speech after them.
        let kept = policy.transcript.committed
        #expect(Self.shown.hasPrefix(kept))
        #expect(kept.split(separator: " ").count >= Self.shown.split(separator: " ").count - 3)
        #expect(kept != Self.shown)
        #expect(rest.isFinal)
        #expect(rest.start > final.start)
        #expect(rest.end == final.end, "the audio after the kept words is all decoded")
        #expect(rest.seconds < 2.5)
        policy.complete(rest, segments: Fixtures.heard("can watch the words appear.", in: rest))
        #expect(policy.transcript.committed == kept + " can watch the words appear.")
        #expect(!policy.hasPendingSpeech)
    }

    @Test("running out of time loses no phrase the live pass skipped: the words after it are decoded again with it",
          arguments: [1.5, 6.0])
    func fallBackAfterSkippedPhrase(thirdWordEnd: Double) throws {
        // 8 s of speech that the live pass heard as three words at its start and four at its end,
        // skipping the phrase between them, or with its third word's end stretched over it.
        var policy = StreamingPolicy(configuration: StreamingPolicyTests.toneConfiguration)
        policy.ingest(Fixtures.tone(seconds: 8))
        let live = try #require(policy.nextPass())
        policy.complete(live, segments: StreamingSplitLookaheadTests.heard([("one two", 0, 1), ("three", 1, thirdWordEnd),
                                                                             ("seven eight nine ten", 6, 8)]))
        policy.ingest(Fixtures.tone(seconds: 1))
        policy.ingest(Fixtures.silence(seconds: 0.1))
        let final = try #require(policy.nextPass(finishing: true))
        #expect(policy.canFallBack)
        let fellBack = policy.fallBack()
        let rest = try #require(fellBack)
        #expect(policy.transcript.committed == "one two three", "nothing after the skipped phrase is settled unheard")
        #expect(rest.start <= 16_000 * 2, "the skipped phrase is decoded: the rest starts at \(Double(rest.start) / 16_000) s")
        #expect(rest.end == final.end)
        policy.complete(rest, segments: Fixtures.heard("four five six seven eight nine ten eleven", in: rest))
        #expect(policy.transcript.committed == "one two three four five six seven eight nine ten eleven")
    }

    @Test("with nothing heard in full there is nothing to fall back on, so the final pass gets no limit")
    func noFallBack() throws {
        var policy = StreamingPolicy(configuration: StreamingPolicyTests.toneConfiguration)
        policy.ingest(Fixtures.tone(seconds: 2))
        policy.ingest(Fixtures.silence(seconds: 0.1))
        #expect(!policy.canFallBack)
        let final = try #require(policy.nextPass(finishing: true))
        #expect(final.isFinal)
    }
}
