import Testing
import Benchmark

@Suite struct FinalWordsLatencyTests {
    private func timeline(_ entries: [(Double, String)]) -> StreamTimeline {
        var timeline = StreamTimeline()
        for (time, text) in entries { timeline.record(text, at: time) }
        return timeline
    }

    @Test func countsUntilTheLastWordsFirstShowAsTheyWillRemain() {
        // The tentative "the lazy dog" at 3.4 is what remains (settling only adds the full stop);
        // "the lazy dock" at 3.1 is not.
        let shown = timeline([(2.5, "the quick brown fox"), (3.1, "the quick brown fox jumps over the lazy dock"),
                              (3.4, "the quick brown fox jumps over the lazy dog"),
                              (4.6, "The quick brown fox jumps over the lazy dog.")])
        #expect(shown.finalWordsLatency(after: 3.0).map { abs($0 - 0.4) < 1e-9 } == true)
        // The text settled later: the two figures differ.
        #expect(shown.finalTextLatency(after: 3.0).map { abs($0 - 1.6) < 1e-9 } == true)
    }

    @Test func wordsOnScreenBeforeTheSpeechEndedCostNothing() {
        let shown = timeline([(1.0, "go forward"), (1.4, "go forward ten meters"), (2.5, "Go forward ten meters.")])
        #expect(shown.finalWordsLatency(after: 1.6) == 0)
    }

    @Test func shortTranscriptsWaitForAllTheirWordsAndEmptyOnesForNothing() {
        let shown = timeline([(1.0, "yes"), (1.2, "yes no"), (1.5, "Yes, no.")])
        #expect(shown.finalWordsLatency(after: 1.0).map { abs($0 - 0.2) < 1e-9 } == true)
        #expect(timeline([(1, ""), (2, "")]).finalWordsLatency(after: 0.5) == nil)
        #expect(StreamTimeline().finalWordsLatency(after: 0) == nil)
    }

    @Test func aRetractedFinalPhraseCountsFromItsFirstShowing() {
        // Shown, taken back, shown again: "first contains" is the first time.
        let shown = timeline([(2.0, "ask not what"), (2.3, "ask knot"), (2.8, "Ask not what.")])
        #expect(shown.finalWordsLatency(after: 1.5).map { abs($0 - 0.5) < 1e-9 } == true)
    }
}
