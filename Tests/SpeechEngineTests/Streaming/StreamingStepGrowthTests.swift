import Testing
@testable import SpeechEngine

/// With ``StreamingConfiguration/stepGrowth``, live passes over a long live region come less
/// often, while a short region keeps the step and the voice stopping still brings a pass at once.
@Suite("Streaming policy: a step that grows with the live region")
struct StreamingStepGrowthTests {
    typealias Audio = StreamingPolicyTests

    static func policy(growth: Double) -> StreamingPolicy {
        var configuration = StreamingPolicyTests.toneConfiguration
        configuration.maximumWindow = 28
        configuration.stepGrowth = growth
        return StreamingPolicy(configuration: configuration)
    }

    /// Speaks `seconds` and runs the live pass then due.
    static func speak(_ seconds: Double, in policy: inout StreamingPolicy) throws {
        policy.ingest(Audio.tone(seconds: seconds))
        let live = try #require(policy.nextPass())
        #expect(!live.closesUtterance && !live.isFinal)
        policy.complete(live, segments: Audio.heard("Some words", in: live))
    }

    @Test("over an 8 s region, a tenth of it is the step", arguments: [0.0, 0.1])
    func longRegionWaitsLonger(growth: Double) throws {
        var policy = Self.policy(growth: growth)
        try Self.speak(8, in: &policy)
        policy.ingest(Audio.tone(seconds: 0.42))
        let dueAtOnce = policy.nextPass() != nil
        #expect(dueAtOnce == (growth == 0), "0.42 s of new speech is a step only without growth")
        policy.ingest(Audio.tone(seconds: 0.5))
        let next = try #require(policy.nextPass(), "0.92 s of new speech is more than a tenth of the 8.92 s region")
        #expect(!next.closesUtterance)
    }

    @Test("a short region keeps the configured step")
    func shortRegionKeepsTheStep() throws {
        var policy = Self.policy(growth: 0.1)
        try Self.speak(1, in: &policy)
        policy.ingest(Audio.tone(seconds: 0.42))
        let due = policy.nextPass() != nil
        #expect(due)
    }

    @Test("the voice stopping brings the closing pass at once, however long the region")
    func voiceStopIsNotDelayed() throws {
        var policy = Self.policy(growth: 0.5)
        try Self.speak(8, in: &policy)
        policy.ingest(Audio.tone(seconds: 0.2))
        let dueWhileSpeaking = policy.nextPass() != nil
        #expect(!dueWhileSpeaking)
        policy.ingest(Audio.silence(seconds: 0.3))
        let closing = try #require(policy.nextPass())
        #expect(closing.closesUtterance)
    }
}
