import Foundation
import LiveStatus

/// The status line an input method shows under the caret while it dictates (IBus's auxiliary
/// text, which GNOME Shell draws in its candidate popup): the recording glyph, the elapsed time, a
/// short level meter, the state, and the last words that reached the field, in plain text,
/// `● 0:07 ▂▅▇▃▁ Listening… · the quick brown fox`. An error takes its place for a few seconds.
///
/// Time is passed in, never read, so the clock, its freeze while paused and an error's expiry are
/// decided by the caller's clock (the tests' too).
public struct CaretStatus: Sendable {
    /// Where the dictation stands.
    public enum Phase: Sendable, Equatable {
        case listening
        case paused
        /// The last words are being settled.
        case finishing
    }

    /// The longest line, in characters: about the width of a field, so the popup stays by the caret.
    public static let width = 56
    /// How many block characters the meter has, each the loudest reading of one ``meterStep``.
    public static let meterLength = 5
    /// How much time one character of the meter stands for.
    public static let meterStep: TimeInterval = 0.25
    /// How long an error shows before the status comes back.
    public static let errorDuration: TimeInterval = 4
    /// The meter's glyphs, silence first.
    static let blocks: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    public private(set) var phase = Phase.listening
    /// The time recorded before the current stretch of listening; a pause adds nothing to it.
    private var recordedBefore: TimeInterval = 0
    /// When the current stretch of listening began; `nil` while paused or finishing.
    private var listeningSince: Date?
    private var readings: [(at: Date, level: Float)] = []
    private var words = ""
    private var failure: (message: String, until: Date)?

    /// A dictation that started listening at `startedAt`.
    public init(startedAt: Date) {
        listeningSince = startedAt
    }

    /// An input level from 0 (silence) to 1, read at `date`.
    public mutating func hear(level: Float, at date: Date) {
        readings.append((date, min(max(level, 0), 1)))
        let oldest = date.addingTimeInterval(-Self.meterStep * Double(Self.meterLength))
        readings.removeAll { $0.at < oldest }
    }

    /// The dictation paused, resumed or began finishing at `date`; the clock stops outside listening.
    public mutating func enter(_ phase: Phase, at date: Date) {
        guard phase != self.phase else { return }
        if let listeningSince { recordedBefore += max(date.timeIntervalSince(listeningSince), 0) }
        listeningSince = phase == .listening ? date : nil
        if phase != .listening { readings = [] }
        self.phase = phase
    }

    /// The text that reached the field so far; its last words show.
    public mutating func settle(_ text: String) {
        words = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// Shows `message` in place of the status from `date` for ``errorDuration``.
    public mutating func fail(_ message: String, at date: Date) {
        failure = (message, date.addingTimeInterval(Self.errorDuration))
    }

    /// When the error shown as of `now` stops showing; `nil` when none shows.
    public func errorEnds(after now: Date) -> Date? {
        failure.flatMap { now < $0.until ? $0.until : nil }
    }

    /// The time recorded as of `now`.
    public func elapsed(at now: Date) -> TimeInterval {
        recordedBefore + (listeningSince.map { max(now.timeIntervalSince($0), 0) } ?? 0)
    }

    /// The line to show as of `now`.
    public func text(at now: Date) -> String {
        if let failure, now < failure.until { return Self.trimmed("⚠ " + failure.message) }
        let head = [glyph, StatusFormat.clock(elapsed(at: now)), meter(at: now), state].joined(separator: " ")
        // Room for the separator and a few words, or none at all.
        let room = Self.width - head.count - 3
        guard !words.isEmpty, room >= 8 else { return head }
        return head + " · " + Excerpt.trailing(words, limit: room)
    }

    private var glyph: String {
        switch phase {
        case .listening: StatusSnapshot.State.recording.icon
        case .paused: StatusSnapshot.State.paused.icon
        case .finishing: StatusSnapshot.State.stopped.icon
        }
    }

    private var state: String {
        switch phase {
        case .listening: "Listening…"
        case .paused: "Paused"
        case .finishing: "Finishing…"
        }
    }

    /// The loudest reading of each step, the newest on the right; silence where none was heard.
    func meter(at now: Date) -> String {
        String((0..<Self.meterLength).map { index in
            let stepsBack = Double(Self.meterLength - index)
            let start = now.addingTimeInterval(-Self.meterStep * stepsBack)
            let end = start.addingTimeInterval(Self.meterStep)
            let loudest = readings.filter { $0.at > start && $0.at <= end }.map(\.level).max() ?? 0
            return Self.block(loudest)
        })
    }

    /// The block character for `level`: one of eight heights, silence the lowest.
    static func block(_ level: Float) -> Character {
        blocks[min(Int((min(max(level, 0), 1) * Float(blocks.count - 1)).rounded()), blocks.count - 1)]
    }

    /// `text` cut at the end to ``width``, as a message is read from its start.
    static func trimmed(_ text: String) -> String {
        text.count <= width ? text : String(text.prefix(width - 1)).trimmingCharacters(in: .whitespaces) + "…"
    }
}
