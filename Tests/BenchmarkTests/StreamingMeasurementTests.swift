import Foundation
import Testing
import Benchmark
import TestSupport

@Suite(.ownThread) struct SpeechSpanTests {
    /// `seconds` of a 200 Hz tone at `amplitude`.
    private func tone(_ seconds: Double, amplitude: Float) -> [Float] {
        (0..<Int(seconds * 16_000)).map { amplitude * sin(2 * .pi * 200 * Float($0) / 16_000) }
    }

    private func silence(_ seconds: Double) -> [Float] {
        [Float](repeating: 0, count: Int(seconds * 16_000))
    }

    @Test func findsSpeechBetweenSilences() throws {
        let span = try #require(SpeechSpan.detect(in: silence(1) + tone(2, amplitude: 0.3) + silence(0.5)))
        #expect(abs(span.start - 1) < 0.021)
        #expect(abs(span.end - 3) < 0.021)
    }

    @Test func quietSyllablesInsideSpeechDoNotSplitIt() throws {
        let samples = silence(0.5) + tone(0.5, amplitude: 0.3) + tone(0.3, amplitude: 0.001) + tone(0.5, amplitude: 0.2)
        let span = try #require(SpeechSpan.detect(in: samples))
        #expect(abs(span.start - 0.5) < 0.021)
        #expect(abs(span.end - 1.8) < 0.021)
    }

    @Test func steadyNoiseIsNoSpeechButSpeechOverNoiseIs() throws {
        var generator = SystemRandomNumberGenerator()
        let noise = (0..<48_000).map { _ in Float.random(in: -0.01...0.01, using: &generator) }
        #expect(SpeechSpan.detect(in: noise) == nil)
        var speech = noise
        for index in 16_000..<32_000 { speech[index] += 0.3 * sin(2 * .pi * 200 * Float(index) / 16_000) }
        let span = try #require(SpeechSpan.detect(in: speech))
        #expect(abs(span.start - 1) < 0.021)
        #expect(abs(span.end - 2) < 0.021)
    }

    @Test func silenceClicksAndEmptyAudioHaveNoSpeech() {
        #expect(SpeechSpan.detect(in: silence(2)) == nil)
        #expect(SpeechSpan.detect(in: []) == nil)
        // Two loud frames (40 ms) are a click, not speech.
        #expect(SpeechSpan.detect(in: silence(1) + tone(0.04, amplitude: 0.5) + silence(1)) == nil)
    }
}

@Suite(.ownThread) struct StreamTimelineTests {
    private func timeline(_ entries: [(Double, String)]) -> StreamTimeline {
        var timeline = StreamTimeline()
        for (time, text) in entries { timeline.record(text, at: time) }
        return timeline
    }

    @Test func firstWordCountsFromSpeechStart() {
        let shown = timeline([(0.9, ""), (1.7, "Ask"), (2.1, "Ask not"), (3.0, "Ask not what")])
        #expect(shown.firstWordLatency(after: 1.0) == 0.7)
        #expect(shown.finalText == "Ask not what")
    }

    @Test func wordsShownBeforeSpeechDoNotCountAsTheFirstWord() {
        // A hallucination in the lead-in noise: the first word is the one after it.
        let shown = timeline([(0.5, "you"), (1.2, "you"), (1.8, "you Ask")])
        #expect(shown.firstWordLatency(after: 1.0).map { abs($0 - 0.8) < 1e-9 } == true)
    }

    @Test func noWordsMeansNoFirstWordLatency() {
        #expect(timeline([(1, ""), (2, "")]).firstWordLatency(after: 0.5) == nil)
        #expect(StreamTimeline().firstWordLatency(after: 0) == nil)
    }

    @Test func finalTextLatencyIsTheLastChange() {
        // Repeating the same text is no change.
        let shown = timeline([(1, "hello"), (2.5, "hello world"), (3.2, "Hello world."), (4, "Hello world.")])
        #expect(shown.finalTextLatency(after: 2.7).map { abs($0 - 0.5) < 1e-9 } == true)
        #expect(shown.finalTextLatency(after: 5) == 0)
        #expect(StreamTimeline().finalTextLatency(after: 1) == nil)
    }

    @Test func retractionCoversEveryTextShown() {
        let shown = timeline([(1, "I scream"), (2, "ice cream"), (3, "ice creams")])
        #expect(shown.retraction == RetractionCount(shownCharacters: 18, retractedCharacters: 8))
    }
}

@Suite(.ownThread) struct VirtualClockTests {
    @Test func runsWithTheWallClockUntilAdvanced() {
        let clock = VirtualClock(origin: 10)
        #expect(clock.time(atWall: 10) == 0)
        #expect(clock.time(atWall: 10.25) == 0.25)
    }

    @Test func advancingSkipsIdleTimeAndKeepsChargingWork() {
        var clock = VirtualClock(origin: 0)
        // Idle at wall 0.003 with the next chunk due at 0.02: jump there.
        clock.advance(to: 0.02, atWall: 0.003)
        #expect(abs(clock.time(atWall: 0.003) - 0.02) < 1e-12)
        // A 0.5 s pass then runs on the wall clock, past later chunks' due times.
        #expect(abs(clock.time(atWall: 0.503) - 0.52) < 1e-12)
        #expect(abs(clock.skipped - 0.017) < 1e-12)
    }

    @Test func neverGoesBack() {
        var clock = VirtualClock(origin: 0)
        clock.advance(to: 0.1, atWall: 0.3)
        #expect(clock.time(atWall: 0.3) == 0.3)
        #expect(clock.skipped == 0)
    }
}
