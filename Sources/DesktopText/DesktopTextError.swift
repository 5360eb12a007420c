/// Why text could not reach the desktop, phrased for the person at it: each message says what to
/// install or check.
public enum DesktopTextError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Neither `WAYLAND_DISPLAY` nor `DISPLAY` nor `XDG_SESSION_TYPE` names a graphical session.
    case noDisplay
    /// No typer for this session is installed.
    case noTyper(DisplayServer)
    /// `--typer` named a program dictate does not know.
    case unknownTyper(String)
    /// `--typer` named a known typer that is not installed.
    case typerNotInstalled(Typer)
    /// No clipboard program for this session is installed.
    case noClipboard(DisplayServer)
    /// The typer cannot type these characters (ydotool outside ASCII); nothing of the edit was typed.
    case unsupportedCharacters(Typer, String)
    /// A program ran and failed; `message` is the last line it wrote to standard error.
    case programFailed(program: String, status: Int32, message: String)
    /// A program could not be started at all.
    case cannotStart(program: String, reason: String)

    public var description: String {
        switch self {
        case .noDisplay:
            "no graphical session: neither WAYLAND_DISPLAY nor DISPLAY is set"
        case .noTyper(.wayland):
            "no program to type with on Wayland: install one with 'apt install wtype' (or ydotool, dotool)"
        case .noTyper(.x11):
            "no program to type with on X11: install one with 'apt install xdotool'"
        case .unknownTyper(let name):
            "unknown typer '\(name)': choose one of \(Typer.allCases.map(\.rawValue).joined(separator: ", "))"
        case .typerNotInstalled(let typer):
            "\(typer.program) is not installed: install it with 'apt install \(typer.package)'"
        case .noClipboard(.wayland):
            "no clipboard program on Wayland: install one with 'apt install wl-clipboard'"
        case .noClipboard(.x11):
            "no clipboard program on X11: install one with 'apt install xclip'"
        case .unsupportedCharacters(let typer, let characters):
            "\(typer.program) cannot type \(characters) (it types US-keyboard ASCII only): use wtype or --paste"
        case .programFailed(let program, let status, let message):
            "\(program) failed (exit status \(status))" + (message.isEmpty ? "" : ": \(message)")
        case .cannotStart(let program, let reason):
            "cannot start \(program): \(reason)"
        }
    }

    /// The exit status the CLI should end with, from the same BSD sysexits table as its `ExitCode`:
    /// 69 (unavailable) for anything missing from the machine, 64 (usage) for a bad `--typer` name,
    /// 74 (I/O error) when a program that was there failed to deliver the text.
    public var exitStatus: Int32 {
        switch self {
        case .unknownTyper: 64
        case .programFailed: 74
        case .noDisplay, .noTyper, .typerNotInstalled, .noClipboard, .unsupportedCharacters, .cannotStart: 69
        }
    }
}
