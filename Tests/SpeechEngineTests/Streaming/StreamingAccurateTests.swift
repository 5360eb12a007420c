import Testing
@testable import SpeechEngine
import TestSupport

/// Settling `accurate`: the pass as the voice stops only shows the last words, quickly, and every
/// window is settled by a final pass over all of it at a sentence's pause, with the full context.
@Suite("Streaming policy: settling accurate", .ownThread)
struct StreamingAccurateTests {
    typealias Audio = StreamingPolicyTests

    static func policy() -> StreamingPolicy {
        var configuration = StreamingPolicyTests.toneConfiguration
        configuration.settle(.accurate)
        return StreamingPolicy(configuration: configuration)
    }

    /// The pass `policy` asks for now. Taken out of the expectation first, so a failure does not
    /// print the whole policy and its audio.
    static func due(_ policy: StreamingPolicy, finishing: Bool = false) throws -> StreamingPolicy.Pass {
        let pass = policy.nextPass(finishing: finishing)
        return try #require(pass)
    }

    /// Speaks `seconds` of an utterance, stops for 0.3 s, and completes the pass that asks for as
    /// having heard `words`. Returns that pass.
    @discardableResult
    static func speak(_ words: String, seconds: Double, in policy: inout StreamingPolicy) throws -> StreamingPolicy.Pass {
        policy.ingest(Audio.tone(seconds: seconds))
        policy.ingest(Audio.silence(seconds: 0.3))
        let closing = try due(policy)
        policy.complete(closing, segments: Audio.heard(words, in: closing))
        return closing
    }

