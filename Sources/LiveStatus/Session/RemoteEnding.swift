/// Which control command ended a session, and so what becomes of its text.
public enum RemoteEnding: Sendable, Equatable {
    /// `dictate stop`: the final pass settles the text and the recording is saved as a draft.
    case stop
    /// `dictate end`, or a toggle: the final pass settles the text, which is kept; nothing is saved.
    case done
    /// `dictate cancel`: the session ends at once, and what is not written yet is dropped.
    case cancel

    /// The ending `command` asks for; `nil` for a command that does not end the session.
    init?(_ command: ControlCommand) {
        switch command {
        case .stop: self = .stop
        case .done: self = .done
        case .cancel: self = .cancel
        case .pause, .resume, .status, .follow, .watch: return nil
        }
    }
}
