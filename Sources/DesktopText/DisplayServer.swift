/// The kind of graphical session dictate runs in, which decides the programs that can reach it.
///
/// Typing and clipboard programs speak one protocol each: xdotool and xclip need an X server,
/// wtype and wl-copy a Wayland compositor. A Wayland session usually also runs XWayland, so X11
/// programs remain a last resort there (they reach X clients only).
public enum DisplayServer: String, Sendable, CaseIterable {
    case wayland
    case x11

    /// Reads the session from the variables every desktop sets; `nil` outside a graphical session
    /// (a text console, ssh without forwarding), where no desktop program can deliver text.
    ///
    /// A socket name beats `XDG_SESSION_TYPE`: a nested compositor or a forwarded X display sets the
    /// socket variable but inherits the outer session's type.
    public init?(environment: [String: String]) {
        let wayland = !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty
        let x11 = !(environment["DISPLAY"] ?? "").isEmpty
        switch (wayland, x11, environment["XDG_SESSION_TYPE"]) {
        case (true, _, _): self = .wayland
        case (false, true, _): self = .x11
        case (false, false, "wayland"): self = .wayland
        case (false, false, "x11"): self = .x11
        default: return nil
        }
    }

    /// Whether X11 programs can reach windows here: always in an X11 session, and under Wayland only
    /// when XWayland's `DISPLAY` is set.
    static func hasX11Display(_ environment: [String: String]) -> Bool {
        !(environment["DISPLAY"] ?? "").isEmpty
    }
}
