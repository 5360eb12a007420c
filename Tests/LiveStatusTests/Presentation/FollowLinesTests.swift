import Foundation
import LiveStatus
import TestSupport
import Testing

/// `dictate status --follow`: waybar gets the time once a second while recording, and nothing else wakes.
@Suite struct FollowLinesTests {
    let start = Date(timeIntervalSince1970: 1_700_000_000)

    /// Snapshots fed by hand, and the lines read one by one, with the wall time the clock's.
    struct Feed {
        let clock: TestClock
        let snapshots: AsyncStream<StatusSnapshot>.Continuation
        var lines: AsyncStream<String>.Iterator

        init(format: StatusFormat, start: Date) {
            let (stream, snapshots) = AsyncStream<StatusSnapshot>.makeStream()
            self.snapshots = snapshots
            let clock = TestClock()
            self.clock = clock
            lines = FollowLines.lines(stream, format: format, clock: clock) {
                start.addingTimeInterval(Double(clock.now.offset.components.seconds))
            }.makeAsyncIterator()
        }

        /// Moves the clock a second once the ticker sleeps, if it ever does.
        func tick() async throws {
            let deadline = ContinuousClock.now + patience
            while clock.sleeperCount == 0, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(5)) }
            clock.advance(by: .seconds(1))
        }
    }

    @Test func waybarRepeatsTheLineEverySecondWhileRecording() async throws {
        var feed = Feed(format: .waybar, start: start)
        feed.snapshots.yield(StatusSnapshot(state: .recording, startedAt: start, language: "en"))
        var texts: [String] = []
        for _ in 0..<4 {
            let line = try #require(await feed.lines.next())
            texts.append(try JSONDecoder().decode(WaybarOutput.self, from: Data(line.utf8)).text)
            try await feed.tick()
        }
        #expect(texts == ["● 0:00", "● 0:01", "● 0:02", "● 0:03"])
    }

    @Test func nothingIsPrintedOrWakesWhileIdleOrPaused() async throws {
        var feed = Feed(format: .waybar, start: start)
        feed.snapshots.yield(.idle)
        #expect(await feed.lines.next()?.contains(#""class":"idle""#) == true)
        feed.snapshots.yield(.idle)
        feed.snapshots.yield(StatusSnapshot(state: .paused, startedAt: start, elapsed: 7))
        #expect(await feed.lines.next()?.contains("0:07") == true)
        try await Task.sleep(for: .milliseconds(200))
        #expect(feed.clock.sleeperCount == 0, "something sleeps to wake again while paused")
        feed.snapshots.finish()
        #expect(await feed.lines.next() == nil, "a repeated idle snapshot printed a second line")
    }

    @Test func textAndJSONPrintOneLinePerSnapshotOnly() async throws {
        var feed = Feed(format: .json, start: start)
        feed.snapshots.yield(StatusSnapshot(state: .recording, startedAt: start))
        #expect(await feed.lines.next()?.contains("recording") == true)
        try await Task.sleep(for: .milliseconds(200))
        #expect(feed.clock.sleeperCount == 0)
        feed.snapshots.finish()
        #expect(await feed.lines.next() == nil)
    }
}
