import DictationComposer

/// The keys of `dictate compose`, in one place for the hint line and `--help`.
///
/// | Key | Composing | Recording | Sending |
/// |---|---|---|---|
/// | Ctrl-D or F5 | start dictation (the mic) | Done | |
/// | Enter | Send | Done | |
/// | Esc | dismiss the notice | Cancel (restores the field) | Stop |
/// | Ctrl-J | new line | | |
/// | Ctrl-O | Open Settings after a denial | | |
/// | Ctrl-C | quit, keeping the draft | quit, keeping the draft | quit |
///
/// Editing: typing, paste, Backspace, Delete, ←/→, ↑/↓ by wrapped row, Home/End (or Ctrl-A/Ctrl-E)
/// to the start or end of the row. Mouse clicks work on every button.
enum KeyBindings {
    /// The summary shown under the card and in help.
    static let summary = """
        Keys: Ctrl-D or F5 dictate (again for Done), Enter send (Done while recording), Esc cancel \
        dictation or stop sending, Ctrl-J new line, Ctrl-O open sound settings after a denial, \
        Ctrl-C quit keeping the draft. Buttons can be clicked.
        """

    /// The line under the card when there is no notice.
    static func hint(for phase: ComposerPhase) -> String {
        switch phase {
        case .composing: "^D dictate · Enter send · ^J new line · ^C quit"
        case .requestingAccess: "Checking the microphone… · Esc cancel"
        case .recording: "Enter done · Esc cancel · ^C quit"
        case .finishing: "Finishing… · Esc cancel"
        case .sending: "Sending… · Esc stop"
        }
    }
}
