/// A program that types into the focused window as if at the keyboard.
///
/// Each reaches windows differently, and that decides what it can type:
/// - `xdotool` (X11, XTEST) maps any Unicode character to a spare keycode, so all text arrives.
/// - `wtype` (Wayland virtual-keyboard protocol) uploads its own keymap, so all text arrives; it
///   needs a compositor with that protocol (wlroots ones such as sway, Hyprland; not GNOME).
/// - `ydotool` (kernel uinput, any session) presses physical US-layout keys: printable ASCII only.
/// - `dotool` (kernel uinput) presses the keys of the XKB layout in `DOTOOL_XKB_LAYOUT` (or
///   `XKB_DEFAULT_LAYOUT`), dead keys included: a character that layout lacks cannot be typed.
public enum Typer: String, Sendable, CaseIterable {
    case xdotool
    case wtype
    case ydotool
    case dotool

    /// The executable looked up on `PATH`.
    public var program: String { rawValue }

    /// The Debian package to suggest when the program is missing; every typer ships under its own
    /// name.
    public var package: String { rawValue }

    /// Whether the typer can type every character of `text`; `false` means it would drop or garble
    /// some, so dictate refuses rather than leave the window out of step with what it believes it typed.
    ///
    /// Only ydotool is known to be unable in advance: its `type` command looks each byte up in a
    /// 128-entry US-ASCII table and skips the rest. dotool's limits depend on the layout; it reports
    /// a character it cannot type on standard error, which `TypingBackend` turns into an error.
    public func canType(_ text: String) -> Bool {
        switch self {
        case .ydotool: text.unicodeScalars.allSatisfy { $0 == "\n" || $0 == "\t" || (0x20...0x7E).contains($0.value) }
        case .xdotool, .wtype, .dotool: true
        }
    }
}