    @Test("the presets: quick settles at every closing pause in 10 s windows; accurate at 1 s in 28 s windows, by final passes")
    func presets() {
        let quick = StreamingConfiguration(settling: .quick)
        #expect(quick == StreamingConfiguration())
        #expect(quick.settlePause == 0.3 && quick.maximumWindow == 10 && quick.closingPassSettles)
        var accurate = StreamingConfiguration(settling: .accurate)
        #expect(accurate.settlePause == 1 && accurate.maximumWindow == 28 && !accurate.closingPassSettles)
        accurate.voiceGate = .energy
        accurate.settle(.quick)
        #expect(accurate.closingPassSettles && accurate.settlePause == 0.3 && accurate.voiceGate == .energy,
                "a preset sets when the text settles and nothing else")
    }

    @Test("past a short answer, the pass as the voice stops is a live one: sized to its audio, and its words only shown")
    func closingPassShows() throws {
        var policy = Self.policy()
        policy.ingest(Audio.tone(seconds: 4))
        policy.ingest(Audio.silence(seconds: 0.3))
        let closing = try Self.due(policy)
        #expect(!closing.isFinal && !closing.closesUtterance)
        #expect(closing.audioContext > 0 && closing.audioContext < PassWork.fullAudioContext, "the encoder sized to the audio")
        policy.complete(closing, segments: Audio.heard("Call me back.", in: closing))
        #expect(policy.transcript.tentative == "Call me back.")
        policy.ingest(Audio.silence(seconds: 0.4))
        let breath = policy.settleAtPause()
        #expect(!breath, "a breath settles nothing")
        #expect(policy.segments.isEmpty)
    }

    @Test("at a sentence's pause even one utterance is decoded again, whole, with the full context, and settled as that pass hears it")
    func finalPassSettles() throws {
        var policy = Self.policy()
        let closing = try Self.speak("Call me bag.", seconds: 4, in: &policy)
        policy.ingest(Audio.silence(seconds: 1))
        let settledAsHeard = policy.settleAtPause()
        #expect(!settledAsHeard, "the live pass's words are not settled as heard")
        #expect(policy.segments.isEmpty)
        let final = try Self.due(policy)
        #expect(final.isFinal && final.closesUtterance && final.audioContext == 0)
        #expect(final.start <= closing.start && final.end >= closing.end)
        policy.complete(final, segments: Audio.heard("Call me back.", in: final))
        #expect(policy.transcript.committed == "Call me back.")
        #expect(policy.transcript.tentative.isEmpty)
        let after = policy.nextPass()
        #expect(after == nil)
    }

    @Test("utterances closed by short pauses stay shown until the sentence's pause settles them together")
    func utterancesSettleTogether() throws {
        var policy = Self.policy()
        for (words, seconds) in [("Hello there.", 3.5), ("How are you?", 1.0)] {
            try Self.speak(words, seconds: seconds, in: &policy)
            policy.ingest(Audio.silence(seconds: 0.4))
            let settled = policy.settleAtPause()
            #expect(!settled)
        }
        #expect(policy.transcript.tentative == "Hello there. How are you?")
        policy.ingest(Audio.silence(seconds: 0.4))
        let settledAsShown = policy.settleAtPause()
        #expect(!settledAsShown)
        let final = try Self.due(policy)
        #expect(final.isFinal && final.start == 0)
        policy.complete(final, segments: Audio.heard("Hello there, how are you?", in: final))
        #expect(policy.transcript.committed == "Hello there, how are you?")
    }

    @Test("finishing settles through a final pass too, not the live words as they stand")
    func finishingDecodesAgain() throws {
        var policy = Self.policy()
        try Self.speak("Call me bag.", seconds: 4, in: &policy)
        let settledAsShown = policy.settleAtPause(finishing: true)
        #expect(!settledAsShown)
        let final = try Self.due(policy, finishing: true)
        #expect(final.isFinal)
    }

    @Test("a short answer's pass as the voice stops hears the full context with the beam, and its words settle as heard at the sentence's pause")
    func shortAnswerSettlesAsClosed() throws {
        var policy = Self.policy()
        let closing = try Self.speak("Yes, please.", seconds: 1.5, in: &policy)
        #expect(closing.closesUtterance && closing.isShortAnswer && closing.audioContext == 0)
        policy.ingest(Audio.silence(seconds: 0.4))
        let breath = policy.settleAtPause()
        #expect(!breath && policy.transcript.tentative == "Yes, please.")
        policy.ingest(Audio.silence(seconds: 0.6))
        let settled = policy.settleAtPause()
        #expect(settled && policy.transcript.committed == "Yes, please.")
        let after = policy.nextPass()
        #expect(after == nil, "no final pass decodes it again")
    }

    @Test("a short answer's pass as the voice stops hears its speech and the closing pause however late it runs, and none follows it over the silence")
    func shortAnswerPassEndsAfterTheClosingPause() throws {
        var policy = Self.policy()
        policy.ingest(Audio.tone(seconds: 1))
        // The pass runs late: by then the silence after the answer has gone on for half a second.
        policy.ingest(Audio.silence(seconds: 0.5))
        let closing = try Self.due(policy)
        #expect(closing.closesUtterance && closing.isShortAnswer)
        #expect(abs(closing.seconds - 1.3) < 0.1, "1 s of speech and 0.3 s of pause, not \(closing.seconds) s")
        policy.complete(closing, segments: Audio.heard("No thanks.", in: closing))
        policy.ingest(Audio.silence(seconds: 0.4))
        let none = policy.nextPass() == nil
        #expect(none, "a pass over more silence would only hear the answer again")
        policy.ingest(Audio.silence(seconds: 0.2))
        let settled = policy.settleAtPause()
        #expect(settled && policy.transcript.committed == "No thanks.")
    }

    @Test("at the end a short answer heard whole settles as heard, and the last pass over one that was not is worth the beam")
    func shortAnswerAtTheEnd() throws {
        var heard = Self.policy()
        try Self.speak("42.", seconds: 1, in: &heard)
        let settled = heard.settleAtPause(finishing: true)
        #expect(settled && heard.transcript.committed == "42.")

        var cut = Self.policy()
        cut.ingest(Audio.tone(seconds: 1))
        cut.ingest(Audio.silence(seconds: 0.3))
        let last = try Self.due(cut, finishing: true)
        #expect(last.isFinal && last.isShortAnswer && last.closesUtterance)
    }

    @Test("speech after a short answer makes one window with it, no longer short")
    func shortAnswerGoesOn() throws {
        var policy = Self.policy()
        try Self.speak("Call me", seconds: 1, in: &policy)
        policy.ingest(Audio.silence(seconds: 0.3))
        policy.settleAtPause()
        policy.ingest(Audio.tone(seconds: 3))
        policy.ingest(Audio.silence(seconds: 0.3))
        let next = try Self.due(policy)
        #expect(next.start == 0 && !next.closesUtterance && !next.isShortAnswer)
    }

    @Test("a window past what whisper hears at once is split even where the voice has just stopped")
    func longestWindowSplits() throws {
        var policy = Self.policy()
        policy.ingest(Audio.tone(seconds: 27.6))
        policy.ingest(Audio.silence(seconds: 0.2))
        let atLimit = try Self.due(policy)
        #expect(atLimit.split == nil, "at 27.8 s the pause may still settle the window whole")
        policy.complete(atLimit, segments: Audio.heard("words", in: atLimit))
        policy.ingest(Audio.tone(seconds: 1.4))
        policy.ingest(Audio.silence(seconds: 0.3))
        let past = try Self.due(policy)
        #expect(past.split != nil && past.seconds > StreamingPolicy.longestWindow, "a pass over \(past.seconds) s")
    }

    @Test("speech filling what whisper hears at once is split at the settling pause and at the end too")
    func longestWindowSplitsAtThePause() throws {
        var policy = Self.policy()
        policy.ingest(Audio.tone(seconds: 29.4))
        policy.ingest(Audio.silence(seconds: 1.3))
        let settling = try Self.due(policy)
        #expect(settling.split != nil, "29.4 s of speech is not decoded as one window")
        let finishing = try Self.due(policy, finishing: true)
        #expect(finishing.split != nil)
    }

    @Test("a live pass over a long utterance hears its last seconds from the end of a shown word, and leaves the words before shown")
    func livePassHearsTheTail() throws {
        var policy = Self.policy()
        policy.ingest(Audio.tone(seconds: 8))
        let first = try Self.due(policy)
        #expect(first.start == 0 && first.keptLive.isEmpty)
        policy.complete(first, segments: Audio.heard("one two three four five six seven eight", in: first))
        policy.ingest(Audio.tone(seconds: 1))
        let tail = try Self.due(policy)
        #expect(tail.keptLive.map(\.text) == ["one", "two", "three"], "words ending 6 s or more before the end of 9 s")
        #expect(tail.start == 3 * 16_000 && tail.seconds == 6, "from the end of the last kept word")
        policy.complete(tail, segments: Audio.heard("four five six seven eight nine", in: tail))
        #expect(policy.transcript.tentative == "one two three four five six seven eight nine")
    }

    @Test("settling quick, every live pass hears the whole live region")
    func quickHearsItAll() throws {
        var configuration = StreamingPolicyTests.toneConfiguration
        configuration.maximumWindow = 28
        var policy = StreamingPolicy(configuration: configuration)
        policy.ingest(Audio.tone(seconds: 8))
        let first = try Self.due(policy)
        policy.complete(first, segments: Audio.heard("one two three four five six seven eight", in: first))
        policy.ingest(Audio.tone(seconds: 0.4))
        let next = try Self.due(policy)
        #expect(next.start == 0 && next.keptLive.isEmpty)
    }

    @Test("a final pass is shown the end of the settled text as what came before; a split pass, and the window after a split, are not")
    func precedingText() throws {
        var policy = Self.policy()
        policy.ingest(Audio.tone(seconds: 1.5))
        policy.ingest(Audio.silence(seconds: 1.3))
        let first = try Self.due(policy)
        #expect(first.isFinal && first.precedingText.isEmpty, "nothing settled yet")
        policy.complete(first, segments: Audio.heard("Call me back.", in: first))
        policy.ingest(Audio.tone(seconds: 1.5))
        policy.ingest(Audio.silence(seconds: 1.3))
        let second = try Self.due(policy)
        #expect(second.isFinal && second.precedingText == "Call me back.")
        policy.complete(second, segments: Audio.heard("After lunch.", in: second))
        policy.ingest(Audio.tone(seconds: 29.4))
        let split = try Self.due(policy)
        #expect(split.split != nil && split.precedingText.isEmpty)
    }

    @Test("what a split pass heard after its split settles at the pause as heard, and at the end of the session too")
    func splitRestSettles() throws {
        for finishing in [false, true] {
            var policy = Self.policy()
            policy.ingest(Audio.tone(seconds: 29.4))
            policy.ingest(Audio.silence(seconds: finishing ? 0.4 : 1.3))
            let split = try Self.due(policy, finishing: finishing)
            let words = (1...40).map { "w\($0)" }.joined(separator: " ")
            policy.complete(split, segments: Audio.heard(words, in: split))
            #expect(!policy.segments.isEmpty, "the words before the split settle")
            let settled = policy.settleAtPause(finishing: finishing)
            #expect(settled, "the rest, heard with the full context and the beam, settles as heard")
            #expect(policy.transcript.committed == words)
            let more = policy.nextPass(finishing: finishing)
            #expect(more == nil)
        }
    }
}
