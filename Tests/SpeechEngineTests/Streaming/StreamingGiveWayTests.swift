import Testing
@testable import SpeechEngine

/// A pass settling the window at a pause may give way to speech that resumes while it runs: the
/// window then stays as it was, and the next pause settles all of it. Driven by hand, like
/// ``StreamingSettleTests``.
@Suite("Streaming policy: settling passes that give way to speech")
struct StreamingGiveWayTests {
    typealias Audio = StreamingPolicyTests

    /// A policy settling after a second of quiet, with settling passes giving way when `givesWay`.
    static func policy(givesWay: Bool, maximumWindow: Double = 28) -> StreamingPolicy {
        var configuration = StreamingPolicyTests.toneConfiguration
        configuration.settlePause = 1
        configuration.maximumWindow = maximumWindow
        configuration.settlingGivesWay = givesWay
        return StreamingPolicy(configuration: configuration)
    }

    @Test("only the pass settling at a pause gives way; Done's final pass never does", arguments: [true, false])
    func whichPassesGiveWay(givesWay: Bool) throws {
        var policy = Self.policy(givesWay: givesWay)
        _ = try StreamingSettleTests.closeUtterance("Hello there.", seconds: 1.5, in: &policy)
        _ = try StreamingSettleTests.closeUtterance("How are you?", seconds: 1, in: &policy)
        policy.ingest(Audio.silence(seconds: 0.8))
        let settling = try #require(policy.nextPass())
        #expect(settling.isFinal)
        #expect(settling.givesWayToSpeech == givesWay)
        let final = try #require(policy.nextPass(finishing: true))
        #expect(!final.givesWayToSpeech)
    }

    @Test("a settling pass dropped for new speech leaves the window whole: live passes go on, and the next pause settles everything")
    func droppedSettlingPassLosesNothing() throws {
        var policy = Self.policy(givesWay: true)
        let first = try StreamingSettleTests.closeUtterance("Hello there.", seconds: 1.5, in: &policy)
        let second = try StreamingSettleTests.closeUtterance("How are you?", seconds: 1, in: &policy)
        policy.ingest(Audio.silence(seconds: 0.8))
        let dropped = try #require(policy.nextPass())
        #expect(dropped.givesWayToSpeech)

        // Speech resumes while it runs; it is never completed.
        policy.ingest(Audio.tone(seconds: 1))
        let live = try #require(policy.nextPass())
        #expect(!live.isFinal, "with speech going on, a live pass is due, not the settling one again")
        #expect(live.start == second.end, "the live region is what came after the closed utterances")
        policy.complete(live, segments: Audio.heard("Fine", in: live))
        #expect(policy.segments.isEmpty, "nothing was settled")
        #expect(policy.transcript.tentative == "Hello there. How are you? Fine")

        policy.ingest(Audio.silence(seconds: 0.3))
        let closing = try #require(policy.nextPass())
        policy.complete(closing, segments: Audio.heard("Fine thanks.", in: closing))
        policy.ingest(Audio.silence(seconds: 1.2))
        policy.settleAtPause()
        let settling = try #require(policy.nextPass())
        #expect(settling.isFinal && settling.start == first.start, "the next settling pass hears the whole window")
        policy.complete(settling, segments: Audio.heard("Hello there, how are you? Fine, thanks.", in: settling))
        #expect(policy.transcript.committed == "Hello there, how are you? Fine, thanks.")
        #expect(policy.transcript.tentative.isEmpty)
    }

    @Test("a window at its limit is still split by a pass that does not give way")
    func splitsStillSettle() throws {
        var policy = Self.policy(givesWay: true, maximumWindow: 4)
        _ = try StreamingSettleTests.closeUtterance("Hello there.", seconds: 1.5, in: &policy)
        policy.ingest(Audio.tone(seconds: 3))
        let split = try #require(policy.nextPass())
        #expect(split.isFinal && split.closesUtterance)
        #expect(!split.givesWayToSpeech, "giving way at the limit would let the window grow without end")
    }
}
