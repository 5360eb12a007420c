import SpeechEngine

/// Something that happened to a recording session, as the status publisher hears of it.
public enum SessionEvent: Sendable, Equatable {
    case started
    case update(Update)
    case paused
    case resumed
    case stopped
}
