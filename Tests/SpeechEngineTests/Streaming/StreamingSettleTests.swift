import Testing
@testable import SpeechEngine
import TestSupport

/// What is shown against what is settled: a breath closes an utterance, a longer pause settles the
/// window, decoded again as a whole when it holds several utterances. Driven by hand, like
/// ``StreamingPolicyTests``.
@Suite("Streaming policy: settling later than showing", .ownThread)
struct StreamingSettleTests {
    typealias Audio = StreamingPolicyTests

    /// A policy that settles after a second of quiet and closes utterances after the usual 0.3 s.
    static func policy(maximumWindow: Double = 28) -> StreamingPolicy {
        var configuration = StreamingPolicyTests.toneConfiguration
        configuration.settlePause = 1
        configuration.maximumWindow = maximumWindow
        return StreamingPolicy(configuration: configuration)
    }

    /// Speaks `seconds` of an utterance heard as `words`, then pauses long enough to close it.
    static func closeUtterance(_ words: String, seconds: Double, in policy: inout StreamingPolicy) throws -> StreamingPolicy.Pass {
        policy.ingest(Audio.tone(seconds: seconds))
        policy.ingest(Audio.silence(seconds: 0.3))
        let closing = try #require(policy.nextPass())
        #expect(!closing.isFinal && closing.closesUtterance)
        policy.complete(closing, segments: Audio.heard(words, in: closing))
        policy.ingest(Audio.silence(seconds: 0.4))
        let changed = policy.settleAtPause()
        #expect(!changed, "a breath settles nothing")
        return closing
    }

    @Test("a short pause closes an utterance: its words stay shown, unsettled, and the next is decoded on its own")
    func breathCloses() throws {
        var policy = Self.policy()
        let first = try Self.closeUtterance("Hello there.", seconds: 1.5, in: &policy)
        #expect(policy.segments.isEmpty)
        #expect(policy.transcript.tentative == "Hello there.")
        #expect(policy.nextPass() == nil, "nothing new to decode during the pause")
        policy.ingest(Audio.tone(seconds: 1))
        let next = try #require(policy.nextPass())
        #expect(!next.isFinal)
        #expect(next.start >= first.end, "the live region starts after the closed utterance")
        policy.complete(next, segments: Audio.heard("How are", in: next))
        #expect(policy.transcript.tentative == "Hello there. How are")
        #expect(policy.segments.isEmpty)
    }

    @Test("a longer pause settles a window of several utterances from one pass over all of it")
    func settlePassOverWindow() throws {
        var policy = Self.policy()
        let first = try Self.closeUtterance("Hello there.", seconds: 1.5, in: &policy)
        _ = try Self.closeUtterance("How are you?", seconds: 1, in: &policy)
        #expect(policy.transcript.tentative == "Hello there. How are you?")
        policy.ingest(Audio.silence(seconds: 0.8))
        let unsettled = policy.settleAtPause()
        #expect(!unsettled, "the closing passes heard the utterances apart; they are not settled as heard")
        let settling = try #require(policy.nextPass())
        #expect(settling.isFinal && settling.closesUtterance)
        #expect(settling.start == first.start, "the settling pass hears every utterance of the window")
        policy.complete(settling, segments: Audio.heard("Hello there, how are you?", in: settling))
        #expect(policy.transcript.committed == "Hello there, how are you?")
        #expect(policy.transcript.tentative.isEmpty)
        #expect(!policy.hasPendingSpeech)
        #expect(policy.nextPass() == nil)
    }

    @Test("a window of one utterance is settled at the longer pause as its closing pass heard it")
    func singleUtteranceSettlesAsShown() throws {
        var policy = Self.policy()
        _ = try Self.closeUtterance("Call me back.", seconds: 1.5, in: &policy)
        policy.ingest(Audio.silence(seconds: 0.8))
        let settled = policy.settleAtPause()
        #expect(settled)
        #expect(policy.transcript.committed == "Call me back.")
        #expect(policy.nextPass() == nil, "no pass of its own")
    }

    @Test("a window at its limit is split where its live region starts, between two utterances, when whisper ends no phrase there")
    func splitAtUtterance() throws {
        var policy = Self.policy(maximumWindow: 5)
        let first = try Self.closeUtterance("alpha bravo", seconds: 2.2, in: &policy)
        policy.ingest(Audio.tone(seconds: 1))
        let live = try #require(policy.nextPass())
        policy.complete(live, segments: Audio.heard("charlie", in: live))
        policy.ingest(Audio.tone(seconds: 1.4))
        let split = try #require(policy.nextPass())
        #expect(split.isFinal)
        #expect(split.start == first.start)
        #expect(split.end == policy.heard, "the whole window")
        #expect(split.split?.fallback == live.start, "whisper ended no phrase there: split where the live region starts")
        policy.complete(split, segments: Audio.heard("Alpha, bravo, Charlie, delta.", in: split))
        #expect(policy.transcript.committed == "Alpha, bravo,")
        #expect(policy.transcript.tentative == "Charlie, delta.", "what the split pass heard after the split")
    }

    @Test("passes whose words may settle hear the full 30 s context; live passes keep theirs sized")
    func settlingContext() throws {
        var policy = Self.policy()
        policy.ingest(Audio.tone(seconds: 1.5))
        let live = try #require(policy.nextPass())
        #expect(!live.closesUtterance && live.audioContext == 128, "1.5 s and a second of margin")
        policy.complete(live, segments: Audio.heard("Hello there.", in: live))
        policy.ingest(Audio.silence(seconds: 0.3))
        let closing = try #require(policy.nextPass())
        #expect(closing.closesUtterance)
        #expect(closing.audioContext == 0, "0 asks whisper.cpp for its full 30 s context")
        policy.complete(closing, segments: Audio.heard("Hello there.", in: closing))
        policy.ingest(Audio.tone(seconds: 1))
        let final = try #require(policy.nextPass(finishing: true))
        #expect(final.isFinal && final.audioContext == 0)
    }

    @Test("a live pass that only says the closed utterance again adds nothing")
    func echoOfClosedUtterance() throws {
        var policy = Self.policy()
        _ = try Self.closeUtterance("Why should one halt on the way?", seconds: 1.5, in: &policy)
        policy.ingest(Audio.tone(seconds: 0.6))
        let live = try #require(policy.nextPass())
        policy.complete(live, segments: Audio.heard("Why should one halt on the way?", in: live))
        #expect(policy.transcript.text == "Why should one halt on the way?")
    }
}
