import Foundation
import Testing
@testable import SpeechEngine
import TestSupport

/// The streaming policy driven by hand: made-up audio in, made-up decoder results in, no model.
@Suite("Streaming policy", .ownThread)
struct StreamingPolicyTests {
    /// Speech-like sound: a 220 Hz tone in syllables, three a second, with quiet between them.
    /// (A steady tone is what hum is, and the voice gate rightly ignores it.)
    static func tone(seconds: Double, amplitude: Float = 0.1) -> [Float] {
        (0..<Int(seconds * 16_000)).map { index in
            let time = Float(index) / 16_000
            return amplitude * max(0, sin(2 * .pi * 3 * time)) * sin(2 * .pi * 220 * time)
        }
    }

    static func silence(seconds: Double) -> [Float] { [Float](repeating: 0, count: Int(seconds * 16_000)) }

    /// The configuration these tests start from: the energy gate, which takes ``tone(seconds:amplitude:)``
    /// for speech, as Silero rightly does not.
    static var toneConfiguration: StreamingConfiguration {
        var configuration = StreamingConfiguration()
        configuration.voiceGate = .energy
        return configuration
    }

    /// A policy whose pause that closes an utterance also settles it: the rules of one utterance,
    /// apart from settling several at once (``StreamingSettleTests``).
    static func settlingAtEveryPause() -> StreamingPolicy {
        var configuration = StreamingPolicyTests.toneConfiguration
        configuration.settlePause = StreamingPolicy.closingPause
        return StreamingPolicy(configuration: configuration)
    }

    /// What a decoder would return for `words`, spread evenly over `pass`.
    static func heard(_ words: String, in pass: StreamingPolicy.Pass) -> [DecodedSegment] {
        let list = words.split(separator: " ").map(String.init)
        let step = pass.seconds / Double(max(list.count, 1))
        let tokens = list.enumerated().map { index, word in
            DecodedToken(bytes: Array((" " + word).utf8), start: Double(index) * step, end: Double(index + 1) * step, probability: 0.9)
        }
        return list.isEmpty ? [] : [DecodedSegment(text: words, start: 0, end: pass.seconds, noSpeechProbability: 0.01, tokens: tokens)]
    }

    @Test("silence asks for no pass and keeps only the pre-roll")
    func silenceCostsNothing() {
        var policy = StreamingPolicy(configuration: StreamingPolicyTests.toneConfiguration)
        policy.ingest(Self.silence(seconds: 10))
        #expect(policy.nextPass() == nil)
        #expect(policy.nextPass(finishing: true) == nil)
        #expect(!policy.hasPendingSpeech)
        #expect(policy.heard == 160_000)
    }

    @Test("steady noise and hum do not open the voice gate")
    func steadyNoise() {
        var policy = StreamingPolicy(configuration: StreamingPolicyTests.toneConfiguration)
        var generator = SystemRandomNumberGenerator()
        policy.ingest((0..<160_000).map { index in
            Float.random(in: -0.05...0.05, using: &generator) + 0.05 * sin(Float(index) * 2 * .pi * 50 / 16_000)
        })
        #expect(!policy.hasPendingSpeech)
    }

    @Test("speech asks for a pass each step, over the window, with the encoder sized to it")
    func passesWhileSpeaking() throws {
        var policy = StreamingPolicy(configuration: StreamingPolicyTests.toneConfiguration)
        policy.ingest(Self.silence(seconds: 1))
        #expect(policy.nextPass() == nil, "no speech yet")
        policy.ingest(Self.tone(seconds: 0.5))
        let pass = try #require(policy.nextPass())
        #expect(!pass.isFinal)
        #expect(pass.seconds < 1, "old silence beyond the pre-roll was dropped")
        #expect(pass.audioContext == 128)
        policy.complete(pass, segments: [])
        policy.ingest(Self.tone(seconds: 0.2))
        #expect(policy.nextPass() == nil, "less than a step of new audio")
        policy.ingest(Self.tone(seconds: 0.2))
        #expect(policy.nextPass() != nil)
    }

