import Testing
@testable import SpeechEngine
import TestSupport

/// A closing pass that comes back after speech resumed: its words settle all the same when the
/// pause after its audio reached the settling pause, as they would have had it been quicker
/// (``StreamingPolicy/settleAtPause(finishing:)``). Driven by hand, like ``StreamingSettleTests``.
@Suite("Streaming policy: settling after a late closing pass", .ownThread)
struct StreamingLateSettleTests {
    typealias Audio = StreamingPolicyTests

    static func policy() -> StreamingPolicy {
        var configuration = StreamingPolicyTests.toneConfiguration
        configuration.settlePause = StreamingPolicy.closingPause
        return StreamingPolicy(configuration: configuration)
    }

    /// Speaks an utterance, starts its closing pass at the voice stop, and lets `pause` seconds of
    /// quiet and then a second of new speech go by before the pass comes back with `words`.
    static func lateClosingPass(_ words: String, pause: Double, in policy: inout StreamingPolicy) throws -> StreamingPolicy.Pass {
        policy.ingest(Audio.tone(seconds: 2))
        policy.ingest(Audio.silence(seconds: 0.3))
        let closing = try #require(policy.nextPass())
        #expect(closing.closesUtterance && !closing.isFinal)
        policy.ingest(Audio.silence(seconds: pause))
        policy.ingest(Audio.tone(seconds: 1))
        policy.complete(closing, segments: Audio.heard(words, in: closing))
        policy.settleAtPause()
        return closing
    }

    @Test("after a pause long enough to settle, the closing pass's words settle though speech resumed before it ended")
    func settlesAfterAPause() throws {
        var policy = Self.policy()
        let closing = try Self.lateClosingPass("Hello there.", pause: 0.6, in: &policy)
        let next = try #require(policy.nextPass())
        #expect(!next.isFinal)
        #expect(policy.transcript.committed == "Hello there.")
        #expect(next.start >= closing.end, "the settled audio is gone from the window")
        #expect(next.start < closing.end + 16_000, "the resumed speech is still in it")
        policy.complete(next, segments: Audio.heard("How", in: next))
        #expect(policy.transcript.tentative == "How")
    }

    @Test("a breath shorter than the settling pause settles nothing")
    func breathSettlesNothing() throws {
        var policy = Self.policy()
        _ = try Self.lateClosingPass("Hello there", pause: 0, in: &policy)
        #expect(policy.segments.isEmpty)
        let next = try #require(policy.nextPass())
        #expect(next.start == 0)
    }

    @Test("a live pass that heard up to a pause settles nothing when it comes back after speech resumed")
    func livePassSettlesNothing() throws {
        var policy = Self.policy()
        // Decisions given by hand, so that the live pass ends on the last voiced frame, with no
        // hangover after it: the pause that follows is long enough, and only the kind of pass differs.
        let spoken = { (seconds: Double, voiced: Bool) in
            policy.ingest(Audio.tone(seconds: seconds), decisions: Array(repeating: voiced, count: Int(seconds * 50)))
        }
        spoken(2, true)
        let live = try #require(policy.nextPass())
        #expect(!live.closesUtterance)
        spoken(0.6, false)
        spoken(1, true)
        policy.complete(live, segments: Audio.heard("Hello there", in: live))
        policy.settleAtPause()
        #expect(policy.segments.isEmpty)
    }
}
