import Foundation

/// A private X server (Xvfb) for tests that type or copy through X11 programs.
public struct X11TestDisplay: Sendable {
    /// Its name, such as `:93`.
    public let display: String
    /// The test process's environment with `DISPLAY` pointing here and a UTF-8 locale, for the
    /// programs under test and the clients.
    public let environment: [String: String]
    private let folder: URL
    private let children: DesktopChildren

    /// Runs `body` with a fresh display and ends every process started on it afterwards, also when
    /// `body` throws.
    public static func with<T: Sendable>(_ body: (X11TestDisplay) async throws -> T) async throws -> T {
        try await using(try await start(), stop: { await $0.stop() }, body)
    }

    /// Starts openbox, a window manager that gives the focus to each new window that takes it, and
    /// waits until it manages the screen.
    public func startWindowManager() async throws {
        let log = folder.appendingPathComponent("openbox.log").path
        var openbox = try children.spawn(["openbox", "--sm-disable"], environment: environment, log: log)
        var starts = 1
        var check: ChildProcess.Result?
        let managed = await eventually {
            check = try? await ChildProcess.run(["xprop", "-root", "_NET_SUPPORTING_WM_CHECK"], environment: environment)
            if check?.standardOutput.contains("window id #") == true { return true }
            // On a loaded runner openbox has exited at start without a word; a second start is given.
            if starts < 3, waitpid(openbox.pid, nil, WNOHANG) == openbox.pid, let again = try? children.spawn(
                ["openbox", "--sm-disable"], environment: environment, log: log) {
                openbox = again
                starts += 1
            }
            return false
        }
        guard managed else {
            let said = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
            let display = try? await ChildProcess.run(["xdotool", "getdisplaygeometry"], environment: environment)
            throw TestDesktopError.didNotStart("openbox never managed the screen (started \(starts) times; the X server "
                + "\(display?.status == 0 ? "answers" : "does not answer"); xprop: \(check?.standardOutput ?? "") "
                + "\(check?.standardError ?? ""); openbox: \(said.suffix(500)))")
        }
    }

    /// The window with the keyboard focus, as `xdotool getwindowfocus` names it.
    public func focusedWindow() async throws -> String {
        try await ChildProcess.run(["xdotool", "getwindowfocus"], environment: environment)
            .standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Opens an xterm running `cat` into a file and waits until its window has the keyboard focus.
    public func openTerminal() async throws -> TerminalCapture {
        let capture = TerminalCapture(path: folder.appendingPathComponent("terminal-\(UUID().uuidString)").path)
        _ = try children.spawn(["xterm", "-u8", "-e", "sh", "-c", "cat > '\(capture.path)'"], environment: environment)
        let found = try await ChildProcess.run(
            ["timeout", "10", "xdotool", "search", "--sync", "--onlyvisible", "--class", "xterm"], environment: environment)
        guard found.status == 0, let window = found.standardOutput.split(separator: "\n").last.map(String.init) else {
            throw TestDesktopError.didNotStart("xterm never showed its window: \(found.standardError)")
        }
        // No window manager gives the focus here. `windowfocus --sync` waits for a focus change that
        // never comes when the window already had the focus, so the focus is set, then read back.
        let focused = try await eventually {
            _ = try await ChildProcess.run(["xdotool", "windowfocus", window], environment: environment)
            return try await focusedWindow() == window
        }
        guard focused else { throw TestDesktopError.didNotStart("xterm never had the focus") }
        return capture
    }

    private static func start() async throws -> X11TestDisplay {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("x11-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let children = DesktopChildren()
        // Other sessions on the machine run their own servers: skip numbers in use, and move on
        // when another server took a number between the check and the start.
        for number in Int.random(in: 100...400)..<500 where !FileManager.default.fileExists(atPath: "/tmp/.X\(number)-lock") {
            var environment = ProcessInfo.processInfo.environment
            environment["DISPLAY"] = ":\(number)"
            environment["LC_ALL"] = "C.UTF-8"
            environment["WAYLAND_DISPLAY"] = nil
            let server = try children.spawn(["Xvfb", ":\(number)", "-nolisten", "tcp"], environment: environment)
            // A server that lost the number to another exits, and until then the other one answers
            // on it: the display is ours only when the lock file names our server.
            let owned = { lockOwner(number) == server.pid }
            let ready = await eventually {
                guard waitpid(server.pid, nil, WNOHANG) == 0 else { return true }
                guard owned() else { return false }
                return (try? await ChildProcess.run(["xdotool", "getdisplaygeometry"], environment: environment).status) == 0
            }
            if ready, waitpid(server.pid, nil, WNOHANG) == 0, owned() {
                return X11TestDisplay(display: ":\(number)", environment: environment, folder: folder, children: children)
            }
            await children.stopAll()
        }
        throw TestDesktopError.didNotStart("no free X display number")
    }

    /// The process named in display `number`'s lock file, which the X server writes once it holds
    /// the number.
    private static func lockOwner(_ number: Int) -> pid_t? {
        guard let text = try? String(contentsOfFile: "/tmp/.X\(number)-lock", encoding: .utf8) else { return nil }
        return pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    private func stop() async {
        await children.stopAll()
        try? FileManager.default.removeItem(at: folder)
    }
}