    @Test("settling accurate, a live pass over a long utterance waits for an eighth of it; settling quick, every 0.4 s")
    func stepGrowsWithTheUtterance() throws {
        var quick = StreamingPolicy(configuration: StreamingPolicyTests.toneConfiguration)
        quick.ingest(Self.tone(seconds: 8))
        let quickFirst = try #require(quick.nextPass())
        quick.complete(quickFirst, segments: [])
        quick.ingest(Self.tone(seconds: 0.4))
        #expect(quick.nextPass() != nil)
        var policy = StreamingAccurateTests.policy()
        policy.ingest(Self.tone(seconds: 8))
        let first = policy.nextPass()
        let pass = try #require(first)
        policy.complete(pass, segments: [])
        policy.ingest(Self.tone(seconds: 0.8))
        let early = policy.nextPass()
        #expect(early == nil, "0.8 s of new audio over a live region of 8.8 s: less than its eighth")
        policy.ingest(Self.tone(seconds: 0.4))
        let due = policy.nextPass()
        #expect(due != nil, "1.2 s over 9.2 s")
    }

    @Test("while someone speaks, the tentative text is the latest pass over the whole window")
    func tentativeWhileSpeaking() throws {
        var policy = StreamingPolicy(configuration: StreamingPolicyTests.toneConfiguration)
        policy.ingest(Self.tone(seconds: 1))
        for heard in ["please move the", "Please move the team", "Please move the beam meeting"] {
            let pass = try #require(policy.nextPass())
            #expect(pass.start == 0, "every pass hears the utterance from its start")
            policy.complete(pass, segments: Self.heard(heard, in: pass))
            #expect(policy.segments.isEmpty, "nothing settles while the voice goes on")
            #expect(policy.transcript.tentative == heard)
            policy.ingest(Self.tone(seconds: 0.5))
        }
    }

    @Test("when the voice stops, a pass runs at once; the pause then settles its words without another")
    func pauseSettlesTheClosingPass() throws {
        var policy = Self.settlingAtEveryPause()
        policy.ingest(Self.tone(seconds: 1.5))
        let live = try #require(policy.nextPass())
        #expect(!live.closesUtterance, "the voice is still going")
        policy.complete(live, segments: Self.heard("hello the", in: live))
        policy.ingest(Self.silence(seconds: 0.3))
        let closing = try #require(policy.nextPass(), "the voice stopped: no need to wait for a full step")
        #expect(!closing.isFinal)
        #expect(closing.closesUtterance)
        policy.complete(closing, segments: Self.heard("Hello there.", in: closing))
        let early = policy.settleAtPause()
        #expect(!early, "not yet a pause")
        #expect(policy.transcript.tentative == "Hello there.")
        policy.ingest(Self.silence(seconds: 0.4))
        let settled = policy.settleAtPause()
        #expect(settled)
        #expect(policy.transcript.committed == "Hello there.")
        #expect(policy.transcript.tentative.isEmpty)
        #expect(!policy.hasPendingSpeech)
        #expect(policy.nextPass() == nil, "the settled audio needs no final pass")
        policy.ingest(Self.tone(seconds: 0.5))
        let next = try #require(policy.nextPass())
        #expect(next.start >= closing.end, "the settled audio is gone from the window")
    }

    @Test("speech after the latest pass makes the pause run a final pass over the utterance")
    func pauseWithUnheardSpeech() throws {
        var policy = Self.settlingAtEveryPause()
        policy.ingest(Self.tone(seconds: 1))
        let live = try #require(policy.nextPass())
        policy.complete(live, segments: Self.heard("call me", in: live))
        policy.ingest(Self.tone(seconds: 0.3))
        policy.ingest(Self.silence(seconds: 0.8))
        let settled = policy.settleAtPause()
        #expect(!settled, "the latest pass did not hear all of it")
        let final = try #require(policy.nextPass())
        #expect(final.isFinal)
        #expect(final.closesUtterance)
        #expect(final.start == live.start)
        policy.complete(final, segments: Self.heard("Call me back.", in: final))
        #expect(policy.transcript.committed == "Call me back.")
        #expect(!policy.hasPendingSpeech)
    }

