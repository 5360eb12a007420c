import Testing
@testable import SpeechEngine
import TestSupport

/// Which stock phrases a pass that settles words may settle on its own word, with no model.
@Suite("Streaming policy: doubted stock phrases", .ownThread)
struct StockPhraseDoubtTests {
    /// The final pass over `seconds` of speech-like sound followed by a settling pause.
    static func finalPass(seconds: Double) throws -> (StreamingPolicy, StreamingPolicy.Pass) {
        var policy = StreamingPolicyTests.settlingAtEveryPause()
        policy.ingest(StreamingPolicyTests.tone(seconds: seconds) + StreamingPolicyTests.silence(seconds: 1))
        return (policy, try #require(policy.nextPass(finishing: true)))
    }

    static func segments(_ words: String, in pass: StreamingPolicy.Pass, noSpeech: Float) -> [DecodedSegment] {
        StreamingPolicyTests.heard(words, in: pass).map { segment in
            var segment = segment
            segment.noSpeechProbability = noSpeech
            return segment
        }
    }

    @Test("a lone stock phrase over short speech is doubted; over long speech only where whisper found speech unlikely")
    func doubts() throws {
        let (short, shortPass) = try Self.finalPass(seconds: 1.5)
        #expect(shortPass.voicedSeconds >= HallucinationFilter.shortSpeech, "the filter alone keeps it: \(shortPass.voicedSeconds) s")
        #expect(shortPass.voicedSeconds < StreamingPolicy.doubtfulSpeech)
        let outro = Self.segments("Thank you for watching!", in: shortPass, noSpeech: 0.01)
        #expect(short.doubts(shortPass, segments: outro, heard: short.words(heardBy: shortPass, segments: outro)))
        let sentence = Self.segments("Forty two.", in: shortPass, noSpeech: 0.01)
        #expect(!short.doubts(shortPass, segments: sentence, heard: short.words(heardBy: shortPass, segments: sentence)))
        let longer = Self.segments("Thank you for watching and goodbye.", in: shortPass, noSpeech: 0.01)
        #expect(!short.doubts(shortPass, segments: longer, heard: short.words(heardBy: shortPass, segments: longer)), "not a lone stock phrase")

        let (long, longPass) = try Self.finalPass(seconds: 4)
        #expect(longPass.voicedSeconds >= StreamingPolicy.doubtfulSpeech)
        for (noSpeech, doubted) in [(Float(0.01), false), (0.8, true)] {
            let thanks = Self.segments("Thank you.", in: longPass, noSpeech: noSpeech)
            #expect(long.doubts(longPass, segments: thanks, heard: long.words(heardBy: longPass, segments: thanks)) == doubted, "no speech \(noSpeech)")
        }
    }

    @Test("a live pass's stock phrase is shown, not doubted: nothing settles it as heard")
    func livePassesAreNotDoubted() throws {
        var policy = StreamingPolicy(configuration: StreamingPolicyTests.toneConfiguration)
        policy.ingest(StreamingPolicyTests.tone(seconds: 1.5))
        let live = try #require(policy.nextPass())
        #expect(!live.closesUtterance && !live.isFinal)
        let outro = Self.segments("Thank you for watching!", in: live, noSpeech: 0.01)
        #expect(!policy.doubts(live, segments: outro, heard: policy.words(heardBy: live, segments: outro)))
    }

    @Test("a careful pass's stock phrase settles unless whisper found speech unlikely under it")
    func confirmed() throws {
        let (policy, pass) = try Self.finalPass(seconds: 1.5)
        for (noSpeech, kept) in [(Float(0.1), true), (0.7, false)] {
            let segments = Self.segments("Thank you.", in: pass, noSpeech: noSpeech)
            let heard = policy.words(heardBy: pass, segments: segments)
            #expect(policy.confirmed(heard, segments: segments) == (kept ? heard : []), "no speech \(noSpeech)")
        }
        let sentence = Self.segments("There is going to be no voiced speech.", in: pass, noSpeech: 0.7)
        let heard = policy.words(heardBy: pass, segments: sentence)
        #expect(policy.confirmed(heard, segments: sentence) == heard, "words beyond a stock phrase are the careful pass's to settle")
    }

    @Test("the outro phrases whisper writes over unclear speech are stock phrases")
    func outros() {
        for phrase in ["I'll see you next time!", "See you next time.", "Thanks for watching!", "Thank you."] {
            let words = phrase.split(separator: " ").map { Word(text: String($0), start: 0, end: 0) }
            #expect(HallucinationFilter.isStockPhrase(words), "\(phrase)")
        }
    }
}
