import Foundation
import LiveStatus
import SpeechEngine
import Synchronization
import Testing
import TestSupport

/// `--continuous` from outside: one recording however many one-minute requests it takes.
@Suite struct ContinuousRecordingTests {
    /// 240 words at 3 a second: 80 seconds of speech, so a second request must follow the first.
    static let words = (1...240).map { "w\($0)" }

    /// The scripted speaker of one request at a time, going on where the previous one stopped.
    static func speaker(_ clock: ImmediateClock) -> Transcription {
        @Sendable func request(_ words: ArraySlice<String>) -> Transcription {
            .scripted(words.joined(separator: " "), wordsPerSecond: 3, maxDuration: .seconds(60), clock: clock)
        }
        return .chained(request(words[...])) { settled in
            let rest = words.dropFirst(settled.segments.count)
            return rest.isEmpty ? nil : request(rest)
        }
    }

    @Test func theFeedSeesOneRecordingAcrossTheSeam() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let date = ManualDate()
        let live = LiveSession(language: "en", model: "tiny.en", store: nil, socketPath: folder.path + "/run/control.sock",
                               now: date.provider)
        var snapshots: [StatusSnapshot] = []
        var elapsed: [Double] = []
        var segmentEnds: [Double] = []
        var spoken = 0.0
        let result = try await live.run(Self.speaker(ImmediateClock()), control: SessionControl()) { update in
            // The feed's clock follows the speech heard, not the level readings: the scripted
            // speaker outruns a busy reader, and its stream drops the oldest readings then.
            if let end = update.transcript?.segments.last?.end, end > spoken {
                date.advance(by: end - spoken)
                spoken = end
            }
            segmentEnds = update.transcript?.segments.map(\.end) ?? segmentEnds
            snapshots.append(live.status)
            elapsed.append(live.status.elapsed(at: date.now))
        }
        #expect(snapshots.allSatisfy { $0.state == .recording }, "the feed left recording between requests")
        #expect(Set(snapshots.compactMap(\.startedAt)).count == 1, "a second recording started")
        let counts = snapshots.map(\.segmentCount)
        #expect(zip(counts, counts.dropFirst()).allSatisfy { $0 <= $1 }, "the segment count went back")
        #expect(zip(elapsed, elapsed.dropFirst()).allSatisfy { $0 <= $1 }, "the time went back")
        #expect(zip(segmentEnds, segmentEnds.dropFirst()).allSatisfy { $0 < $1 }, "segment times restarted at the seam")
        #expect(elapsed.last ?? 0 >= 79)
        #expect(result.status.state == .stopped)
        #expect(result.status.segmentCount == 240)
        #expect(result.transcript?.text == Self.words.joined(separator: " "))
    }

    @Test func stopSavesTheWholeRecordingAsOneDraft() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path + "/run/control.sock"
        let store = RecordingStore(directory: folder.url.appendingPathComponent("recordings"))
        let live = LiveSession(language: "en", model: "tiny.en", store: store, socketPath: path)
        let control = SessionControl()
        let stopped = Atomic(false)
        let result = try await live.run(Self.speaker(ImmediateClock()), control: control) { update in
            // Well past the first request's minute (180 words), `dictate stop` comes.
            guard (update.transcript?.segments.count ?? 0) > 200, !stopped.exchange(true, ordering: .relaxed) else { return }
            Thread.detachNewThread { _ = try? ControlClient.send(.stop, socketPath: path) }
            // Holds the speaker until the stop has reached the session, so it cannot finish first.
            let deadline = ContinuousClock.now + patience
            while control.request != .finish, ContinuousClock.now < deadline { usleep(1_000) }
        }
        #expect(result.endedBy == .stop)
        let drafts = try store.list()
        #expect(drafts.count == 1)
        let saved = try String(contentsOf: try #require(drafts.first).transcript, encoding: .utf8)
        let heard = saved.split(whereSeparator: \.isWhitespace).map(String.init)
        #expect(heard.count > 200, "the draft lost the first request's words")
        #expect(heard == Array(Self.words.prefix(heard.count)))
    }
}
