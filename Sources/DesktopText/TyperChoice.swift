extension Typer {
    /// Every typer's program, to pass to `InstalledPrograms.find` before `choose`.
    public static let programs = allCases.map(\.program)

    /// Picks the typer for a session from its environment and the programs installed, or the one
    /// the person asked for by name.
    ///
    /// Wayland prefers wtype (no daemon, no uinput permission, types any character), then ydotool
    /// and dotool (any compositor, but need uinput access), and last xdotool, which reaches only
    /// XWayland windows. X11 has xdotool alone. A pure function, so each case is a unit test.
    public static func choose(
        environment: [String: String], installed: Set<String>, requested: String? = nil
    ) throws(DesktopTextError) -> Typer {
        if let requested {
            guard let typer = Typer(rawValue: requested) else { throw .unknownTyper(requested) }
            guard installed.contains(typer.program) else { throw .typerNotInstalled(typer) }
            return typer
        }
        guard let server = DisplayServer(environment: environment) else { throw .noDisplay }
        guard let typer = candidates(for: server, environment: environment).first(where: { installed.contains($0.program) }) else {
            throw .noTyper(server)
        }
        return typer
    }

    /// The typers that can reach windows in a session of `server`, best first.
    public static func candidates(for server: DisplayServer, environment: [String: String]) -> [Typer] {
        switch server {
        case .wayland: [.wtype, .ydotool, .dotool] + (DisplayServer.hasX11Display(environment) ? [.xdotool] : [])
        case .x11: [.xdotool]
        }
    }
}
