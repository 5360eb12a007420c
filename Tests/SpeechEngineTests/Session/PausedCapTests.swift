import Foundation
import SpeechEngine
import Synchronization
import Testing
import TestSupport

/// Paused time counts against no cap: a session paused past its cap goes on after resume.
@Suite struct PausedCapTests {
    /// Counts what a fake microphone handed over.
    final class Counter: Sendable {
        private let count = Mutex(0)
        var value: Int { count.withLock { $0 } }
        func add() { count.withLock { $0 += 1 } }
    }

    /// Waits until `condition` holds, a minute at most: the whole suite runs in parallel on a
    /// cooperative pool of one thread per core, and on two cores its busy start has kept the
    /// scripted session's task from running for over 20 s.
    private func eventually(_ condition: () -> Bool) async throws {
        let deadline = ContinuousClock.now + .seconds(60)
        while !condition(), ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(5)) }
    }

    @Test func aScriptedSessionPausedPastItsCapSpeaksItsWholeSecondAfterResume() async throws {
        let clock = ImmediateClock()
        let control = SessionControl()
        control.pause()
        let words = (1...30).map { "w\($0)" }.joined(separator: " ")
        let updates = Transcription.scripted(words, wordsPerSecond: 10, maxDuration: .seconds(1), clock: clock)
            .start(control: control)
        try await eventually { clock.now.offset >= .seconds(5) }
        #expect(clock.now.offset >= .seconds(5), "the session ended while paused")
        control.resume()
        var last: Transcript?
        for try await update in updates { last = update.transcript ?? last }
        #expect(last?.segments.count == 10, "one second of words at ten a second: \(last?.text ?? "")")
    }

    @Test(.exclusive) func aLiveSessionPausedPastItsCapRecordsAfterResume() async throws {
        let chunks = Counter()
        let recorded = Counter()
        // 50 ms of silence per read, as fast as the session takes it.
        let source = AudioSource(name: "fake microphone") {
            AudioReader(read: {
                chunks.add()
                return [Float](repeating: 0, count: 800)
            })
        }
        var options = EngineOptions(model: Fixtures.tinyPath)
        // Near the cap a session stops at a pause after speech; in silence it runs to the cap, so
        // four seconds is at most four seconds recorded.
        options.maxDuration = .seconds(4)
        options.audioTap = { _ in recorded.add() }
        let control = SessionControl()
        control.pause()
        let updates = Transcription.live(source: source, options: options, pacing: .asFastAsPossible).start(control: control)
        let reading = Task { for try await _ in updates {} }
        // Ten seconds of audio captured while paused: more than twice the cap.
        try await eventually { chunks.value >= 200 }
        #expect(chunks.value >= 200, "the session ended while paused")
        #expect(recorded.value == 0, "paused audio was recorded")
        control.resume()
        try await reading.value
        #expect((20...80).contains(recorded.value), "one to four seconds of 50 ms chunks after resume: \(recorded.value)")
    }
}
