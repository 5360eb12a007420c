import Foundation

/// Where a session stands, as an app shows it: the life cycle every engine reports the same way.
///
/// The times leave pauses out, so the time shown and the time counted against the cap agree.
public enum SessionStatus: Sendable, Equatable {
    /// The session's stream was not started yet.
    case notStarted
    /// Capturing. `since` is the reference for the running time: now minus it is the time
    /// recorded, and each resume moves it forward by the pause, so it is the start date only for
    /// a session never paused.
    case recording(since: Date)
    /// Paused after `recorded` of capture.
    case paused(recorded: Duration)
    /// The final pass is running over what was heard; capture has stopped.
    case stopping(recorded: Duration)
    /// The stream has ended.
    case stopped(recorded: Duration)

    /// The time recorded as of `now`, pauses left out.
    public func recorded(at now: Date) -> Duration {
        switch self {
        case .notStarted: .zero
        case .recording(let since): .milliseconds(Int64(max(now.timeIntervalSince(since), 0) * 1000))
        case .paused(let recorded), .stopping(let recorded), .stopped(let recorded): recorded
        }
    }
}
