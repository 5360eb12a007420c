import Foundation
import LiveStatus
import SpeechEngine
import TestSupport
import Testing

@Suite struct StatusPublisherTests {
    @Test func aScriptedSessionSendsStartOnePerSegmentAndStop() async throws {
        let words = "one two three four five six seven eight"
        let transcription = Transcription.scripted(words, wordsPerSecond: 4, clock: ImmediateClock())
        var publisher = StatusPublisher(language: "en", now: ManualDate().provider)
        var sent = publisher.handle(.started)
        var updates = 0
        for try await update in transcription.start(control: SessionControl()) {
            updates += 1
            sent += publisher.handle(.update(update))
        }
        sent += publisher.handle(.stopped)

        // Many updates (levels, tentative words), but only start, eight segments and stop are sent.
        #expect(updates > 20)
        #expect(sent.count == 1 + 8 + 1)
        #expect(sent.map(\.state) == [.recording] + Array(repeating: .recording, count: 8) + [.stopped])
        #expect(sent.map(\.segmentCount) == Array(0...8) + [8])
        #expect(sent.last?.latestText == words)
        for (earlier, later) in zip(sent, sent.dropFirst()) { #expect(earlier != later) }
    }

    @Test func tentativeTextAndLevelsSendNothing() {
        var publisher = StatusPublisher(language: "en", now: ManualDate().provider)
        _ = publisher.handle(.started)
        #expect(publisher.handle(.update(Update(level: 0.7))).isEmpty)
        #expect(publisher.handle(.update(Update(transcript: Transcript(tentative: "hel")))).isEmpty)
        #expect(publisher.handle(.update(Update(transcript: Transcript(tentative: "hello")))).isEmpty)
    }

    @Test func aPassSettlingSeveralSegmentsSendsOneEach() {
        var publisher = StatusPublisher(language: "en", now: ManualDate().provider)
        _ = publisher.handle(.started)
        let segments = ["a", "b", "c"].map { Segment(text: $0, start: 0, end: 1) }
        let sent = publisher.handle(.update(Update(transcript: Transcript(segments: segments))))
        #expect(sent.map(\.latestText) == ["a", "a b", "a b c"])
        // The same transcript again settles nothing new.
        #expect(publisher.handle(.update(Update(transcript: Transcript(segments: segments)))).isEmpty)
    }

    @Test func pauseResumeAndStopSendOneEachAndRepeatsNone() {
        var publisher = StatusPublisher(language: "en", now: ManualDate().provider)
        #expect(publisher.handle(.started).count == 1)
        #expect(publisher.handle(.started).isEmpty)
        #expect(publisher.handle(.paused).map(\.state) == [.paused])
        #expect(publisher.handle(.paused).isEmpty)
        #expect(publisher.handle(.resumed).map(\.state) == [.recording])
        #expect(publisher.handle(.resumed).isEmpty)
        #expect(publisher.handle(.stopped).map(\.state) == [.stopped])
        #expect(publisher.handle(.stopped).isEmpty)
        #expect(publisher.handle(.paused).isEmpty)
    }

    @Test func pauseFreezesTheElapsedTime() {
        let clock = ManualDate()
        var publisher = StatusPublisher(language: "en", now: clock.provider)
        let started = publisher.handle(.started)[0]
        #expect(started.startedAt == clock.now)
        #expect(started.elapsed == nil)

        clock.advance(by: 5)
        let paused = publisher.handle(.paused)[0]
        #expect(paused.elapsed == 5)
        clock.advance(by: 60)
        // Frozen: however long the pause, a bar reads five seconds.
        #expect(paused.elapsed(at: clock.now) == 5)

        let resumed = publisher.handle(.resumed)[0]
        #expect(resumed.elapsed == nil)
        #expect(resumed.elapsed(at: clock.now) == 5)
        clock.advance(by: 2)
        #expect(resumed.elapsed(at: clock.now) == 7)

        let stopped = publisher.handle(.stopped)[0]
        #expect(stopped.elapsed == 7)
        clock.advance(by: 100)
        #expect(stopped.elapsed(at: clock.now) == 7)
    }

    @Test func theLatestTextIsCappedAtSevenHundredCharacters() {
        var publisher = StatusPublisher(language: "en", now: ManualDate().provider)
        _ = publisher.handle(.started)
        let segments = (0..<200).map { Segment(text: "word\($0) and", start: Double($0), end: Double($0) + 1) }
        let last = publisher.handle(.update(Update(transcript: Transcript(segments: segments)))).last
        let text = try! #require(last?.latestText)
        #expect(text.count <= StatusSnapshot.textLimit)
        #expect(text.count > StatusSnapshot.textLimit - 20)
        #expect(text.hasPrefix("…"))
        // Whole words only: what follows the ellipsis starts right after a space of the full text.
        let full = segments.map(\.text).joined(separator: " ")
        #expect(full.hasSuffix(" " + text.dropFirst()))
    }
}
