import DesktopSetup
import DesktopText
import Foundation

/// What every step of `dictate setup` works from: the session's variables, where settings live,
/// the command the key runs, and whether changes are made without asking.
struct SetupContext: Sendable {
    var environment: [String: String]
    var chord: KeyChord
    /// `--hold`: a key to hold while talking, where the desktop runs commands on release.
    var hold: KeyChord?
    /// `--yes`: make each change without asking.
    var assumeYes: Bool
    /// `--device`: the source the microphone check looks at, instead of the default.
    var device: String?
    /// Whether the microphone check records a few seconds and says what was heard (not `--no-listen`).
    var listens: Bool

    var desktop: Desktop { Desktop(environment: environment) }

    private var wayland: Bool { !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty }

    /// GNOME on Wayland, where the panel is the GNOME Shell extension.
    var isGnomeOnWayland: Bool { desktop == .gnome && wayland }

    /// Whether `dictate panel` can show here.
    var panelCanShow: Bool {
        PanelAutostart.canShow(on: desktop, wayland: wayland, x11: !(environment["DISPLAY"] ?? "").isEmpty)
    }

    var configHome: String {
        if let home = environment["XDG_CONFIG_HOME"], !home.isEmpty { return home }
        return (environment["HOME"] ?? NSHomeDirectory()) + "/.config"
    }

    var recordURL: URL { SetupRecord.url(configHome: configHome) }

    /// This program's full path, so the key runs the dictate that was set up. A bare `dictate`
    /// would be looked up in the `PATH` of the process that runs the key (the compositor, GNOME's
    /// settings daemon), which often lacks what a shell's startup files add, such as `~/.local/bin`.
    /// Where `PATH` here reaches this very program through a link (`/usr/local/bin/dictate`),
    /// that link is kept, so the key still works after an upgrade replaces what it points to.
    var executable: String {
        let running = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        if let found = InstalledPrograms.locate("dictate", environment: environment), found.hasPrefix("/"),
           URL(fileURLWithPath: found).resolvingSymlinksInPath().path == running {
            return found
        }
        return running
    }

    var command: String { "\(executable) toggle --type" }

    /// Runs a settings program to its end and returns its standard output.
    @discardableResult
    func run(_ arguments: [String]) async throws(DesktopTextError) -> String {
        try await ProgramRun(arguments: arguments, input: nil, environment: environment, keepsOutput: true).run().standardOutput
    }

    /// Asks the compositor to read its config again.
    func reload(_ command: [String]) async throws {
        do {
            try await run(command)
        } catch {
            throw Failure("\(command.joined(separator: " ")) failed: \(error.description)", exitCode: ExitCode.unavailable)
        }
    }

    /// Asks `question` on the terminal; without one (or with `--yes`) the answer is `--yes`'s.
    func consents(to question: String) -> Bool {
        guard !assumeYes, Terminal.isTerminal(STDIN_FILENO) else {
            if !assumeYes { StandardStreams.err("\(question) Not on a terminal: left as it is (--yes makes the change).\n") }
            return assumeYes
        }
        StandardStreams.err("\(question) [y/N] ")
        return ["y", "yes"].contains((readLine() ?? "").trimmingCharacters(in: .whitespaces).lowercased())
    }
}
