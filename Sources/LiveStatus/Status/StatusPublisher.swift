import Foundation
import SpeechEngine

/// The update policy of the status feed, fed with session events and giving the snapshots to send.
///
/// Exactly: one snapshot when recording starts; one per newly settled segment; none for tentative
/// text or levels; one on pause, one on resume, one on stop; never one equal to the last one sent.
/// Time comes from `now`, so tests decide it.
public struct StatusPublisher: Sendable {
    /// The language every snapshot names.
    public let language: String?
    private let clock: @Sendable () -> Date
    private var segments: [Segment] = []
    private var state: StatusSnapshot.State = .idle
    private var startedAt: Date?
    private var frozenElapsed: Double?
    /// The last snapshot sent: the current status.
    public private(set) var current: StatusSnapshot = .idle

    public init(language: String?, now: @escaping @Sendable () -> Date = Date.init) {
        self.language = language
        clock = now
    }

    /// The time to the millisecond: finer means nothing to a bar, and a date so rounded survives
    /// the trip through JSON exactly, so a snapshot read back equals the one sent.
    private func now() -> Date { Self.milliseconds(clock()) }

    private static func milliseconds(_ date: Date) -> Date {
        Date(timeIntervalSince1970: (date.timeIntervalSince1970 * 1000).rounded() / 1000)
    }

    private func seconds(since date: Date) -> Double {
        (max(now().timeIntervalSince(date), 0) * 1000).rounded() / 1000
    }

    /// Takes in `event` and returns the snapshots to send for it, oldest first; often none.
    public mutating func handle(_ event: SessionEvent) -> [StatusSnapshot] {
        switch event {
        case .started:
            guard state == .idle || state == .stopped else { return [] }
            segments = []
            state = .recording
            startedAt = now()
            frozenElapsed = nil
            return publish()
        case .update(let update):
            guard let settled = update.transcript?.segments, settled.count > segments.count else { return [] }
            // One snapshot per segment, even when a pass settles several at once.
            var sent: [StatusSnapshot] = []
            for segment in settled[segments.count...] {
                segments.append(segment)
                sent += publish()
            }
            return sent
        case .paused:
            guard state == .recording, let startedAt else { return [] }
            state = .paused
            frozenElapsed = seconds(since: startedAt)
            return publish()
        case .resumed:
            guard state == .paused, let frozenElapsed else { return [] }
            state = .recording
            // Moving the reference forward by the pause keeps `now - startedAt` the recorded time.
            startedAt = Self.milliseconds(now().addingTimeInterval(-frozenElapsed))
            self.frozenElapsed = nil
            return publish()
        case .stopped:
            guard state == .recording || state == .paused else { return [] }
            if state == .recording, let startedAt { frozenElapsed = seconds(since: startedAt) }
            state = .stopped
            return publish()
        }
    }

    private mutating func publish() -> [StatusSnapshot] {
        let snapshot = StatusSnapshot(
            state: state, startedAt: startedAt, elapsed: frozenElapsed, language: language,
            segmentCount: segments.count, latestText: Excerpt.trailing(latestText(), limit: StatusSnapshot.textLimit)
        )
        guard snapshot != current else { return [] }
        current = snapshot
        return [snapshot]
    }

    /// Just enough of the settled text's end to fill a snapshot, so long sessions don't join it all each time.
    private func latestText() -> String {
        var tail: [String] = []
        var length = 0
        for segment in segments.reversed() where !segment.text.isEmpty {
            tail.append(segment.text)
            length += segment.text.count + 1
            if length > StatusSnapshot.textLimit { break }
        }
        return tail.reversed().joined(separator: " ")
    }
}
