import Foundation

/// How `dictate status` prints a snapshot: one line each, so `--follow` is a line stream.
public enum StatusFormat: String, Sendable, CaseIterable {
    /// One line for people: state, running time, language, and the latest words.
    case text
    /// The snapshot itself.
    case json
    /// Waybar's custom-module JSON (`"return-type": "json"`).
    case waybar

    /// Whether a recording's line changes every second, so `--follow` repeats it that often:
    /// waybar shows the time it is given and cannot compute one from `started_at`.
    public var showsRunningTime: Bool { self == .waybar }

    /// `snapshot` as one line (no line break), with the running time as of `now`.
    public func render(_ snapshot: StatusSnapshot, now: Date = Date()) -> String {
        switch self {
        case .text: Self.textLine(snapshot, now: now)
        case .json: snapshot.jsonLine()
        case .waybar: WaybarOutput(snapshot, now: now).jsonLine()
        }
    }

    private static func textLine(_ snapshot: StatusSnapshot, now: Date) -> String {
        guard snapshot.state != .idle else { return "Nothing is recording." }
        var parts = ["\(snapshot.state.icon) \(snapshot.state.title) \(clock(snapshot.elapsed(at: now)))"]
        if let language = snapshot.language { parts.append(language) }
        parts.append(snapshot.segmentCount == 1 ? "1 segment" : "\(snapshot.segmentCount) segments")
        let words = PresentationForm.expanded.trim(snapshot.latestText)
        if !words.isEmpty { parts.append(words) }
        return parts.joined(separator: " · ")
    }

    /// "0:07", "12:34", "1:02:03".
    public static func clock(_ seconds: Double) -> String {
        let total = Int(max(seconds, 0))
        let (hours, minutes, rest) = (total / 3600, total / 60 % 60, total % 60)
        let tail = String(format: "%02d", rest)
        return hours > 0 ? "\(hours):\(String(format: "%02d", minutes)):\(tail)" : "\(minutes):\(tail)"
    }
}

extension StatusSnapshot.State {
    /// A glyph for bars: a record dot, pause bars, a stop square, an empty circle.
    public var icon: String {
        switch self {
        case .recording: "●"
        case .paused: "⏸"
        case .stopped: "■"
        case .idle: "○"
        }
    }

    /// The state as a word for people.
    public var title: String {
        switch self {
        case .recording: "Recording"
        case .paused: "Paused"
        case .stopped: "Stopped"
        case .idle: "Idle"
        }
    }
}
