import Testing
@testable import SpeechEngine

/// With ``StreamingConfiguration/greedyClosingBeyond``, a pass closing a long utterance is greedy
/// when a settling pass decodes the window again, and a window of one utterance is settled by a beam pass
/// of its own. Driven by hand, like ``StreamingSettleTests``.
@Suite("Streaming policy: greedy closing passes")
struct StreamingGreedyClosingTests {
    typealias Audio = StreamingPolicyTests

    static func policy(greedy: Bool, settlePause: Double = 1.5, beyond: Double = 0) -> StreamingPolicy {
        var configuration = StreamingPolicyTests.toneConfiguration
        configuration.settlePause = settlePause
        configuration.maximumWindow = 28
        configuration.greedyClosingBeyond = greedy ? beyond : .infinity
        return StreamingPolicy(configuration: configuration)
    }

    /// Speaks `seconds` heard as `words` and runs the pass that closes them.
    static func closed(_ words: String, seconds: Double = 2, in policy: inout StreamingPolicy) throws -> StreamingPolicy.Pass {
        policy.ingest(Audio.tone(seconds: seconds))
        policy.ingest(Audio.silence(seconds: 0.3))
        let closing = try #require(policy.nextPass())
        #expect(closing.closesUtterance && !closing.isFinal)
        policy.complete(closing, segments: Audio.heard(words, in: closing))
        return closing
    }

    @Test("only the pass that settles is worth the beam when greedy closing is on", arguments: [true, false])
    func whichPassesGetTheBeam(greedy: Bool) throws {
        var policy = Self.policy(greedy: greedy)
        policy.ingest(Audio.tone(seconds: 1))
        let live = try #require(policy.nextPass())
        #expect(!live.closesUtterance && !live.isWorthTheBeam)
        policy.complete(live, segments: Audio.heard("Hello", in: live))
        let closing = try Self.closed("Hello there.", in: &policy)
        #expect(closing.isWorthTheBeam == !greedy)
        policy.ingest(Audio.silence(seconds: 1.5))
        policy.settleAtPause()
        if greedy {
            let settling = try #require(policy.nextPass(), "a greedy closing pass is not settled as heard")
            #expect(settling.isFinal && settling.isWorthTheBeam)
            #expect(settling.start == 0 && settling.end >= closing.end)
        } else {
            #expect(policy.transcript.committed == "Hello there.", "a beam closing pass is settled as heard")
            #expect(policy.nextPass() == nil)
        }
    }

    @Test("the settling pass's words replace what the greedy closing pass heard")
    func settlingPassDecidesTheWords() throws {
        var policy = Self.policy(greedy: true)
        _ = try Self.closed("Hello they are.", in: &policy)
        policy.ingest(Audio.silence(seconds: 1.5))
        let changed = policy.settleAtPause()
        #expect(!changed)
        #expect(policy.segments.isEmpty)
        #expect(policy.transcript.tentative == "Hello they are.")
        let settling = try #require(policy.nextPass())
        policy.complete(settling, segments: Audio.heard("Hello there.", in: settling))
        #expect(policy.transcript.committed == "Hello there.")
        #expect(policy.transcript.tentative.isEmpty)
        #expect(policy.nextPass() == nil)
    }

    @Test("settling at every pause, no pass decodes a closed utterance again, so closing passes keep the beam")
    func settlingAtEveryPauseKeepsTheBeam() throws {
        var policy = Self.policy(greedy: true, settlePause: 0.3)
        let closing = try Self.closed("Hello there.", in: &policy)
        #expect(closing.isWorthTheBeam)
        policy.ingest(Audio.silence(seconds: 0.1))
        let settled = policy.settleAtPause()
        #expect(settled && policy.transcript.committed == "Hello there.")
    }

    @Test("at the end of the session the words a greedy closing pass heard are settled as shown")
    func finishingSettlesAsShown() throws {
        var policy = Self.policy(greedy: true)
        _ = try Self.closed("Hello there.", in: &policy)
        let settled = policy.settleAtPause(finishing: true)
        #expect(settled && policy.transcript.committed == "Hello there.")
        #expect(policy.nextPass(finishing: true) == nil)
    }

    @Test("a closing pass no longer than the limit keeps the beam, and its words are settled as heard")
    func shortClosingPassKeepsTheBeam() throws {
        var short = Self.policy(greedy: true, beyond: 4)
        let quick = try Self.closed("Hello there.", seconds: 2, in: &short)
        #expect(quick.isWorthTheBeam)
        short.ingest(Audio.silence(seconds: 1.5))
        let settled = short.settleAtPause()
        #expect(settled && short.transcript.committed == "Hello there.")
        var long = Self.policy(greedy: true, beyond: 4)
        let slow = try Self.closed("Hello there, how are you today?", seconds: 5, in: &long)
        #expect(!slow.isWorthTheBeam)
        long.ingest(Audio.silence(seconds: 1.5))
        let unsettled = long.settleAtPause()
        #expect(!unsettled && long.nextPass()?.isFinal == true)
    }
}
