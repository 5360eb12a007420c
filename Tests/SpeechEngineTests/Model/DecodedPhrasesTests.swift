import Testing
@testable import SpeechEngine

/// How a single-segment pass's token sequence becomes phrases at the timestamps whisper decoded
/// inside it.
@Suite("Decoded segments split into phrases")
struct DecodedPhrasesTests {
    static func text(_ word: String, at time: Double) -> DecodedSegment.Item {
        .text(DecodedToken(bytes: Array(word.utf8), start: time, end: time + 0.3, probability: 0.9))
    }

    @Test("a timestamp between two runs of text ends one phrase and the next starts at the timestamp after it")
    func splitsAtInnerTimestamps() {
        let items: [DecodedSegment.Item] = [
            .timestamp(0), Self.text(" Hello", at: 0.1), Self.text(" there.", at: 0.5), .timestamp(1.2),
            .timestamp(1.5), Self.text(" How", at: 1.6), Self.text(" are", at: 2.0), Self.text(" you?", at: 2.4), .timestamp(3),
        ]
        let phrases = DecodedSegment.phrases(items, start: 0, end: 30, noSpeechProbability: 0.1)
        #expect(phrases.map(\.text) == ["Hello there.", "How are you?"])
        #expect(phrases.map(\.start) == [0, 1.5])
        #expect(phrases.map(\.end) == [1.2, 3])
        #expect(phrases.map { $0.tokens.count } == [2, 3])
        #expect(phrases.allSatisfy { $0.noSpeechProbability == 0.1 })
    }

    @Test("timestamps count from the segment's start when it opens with one")
    func timesFromTheSegmentsStart() {
        let items: [DecodedSegment.Item] = [
            .timestamp(0.4), Self.text(" One.", at: 0.5), .timestamp(1), Self.text(" Two.", at: 1.1), .timestamp(2),
        ]
        let phrases = DecodedSegment.phrases(items, start: 30.4, end: 32, noSpeechProbability: 0)
        #expect(phrases.map(\.start) == [30.4, 31])
        #expect(phrases.map(\.end) == [31, 32])
    }

    @Test("the last phrase ends where the segment does when no timestamp closes it")
    func openEnd() {
        let items: [DecodedSegment.Item] = [.timestamp(0), Self.text(" One.", at: 0.1), .timestamp(1), Self.text(" Two", at: 1.2)]
        #expect(DecodedSegment.phrases(items, start: 0, end: 30, noSpeechProbability: 0).map(\.end) == [1, 30])
    }

    @Test("a sequence with timestamps only at its ends stays one segment, timed as whisper.cpp timed it",
          arguments: [[true, true], [false, true], [false, false]])
    func noInnerTimestamp(ends: [Bool]) {
        let items: [DecodedSegment.Item] = (ends[0] ? [.timestamp(0)] : []) + [Self.text(" Just", at: 0), Self.text(" this.", at: 0.4)]
            + (ends[1] ? [.timestamp(5)] : [])
        let phrases = DecodedSegment.phrases(items, start: 40, end: 45, noSpeechProbability: 0)
        #expect(phrases == [DecodedSegment(text: "Just this.", start: 40, end: 45, noSpeechProbability: 0,
                                           tokens: items.compactMap { if case .text(let token) = $0 { token } else { nil } })])
    }

    @Test("a sequence or a phrase without text gives no segment")
    func nothingSaid() {
        #expect(DecodedSegment.phrases([.timestamp(0), .timestamp(2)], start: 0, end: 2, noSpeechProbability: 0.9).isEmpty)
        let phrases = DecodedSegment.phrases([.timestamp(0), Self.text(" ", at: 0), .timestamp(1), Self.text(" Yes.", at: 1.2), .timestamp(2)],
                                             start: 0, end: 2, noSpeechProbability: 0)
        #expect(phrases.map(\.text) == ["Yes."])
        #expect(phrases.map(\.start) == [1])
    }
}
