import Testing
@testable import SpeechEngine

/// With ``StreamingConfiguration/previewsClosingPasses``, a quick live pass shows the last words
/// when the voice stops, before the slower pass that closes the utterance. Driven by hand, like
/// ``StreamingSettleTests``.
@Suite("Streaming policy: previews of closing passes")
struct StreamingPreviewTests {
    typealias Audio = StreamingPolicyTests

    static func policy(previews: Bool = true, settlingContext: Double = 30) -> StreamingPolicy {
        var configuration = StreamingConfiguration()
        configuration.previewsClosingPasses = previews
        configuration.settlingContext = settlingContext
        return StreamingPolicy(configuration: configuration)
    }

    /// Speaks for two seconds, heard as `words` by a live pass, then lets the voice stop.
    static func spoke(_ words: String, in policy: inout StreamingPolicy) throws {
        policy.ingest(Audio.tone(seconds: 2))
        let live = try #require(policy.nextPass())
        policy.complete(live, segments: Audio.heard(words, in: live))
        policy.ingest(Audio.silence(seconds: 0.3))
    }

    @Test("when the voice stops, a quick pass shows the last words, then the closing pass settles its own")
    func previewThenClosing() throws {
        var policy = Self.policy()
        try Self.spoke("Hello", in: &policy)
        let preview = try #require(policy.nextPass())
        #expect(preview.isPreview && !preview.isWorthTheBeam && !preview.closesUtterance)
        #expect(preview.audioContext > 0 && preview.end == policy.heard, "sized to the live region, up to the present")
        policy.complete(preview, segments: Audio.heard("Hello they are", in: preview))
        #expect(policy.transcript.tentative == "Hello they are")
        let closedOnPreview = policy.settleAtPause()
        #expect(!closedOnPreview, "nothing closes or settles on a preview")
        let closing = try #require(policy.nextPass())
        #expect(!closing.isPreview && closing.closesUtterance && closing.isWorthTheBeam && closing.audioContext == 0)
        #expect(closing.start == preview.start && closing.end == preview.end)
        policy.complete(closing, segments: Audio.heard("Hello there.", in: closing))
        #expect(policy.transcript.tentative == "Hello there.")
        policy.ingest(Audio.silence(seconds: 0.2))
        let settled = policy.settleAtPause()
        #expect(settled)
        #expect(policy.transcript.committed == "Hello there." && policy.transcript.tentative.isEmpty)
        #expect(policy.nextPass() == nil)
    }

    @Test("a pause that settles before the closing pass comes back settles with a pass of its own, not the preview's words")
    func settlingPauseBeforeClosing() throws {
        var policy = Self.policy()
        try Self.spoke("Hello", in: &policy)
        let preview = try #require(policy.nextPass())
        policy.complete(preview, segments: Audio.heard("Hello they are", in: preview))
        policy.ingest(Audio.silence(seconds: 1))
        let settledOnPreview = policy.settleAtPause()
        #expect(!settledOnPreview)
        #expect(policy.segments.isEmpty)
        let settling = try #require(policy.nextPass())
        #expect(settling.isFinal && !settling.isPreview)
        policy.complete(settling, segments: Audio.heard("Hello there.", in: settling))
        #expect(policy.transcript.committed == "Hello there.")
    }

    @Test("speech resuming after a preview: the next live pass's words replace the preview's")
    func speechResumes() throws {
        var policy = Self.policy()
        try Self.spoke("Hello", in: &policy)
        let preview = try #require(policy.nextPass())
        policy.complete(preview, segments: Audio.heard("Hello they are", in: preview))
        policy.ingest(Audio.tone(seconds: 0.5))
        let live = try #require(policy.nextPass())
        #expect(!live.isPreview && !live.closesUtterance)
        policy.complete(live, segments: Audio.heard("Hello there, friend", in: live))
        #expect(policy.transcript.tentative == "Hello there, friend")
        #expect(policy.segments.isEmpty)
    }

    @Test("without previews, or when the closing pass has a live pass's context, the closing pass comes at once",
          arguments: [(false, 30.0), (true, 0.0)])
    func noPreview(previews: Bool, settlingContext: Double) throws {
        var policy = Self.policy(previews: previews, settlingContext: settlingContext)
        try Self.spoke("Hello", in: &policy)
        let closing = try #require(policy.nextPass())
        #expect(!closing.isPreview && closing.closesUtterance)
    }
}
