import Foundation

/// The X11 window holding the keyboard focus, remembered so that text meant for the window a
/// person returns to is not typed into the one they are leaving (a compose terminal that closes).
///
/// Wayland gives clients no way to ask which window has the focus, so this exists on X11 (and for
/// XWayland windows) only, through xdotool.
public struct FocusedWindow: Sendable, Equatable {
    /// How the window was found. A window manager's `_NET_ACTIVE_WINDOW` names the client window;
    /// without a window manager only the input focus is there. Both are asked the same way later,
    /// as they may name different windows for the same application.
    public enum Query: String, Sendable {
        case active = "getactivewindow"
        case focus = "getwindowfocus"
    }

    public var query: Query
    /// xdotool's decimal window id.
    public var id: String

    public init(query: Query, id: String) {
        self.query = query
        self.id = id
    }

    /// The window with the focus now, or `nil` outside an X11 session (under Wayland, XWayland's
    /// focus says nothing about native windows), without xdotool, or when no window has the focus.
    public static func current(environment: [String: String]) async -> FocusedWindow? {
        guard DisplayServer(environment: environment) == .x11, InstalledPrograms.locate("xdotool", environment: environment) != nil else {
            return nil
        }
        for query in [Query.active, .focus] {
            if let id = await ask(query, environment: environment) { return FocusedWindow(query: query, id: id) }
        }
        return nil
    }

    /// The window that has the focus now if it is another one. No window at all, or the root
    /// window (where the focus reverts when the focused window closes and no window manager
    /// hands it on), is not another window: it is the moment before the next window gets it.
    public func successor(environment: [String: String]) async -> String? {
        guard let now = await Self.ask(query, environment: environment), now != id else { return nil }
        let root = await Self.run(["search", "--maxdepth", "0", "--name", ""], environment: environment)
        return now == root ? nil : now
    }

    private static func ask(_ query: Query, environment: [String: String]) async -> String? {
        await run([query.rawValue], environment: environment)
    }

    /// xdotool's output for `arguments`, trimmed; `nil` when it failed or printed nothing.
    private static func run(_ arguments: [String], environment: [String: String]) async -> String? {
        let run = ProgramRun(arguments: ["xdotool"] + arguments, input: nil, environment: environment, keepsOutput: true)
        guard let output = try? await run.run().standardOutput else { return nil }
        let id = output.trimmingCharacters(in: .whitespacesAndNewlines)
        return id.isEmpty ? nil : id
    }
}