    @Test("finishing settles a latest pass that heard everything, or asks for a final pass")
    func finishing() throws {
        var policy = StreamingPolicy(configuration: StreamingPolicyTests.toneConfiguration)
        policy.ingest(Self.tone(seconds: 1))
        let live = try #require(policy.nextPass())
        policy.complete(live, segments: Self.heard("see you", in: live))
        let settled = policy.settleAtPause(finishing: true)
        #expect(settled)
        #expect(policy.transcript.committed == "see you")

        policy.ingest(Self.tone(seconds: 1))
        let settledAgain = policy.settleAtPause(finishing: true)
        #expect(!settledAgain)
        #expect(try #require(policy.nextPass(finishing: true)).isFinal)
    }

    @Test("settled text never changes, whatever later passes hear")
    func settledIsFinal() throws {
        var policy = StreamingPolicy(configuration: StreamingPolicyTests.toneConfiguration)
        policy.ingest(Self.tone(seconds: 1))
        let pass = try #require(policy.nextPass(finishing: true))
        policy.complete(pass, segments: Self.heard("call me back", in: pass))
        for words in ["fall we pack", "fall we pack later today"] {
            policy.ingest(Self.tone(seconds: 0.5))
            let pass = try #require(policy.nextPass())
            policy.complete(pass, segments: Self.heard(words, in: pass))
            #expect(policy.transcript.committed == "call me back")
        }
    }

    @Test("stock phrases heard in a blip are dropped; annotations always are", arguments: [
        ("Thank you.", 0.3, ""), ("you", 0.5, ""), ("[BLANK_AUDIO]", 3.0, ""), ("(music) Hello", 3.0, "Hello"),
        ("Thank you.", 2.0, "Thank you."),
    ])
    func hallucinations(heard: String, seconds: Double, kept: String) throws {
        var policy = StreamingPolicy(configuration: StreamingPolicyTests.toneConfiguration)
        policy.ingest(Self.tone(seconds: seconds))
        policy.ingest(Self.silence(seconds: 1))
        let pass = try #require(policy.nextPass(finishing: true))
        policy.complete(pass, segments: Self.heard(heard, in: pass))
        #expect(policy.transcript.text == kept)
    }

    @Test("a looping pass is cut to what the audio can hold")
    func loopingPass() throws {
        var policy = StreamingPolicy(configuration: StreamingPolicyTests.toneConfiguration)
        policy.ingest(Self.tone(seconds: 1))
        let pass = try #require(policy.nextPass(finishing: true))
        policy.complete(pass, segments: Self.heard(Array(repeating: "again", count: 60).joined(separator: " "), in: pass))
        #expect(policy.transcript.text.split(separator: " ").count <= 8)
    }

    /// Speech without a pause long enough to settle: syllables over a faint noise floor, with
    /// `gap` seconds of digital silence (quieter than any moment of the speech) after `before`.
    static func phrases(before: Double, gap: Double, after: Double) -> [Float] {
        let noise: (Float) -> Float = { $0 + Float.random(in: -0.001...0.001) }
        return tone(seconds: before).map(noise) + silence(seconds: gap) + tone(seconds: after).map(noise)
    }

    @Test("a window that never pauses is split again and again and never grows past its limit")
    func endlessSpeech() throws {
        var configuration = StreamingPolicyTests.toneConfiguration
        configuration.maximumWindow = 3
        var policy = StreamingPolicy(configuration: configuration)
        var longest = 0.0, splits = 0
        for _ in 0..<40 {
            policy.ingest(Self.tone(seconds: 0.4))
            while let pass = policy.nextPass() {
                longest = max(longest, pass.seconds)
                if pass.isFinal { splits += 1 }
                // A new word each time: a split's first words that repeat the settled text's last are
                // dropped. A phrase ends halfway, for the split pass to split at.
                let half = pass.seconds / 2
                policy.complete(pass, segments: StreamingSplitLookaheadTests.heard([("word\(splits)", 0, half), ("more", half, pass.seconds)]))
            }
        }
        #expect(longest <= 3.4, "longest pass \(longest) s")
        #expect(splits >= 5)
        #expect(policy.transcript.segments.count == splits)
    }

