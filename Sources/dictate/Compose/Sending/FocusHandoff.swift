import DesktopText
import Foundation

/// Compose's side of Send into another window: the message can only be typed once the focus is
/// back in the window the person came from, and when compose runs in a terminal of its own
/// (`foot -e dictate compose --send-to type` on a hotkey) that happens only after compose exits
/// and its terminal closes. So compose hands the message to a detached `dictate`, which waits
/// for the focus to leave (``FocusDeparture``) and then types, and exits at once.
enum FocusHandoff {
    /// The environment variable that makes a `dictate compose` the delivering process; its value
    /// is the compose window as ``FocusedWindow`` found it (`query:id`), or `none`.
    static let marker = "DICTATE_SEND_HANDOFF"

    /// Starts the delivering process with `text` on its standard input and the compose terminal
    /// (`terminal`) as descriptor 3, so it can tell when the terminal closes. `window` is the
    /// compose window on X11, `nil` elsewhere. Its output goes to the background log.
    static func start(_ text: String, to target: SendTarget, terminal: Int32, window: FocusedWindow?) throws {
        let log = try SessionLog()
        guard let input = bufferedInput(text) else {
            throw Failure("Cannot buffer the message for sending: \(String(cString: strerror(errno)))", exitCode: ExitCode.ioError)
        }
        defer { close(input) }
        var environment = ProcessInfo.processInfo.environment
        environment[marker] = window.map { "\($0.query.rawValue):\($0.id)" } ?? "none"
        let pid = try DetachedProcess.spawn([DetachedProcess.executable, "compose"] + target.arguments,
                                            environment: environment, output: log.path, input: input, passing: terminal)
        let leaving = window.map { "X11 window \($0.id) loses the focus" } ?? "the compose terminal closes"
        log.append("compose handed its message to \(pid) to \(target.place.rawValue) once \(leaving)")
    }

    /// Whether this process is a delivering one, started by `start`.
    static func isRequested(environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        environment[marker] != nil
    }

    /// The compose window the marker names, `nil` when it names none (outside X11).
    static func window(environment: [String: String] = ProcessInfo.processInfo.environment) -> FocusedWindow? {
        let parts = (environment[marker] ?? "").split(separator: ":", maxSplits: 1).map(String.init)
        guard parts.count == 2, let query = FocusedWindow.Query(rawValue: parts[0]) else { return nil }
        return FocusedWindow(query: query, id: parts[1])
    }

    /// `text` in an unlinked file, read from its start: input the child reads to its end without
    /// a writer to wait for.
    private static func bufferedInput(_ text: String) -> Int32? {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("dictate-send-\(UUID().uuidString)").path
        let descriptor = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return nil }
        unlink(path)
        let written = text.utf8CString.dropLast().withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        guard written == text.utf8.count, lseek(descriptor, 0, SEEK_SET) == 0 else {
            close(descriptor)
            return nil
        }
        return descriptor
    }
}
