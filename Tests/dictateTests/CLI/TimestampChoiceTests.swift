import SpeechEngine
import Testing
@testable import dictate

/// Which outputs make a whole-file pass decode timestamps, and how an untimed window is written.
@Suite("timestamps only where the output shows times")
struct TimestampChoiceTests {
    @Test("subtitles and JSON Lines ask for timestamps; plain text does not", arguments: [
        (OutputFormat.text, false), (.jsonl, true), (.srt, true), (.vtt, true),
    ])
    func formats(format: OutputFormat, timed: Bool) {
        #expect(format.needsTimestamps == timed)
    }

    @Test("an untimed window is cut into sentences that share its time by length")
    func sentences() {
        let window = Segment(text: "It rained. Did it stop? Not yet! And then", start: 30, end: 40)
        let pieces = window.sentences
        #expect(pieces.map(\.text) == ["It rained.", "Did it stop?", "Not yet!", "And then"])
        #expect(pieces.first?.start == 30)
        #expect(pieces.last?.end == 40)
        for (earlier, later) in zip(pieces, pieces.dropFirst()) { #expect(earlier.end < later.start) }
        #expect(Segment(text: "No sentence end", start: 0, end: 2).sentences.map(\.text) == ["No sentence end"])
        #expect(Segment(text: "Version 1.8.5 is here.", start: 0, end: 2).sentences.count == 1)
    }
}
