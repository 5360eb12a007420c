/// The keys that paste the clipboard in the focused window, which differ by kind of application.
public enum PasteShortcut: String, Sendable, CaseIterable {
    /// Ctrl+V: graphical applications.
    case controlV = "ctrl+v"
    /// Ctrl+Shift+V: most terminals (foot, GNOME Terminal, Konsole, kitty), where Ctrl+V is a control
    /// character.
    case controlShiftV = "ctrl+shift+v"
    /// Shift+Insert: the older terminal convention; xterm and foot paste the primary selection with
    /// it, which `Clipboard.copy` also sets for that reason.
    case shiftInsert = "shift+insert"
}
