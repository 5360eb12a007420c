/// What the composer is doing, which decides the buttons on its row.
public enum ComposerPhase: Sendable, Equatable {
    /// Editing: the mic on the left, Send on the right.
    case composing
    /// The mic was pressed and access is being checked.
    case requestingAccess
    /// Dictation is running: Cancel, the recording indicator, Done.
    case recording
    /// Done was pressed (or the cap reached); the final pass is running.
    case finishing
    /// `onSend` is running: Stop in Send's place.
    case sending

    /// Whether the recording row (Cancel, dot, time, meter, Done) is shown.
    public var showsRecordingRow: Bool { self == .recording || self == .finishing }
}
