import Foundation
import SpeechEngine
import Synchronization
import Testing
import TestSupport

/// The life cycle every engine reports through its control, and the transcripts helper.
@Suite struct SessionStatusTests {
    /// A wall clock moved by hand.
    final class Wall: Sendable {
        private let date = Mutex(Date(timeIntervalSince1970: 1_700_000_000))
        var now: Date { date.withLock { $0 } }
        func advance(by seconds: Double) { date.withLock { $0 += seconds } }
    }

    @Test func aScriptedSessionGoesFromNotStartedThroughPauseAndDoneToStopped() async throws {
        let wall = Wall()
        let control = SessionControl(now: { wall.now })
        #expect(control.status == .notStarted)
        let statuses = control.statuses
        let updates = Transcription.scripted("one two three four five six", clock: ImmediateClock()).start(control: control)
        let start = wall.now
        #expect(control.status == .recording(since: start))
        wall.advance(by: 4)
        control.pause()
        #expect(control.status == .paused(recorded: .seconds(4)))
        wall.advance(by: 100)
        control.resume()
        #expect(control.status == .recording(since: start.addingTimeInterval(100)), "the pause counted as recorded time")
        wall.advance(by: 2)
        control.finish()
        #expect(control.status == .stopping(recorded: .seconds(6)))
        for try await _ in updates {}
        #expect(control.status == .stopped(recorded: .seconds(6)))
        var seen: [SessionStatus] = []
        for await status in statuses { seen.append(status) }
        #expect(seen == [.notStarted, .recording(since: start), .paused(recorded: .seconds(4)),
                         .recording(since: start.addingTimeInterval(100)), .stopping(recorded: .seconds(6)),
                         .stopped(recorded: .seconds(6))])
    }

    @Test(.exclusive) func aFileSessionReportsTheSameLifeCycle() async throws {
        let control = SessionControl()
        let statuses = control.statuses
        let file = Transcription.file(URL(fileURLWithPath: Fixtures.audio("fox.wav")), pacing: .asFastAsPossible,
                                      options: EngineOptions(model: Fixtures.tinyPath))
        for try await _ in file.start(control: control) {}
        var seen: [String] = []
        for await status in statuses {
            switch status {
            case .notStarted: seen.append("notStarted")
            case .recording: seen.append("recording")
            case .paused: seen.append("paused")
            case .stopping: seen.append("stopping")
            case .stopped: seen.append("stopped")
            }
        }
        #expect(seen == ["notStarted", "recording", "stopped"])
    }

    @Test func aCancelledSessionStops() async throws {
        let control = SessionControl()
        let task = Task {
            for try await _ in Transcription.scripted("never ending words", wordsPerSecond: 0.01).start(control: control) {}
        }
        task.cancel()
        _ = await task.result
        let deadline = ContinuousClock.now + patience
        while control.status == .notStarted || { if case .recording = control.status { true } else { false } }(),
              ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(10))
        }
        guard case .stopped = control.status else { Issue.record("\(control.status)"); return }
    }

    @Test func transcriptsComeWithoutRepeatsOrLevels() async throws {
        let (updates, feed) = AsyncThrowingStream<Update, any Error>.makeStream()
        let first = Transcript(tentative: "hello")
        let second = Transcript(segments: [Segment(text: "Hello.", start: 0, end: 1)])
        for update in [Update(level: 0.3), Update(transcript: first), Update(transcript: first, level: 0.5),
                       Update(level: 0.1), Update(transcript: second), Update(transcript: second)] {
            feed.yield(update)
        }
        feed.finish()
        var seen: [Transcript] = []
        for try await transcript in updates.transcripts { seen.append(transcript) }
        #expect(seen == [first, second])
    }
}
