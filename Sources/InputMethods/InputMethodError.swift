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
    /// No Wayland compositor answered at this display (nil: `WAYLAND_DISPLAY`).
    case noDisplay(String?)
    /// The Wayland compositor does not offer input-method-unstable-v2.
    case protocolMissing
    /// The Wayland compositor has no seat to be the input method of.
    case noSeat
    /// Another input method holds the Wayland seat.
    case unavailable
    /// The Wayland compositor closed the connection or stopped answering.
    case connectionLost
    /// The Wayland compositor says no text field wants input.
    case noTextField
    /// Text longer than one Wayland message carries.
    case textTooLong(bytes: Int)

    public var description: String {
        switch self {
        case .noIBusDaemon: "no ibus-daemon answers in this session (start it with 'ibus-daemon -drx', or install ibus)"
        case .engineNotRegistered: "ibus-daemon did not accept dictate's engine"
        case .notSwitched: "ibus-daemon did not switch to dictate's engine in time"
        case .noFocusedField: "no text field using IBus has the keyboard focus"
        case .disconnected: "ibus-daemon went away"
        case .noDisplay(let display):
            "no Wayland compositor at \(display ?? "WAYLAND_DISPLAY"): run dictate inside a Wayland session, or choose another way to type"
        case .protocolMissing:
            "this compositor lets no program act as an input method (sway, Hyprland and river do): use IBus or typing instead"
        case .noSeat:
            "the compositor has no seat (keyboard and pointer) to send text to"
        case .unavailable:
            "another input method (such as fcitx5 or IBus) holds this seat: quit it to let dictate write into text fields, or use typing instead"
        case .connectionLost:
            "the connection to the Wayland compositor was lost or it stopped answering"
        case .noTextField:
            "no text field has the focus: click into the field that should receive the text"
        case .textTooLong(let bytes):
            "\(bytes) bytes are more than one input method message carries"
        }
    }
}
