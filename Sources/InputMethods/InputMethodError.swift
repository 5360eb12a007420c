/// Why an input method could not take dictation, phrased for the person: what happened and, where
/// there is something to do, what.
public enum InputMethodError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No ibus-daemon runs for this session (or it does not answer).
    case noIBusDaemon
    /// The daemon did not take dictate's engine.
    case engineNotRegistered
    /// The daemon did not switch to dictate's engine.
    case notSwitched
    /// No text field took the engine: nothing has the keyboard focus, or it does not use IBus.
    case noFocusedField
    /// The daemon went away during the dictation.
    case disconnected

    public var description: String {
        switch self {
        case .noIBusDaemon: "no ibus-daemon answers in this session (start it with 'ibus-daemon -drx', or install ibus)"
        case .engineNotRegistered: "ibus-daemon did not accept dictate's engine"
        case .notSwitched: "ibus-daemon did not switch to dictate's engine in time"
        case .noFocusedField: "no text field using IBus has the keyboard focus"
        case .disconnected: "ibus-daemon went away"
        }
    }
}
