import Foundation

/// A detached tmux session on a server of its own, driving a command in a real terminal.
struct Tmux {
    /// The private server's socket name, so tests never touch the user's tmux.
    let socket = "dictate-e2e-\(UUID().uuidString.prefix(8))"

    /// Whether tmux is installed.
    static var isAvailable: Bool {
        FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux")
            || FileManager.default.isExecutableFile(atPath: "/usr/local/bin/tmux")
    }

    /// Starts `command` (run by `sh -c`) in a `columns`×`rows` terminal.
    func start(_ command: String, columns: Int = 100, rows: Int = 30) throws {
        try run(["new-session", "-d", "-x", "\(columns)", "-y", "\(rows)", command], capture: false)
    }

    /// Types `text` literally.
    func type(_ text: String) throws { try run(["send-keys", "-t", "0", "-l", text]) }

    /// Presses keys by tmux name: "Enter", "Escape", "C-d", "C-c".
    func press(_ keys: String...) throws { try run(["send-keys", "-t", "0"] + keys) }

    /// The visible screen, one line per row.
    func screen() throws -> String { try run(["capture-pane", "-p", "-t", "0"]) }

    /// The process id of the pane's command.
    func panePID() throws -> Int32 {
        Int32(try run(["display-message", "-p", "-t", "0", "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
    }

    /// Waits until the screen satisfies `condition`; returns the last screen seen and whether it did.
    func waitForScreen(timeout: Duration = .seconds(10), _ condition: (String) -> Bool) async throws -> (String, Bool) {
        let deadline = ContinuousClock.now.advanced(by: timeout)
        var last = ""
        while ContinuousClock.now < deadline {
            last = try screen()
            if condition(last) { return (last, true) }
            try await Task.sleep(for: .milliseconds(50))
        }
        return (last, false)
    }

    /// Ends the server and everything in it.
    func kill() {
        _ = try? run(["kill-server"], capture: false)
        // tmux leaves the socket file behind; one per test would pile up.
        let directory = ProcessInfo.processInfo.environment["TMUX_TMPDIR"] ?? "/tmp"
        unlink("\(directory)/tmux-\(getuid())/\(socket)")
    }

    /// Runs tmux with `arguments` and returns what it printed.
    ///
    /// Spawned and reaped by hand: Foundation's `Process` can miss the exit of the client that
    /// starts a session (the server it forks lives on), which hangs `waitUntilExit()`. Output goes
    /// through a file, not a pipe, because that server would hold a pipe open.
    @discardableResult
    private func run(_ arguments: [String], capture: Bool = true) throws -> String {
        let outputPath = FileManager.default.temporaryDirectory
            .appendingPathComponent("tmux-\(UUID().uuidString).out").path
        defer { unlink(outputPath) }
        var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, capture ? outputPath : "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ["tmux", "-L", socket, "-f", "/dev/null"] + arguments
        var cArguments = argv.map { strdup($0) } + [nil]
        defer { cArguments.forEach { free($0) } }
        // The test runner's threads block most signals and a spawned child inherits that mask; the
        // tmux server and the program under test need SIGHUP and SIGTERM to arrive, or kill-server hangs.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var defaults = sigset_t()
        sigfillset(&defaults)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, "tmux", &actions, &attributes, &cArguments, environ)
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .ENOENT) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        return capture ? ((try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "") : ""
    }
}