    @Test("a window that reaches its limit as the voice stops is not split: the pause settles it whole, and only speech resuming first splits it",
          arguments: [false, true])
    func limitAtAPause(resumes: Bool) throws {
        var configuration = StreamingPolicyTests.toneConfiguration
        configuration.maximumWindow = 3
        var policy = StreamingPolicy(configuration: configuration)
        for _ in 0..<7 {
            policy.ingest(Self.tone(seconds: 0.4))
            while let pass = policy.nextPass() { policy.complete(pass, segments: Self.heard("one two three four five six seven", in: pass)) }
        }
        policy.ingest(Self.silence(seconds: 0.25))
        let closing = try #require(policy.nextPass())
        #expect(closing.split == nil && !closing.isFinal && closing.closesUtterance, "the words heard last are shown at once")
        policy.complete(closing, segments: Self.heard("one two three four five six seven eight", in: closing))
        if resumes {
            policy.ingest(Self.tone(seconds: 0.4))
            #expect(try #require(policy.nextPass()).split != nil)
        } else {
            policy.ingest(Self.silence(seconds: 0.5))
            let settled = policy.settleAtPause()
            #expect(settled, "the closing pass heard the window whole, so no pass settles it")
            #expect(policy.transcript.committed == "one two three four five six seven eight")
            #expect(policy.nextPass() == nil)
        }
    }
}

@Suite("Streaming policy: cleaning up what a pass heard", .ownThread)
struct StreamingCleanupTests {
    static func words(_ text: String) -> [Word] {
        text.split(separator: " ").enumerated().map { Word(text: String($1), start: Double($0), end: Double($0) + 0.9) }
    }

    @Test("runs said back to back are kept once", arguments: [
        ("why should one halt on the way why should one halt on the way", "why should one halt on the way"),
        ("one two two two three", "one two three"),
        ("he had had enough", "he had had enough"),
        ("call me call me back", "call me back"),
        ("what your country can do for you why your country can do for you", "what your country can do for you why"),
        ("ask what you can do today and ask what you can do tomorrow", "ask what you can do today and ask what you can do tomorrow"),
        ("he was not an old-s-s-y-y-y-y-y-y-y-y-y-", "he was not an old-s-s"),
        ("hahahahaha that was funny", ""),
        ("a bookkeeper from Mississippi", "a bookkeeper from Mississippi"),
        ("the server went down twice during the night backup finished but the logs were not rotated "
            + "the server went down twice during the night backup finished but the logs were not rotated peter will add an alert",
         "the server went down twice during the night backup finished but the logs were not rotated peter will add an alert"),
    ])
    func repeats(heard: String, kept: String) {
        #expect(StreamingPolicy.collapsingRepeats(Self.words(heard)).map(\.text).joined(separator: " ") == kept)
    }

    @Test("a pass that only repeats the settled text adds nothing")
    func echo() throws {
        var policy = StreamingPolicyTests.settlingAtEveryPause()
        policy.ingest(StreamingPolicyTests.tone(seconds: 1.5))
        policy.ingest(StreamingPolicyTests.silence(seconds: 0.6))
        let first = try #require(policy.nextPass())
        policy.complete(first, segments: StreamingPolicyTests.heard("Why should one halt on the way?", in: first))
        policy.ingest(StreamingPolicyTests.tone(seconds: 0.6))
        let second = try #require(policy.nextPass(finishing: true))
        policy.complete(second, segments: StreamingPolicyTests.heard("Why should one halt on the way?", in: second))
        #expect(policy.transcript.text == "Why should one halt on the way?")
    }

    @Test("an utterance is settled from one pass over all of it, not stitched from pieces")
    func settledWhole() throws {
        var policy = StreamingPolicyTests.settlingAtEveryPause()
        policy.ingest(StreamingPolicyTests.tone(seconds: 1.5))
        for heard in ["pictures are a sort", "pictures are a sort of", "pictures are sort of national"] {
            let pass = try #require(policy.nextPass())
            policy.complete(pass, segments: StreamingPolicyTests.heard(heard, in: pass))
            policy.ingest(StreamingPolicyTests.tone(seconds: 0.5))
        }
        policy.ingest(StreamingPolicyTests.silence(seconds: 0.8))
        let final = try #require(policy.nextPass())
        policy.complete(final, segments: StreamingPolicyTests.heard("Pictures are a sort of national.", in: final))
        #expect(policy.transcript.text == "Pictures are a sort of national.")
    }
}
