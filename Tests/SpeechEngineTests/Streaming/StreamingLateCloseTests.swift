import Testing
@testable import SpeechEngine

/// A closing pass slower than the pause after its utterance: the utterance closes all the same when
/// ``StreamingConfiguration/closeLateUtterances`` is on, so the live region does not grow without
/// end. Driven by hand, like ``StreamingSettleTests``.
@Suite("Streaming policy: closing an utterance after a late closing pass")
struct StreamingLateCloseTests {
    typealias Audio = StreamingPolicyTests

    static func policy(closeLate: Bool) -> StreamingPolicy {
        var configuration = StreamingPolicyTests.toneConfiguration
        configuration.settlePause = 1.5
        configuration.maximumWindow = 28
        configuration.closeLateUtterances = closeLate
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

    @Test("after a pause long enough, the utterance closes though speech resumed before its pass ended", arguments: [true, false])
    func lateCloseAfterAPause(closeLate: Bool) throws {
        var policy = Self.policy(closeLate: closeLate)
        let closing = try Self.lateClosingPass("Hello there.", pause: 0.6, in: &policy)
        let live = try #require(policy.nextPass())
        #expect(!live.isFinal)
        if closeLate {
            #expect(live.start == closing.end, "the next live pass hears only what came after the closed utterance")
            #expect(policy.held.map(\.text) == ["Hello", "there."])
            #expect(policy.live.isEmpty)
        } else {
            #expect(live.start == 0, "the utterance stays open and the live pass hears it again")
            #expect(policy.held.isEmpty)
        }
        policy.complete(live, segments: Audio.heard(closeLate ? "How" : "Hello there. How", in: live))
        #expect(policy.transcript.tentative == "Hello there. How")
        #expect(policy.segments.isEmpty, "closing settles nothing")
    }

    @Test("a breath shorter than the closing pause does not close it")
    func breathDoesNotClose() throws {
        var policy = Self.policy(closeLate: true)
        _ = try Self.lateClosingPass("Hello there", pause: 0, in: &policy)
        let live = try #require(policy.nextPass())
        #expect(live.start == 0)
        #expect(policy.held.isEmpty)
    }
}
