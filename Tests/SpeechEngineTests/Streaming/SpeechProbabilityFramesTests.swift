import Testing
@testable import SpeechEngine
import TestSupport

/// Silero's 32 ms probabilities mapped to the policy's 20 ms frames, without a model.
@Suite("Speech probability frames", .ownThread)
struct SpeechProbabilityFramesTests {
    static func frames(hangover: Double = 0) -> SpeechProbabilityFrames {
        var frames = SpeechProbabilityFrames(threshold: 0.5)
        frames.hangover = hangover
        return frames
    }

    @Test("a frame is decided once every chunk it overlaps is, and takes the highest probability among them")
    func mapping() {
        var frames = Self.frames()
        // Chunk 1 is samples 512..<1024: it overlaps frames 1 (320..<640), 2 (640..<960) and 3 (960..<1280).
        #expect(frames.add([0]) == [false], "frame 0 ends at 320, inside chunk 0; frame 1 needs chunk 1")
        #expect(frames.add([0.9]) == [true, true], "frames 1 and 2 end inside chunk 1; frame 3 needs chunk 2")
        #expect(frames.add([0, 0, 0]) == [true, false, false, false, false], "frame 3 overlaps chunk 1 too")
        #expect(frames.decidedSamples == 8 * 320, "five chunks are exactly eight frames")
    }

    @Test("speech starts at the threshold and, once started, holds down to the threshold less the hysteresis")
    func hysteresis() {
        var frames = Self.frames()
        // One probability per 2,560 samples (five chunks, eight frames) keeps the frames' sources apart.
        func run(_ probability: Float) -> [Bool] { frames.add(Array(repeating: probability, count: 5)) }
        #expect(run(0.4) == Array(repeating: false, count: 8), "below the threshold, nothing starts")
        #expect(run(0.6) == Array(repeating: true, count: 8))
        #expect(run(0.4) == Array(repeating: true, count: 8), "0.4 is above 0.5 − 0.15: the dip inside a word")
        #expect(run(0.3) == Array(repeating: false, count: 8))
        #expect(run(0.4) == Array(repeating: false, count: 8), "after speech ended, 0.4 does not start it again")
    }

    @Test("the hangover keeps speech on for 0.2 s after the last voiced frame, and the time since voice counts from it")
    func hangover() {
        var frames = Self.frames(hangover: 0.2)
        #expect(frames.samplesSinceVoice == nil, "no speech yet")
        let speech = frames.add(Array(repeating: 0.9, count: 5))
        #expect(speech.allSatisfy { $0 })
        #expect(frames.samplesSinceVoice == 0)
        let after = frames.add(Array(repeating: 0, count: 10))
        #expect(after.count == 16)
        #expect(after.prefix(10).allSatisfy { $0 }, "ten frames, 0.2 s, of hangover")
        #expect(after.dropFirst(10).allSatisfy { !$0 })
        #expect(!frames.isSpeaking)
        #expect(frames.samplesSinceVoice == 16 * 320)
    }
}
