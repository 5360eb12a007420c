import Foundation
import TestSupport

/// A detached tmux session on a server of its own, driving a command in a real terminal.
struct Tmux {
    /// The private server's socket name, so tests never touch the user's tmux.
    let socket = "dictate-e2e-\(UUID().uuidString.prefix(8))"

    /// Starts `command` (run by `sh -c`) in a `columns`×`rows` terminal; with `background` (a tmux
    /// colour such as `#f0f0e8`) the pane has that default background and reports it to an OSC 11
    /// query, as tmux 3.3 does.
    func start(_ command: String, columns: Int = 100, rows: Int = 30, background: String? = nil) async throws {
        // In the same invocation, so the option is set before the server reads the pane's first output.
        let style = background.map { [";", "set-option", "-g", "window-style", "bg=\($0)"] } ?? []
        try await run(["new-session", "-d", "-x", "\(columns)", "-y", "\(rows)", command] + style, capture: false)
    }

    /// Types `text` literally.
    func type(_ text: String) async throws { try await run(["send-keys", "-t", "0", "-l", text]) }

    /// Presses keys by tmux name: "Enter", "Escape", "C-d", "C-c".
    func press(_ keys: String...) async throws { try await run(["send-keys", "-t", "0"] + keys) }

    /// The visible screen, one line per row.
    func screen() async throws -> String { try await run(["capture-pane", "-p", "-t", "0"]) }

    /// The visible screen with each cell's colours and attributes as SGR sequences, trailing
    /// spaces kept (they may be painted).
    func styledScreen() async throws -> String { try await run(["capture-pane", "-e", "-N", "-p", "-t", "0"]) }

    /// The visible screen with lines the terminal wrapped joined again: text as it was written.
    func unwrappedScreen() async throws -> String { try await run(["capture-pane", "-p", "-J", "-t", "0"]) }

    /// The process id of the pane's command.
    func panePID() async throws -> Int32 {
        Int32(try await run(["display-message", "-p", "-t", "0", "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
    }

    /// Waits until the screen satisfies `condition`; returns the last screen seen and whether it did.
    /// The screen is read once more after the deadline, since a starved test may wake only after it.
    func waitForScreen(timeout: Duration = patience, _ condition: (String) -> Bool) async throws -> (String, Bool) {
        let deadline = ContinuousClock.now.advanced(by: timeout)
        while true {
            let last = try await screen()
            if condition(last) || ContinuousClock.now >= deadline { return (last, condition(last)) }
            try await Task.sleep(for: .milliseconds(50))
        }
    }

    /// Ends the server and everything in it.
    func kill() {
        try? runBlocking(["kill-server"])
        // tmux leaves the socket file behind; one per test would pile up.
        let directory = ProcessInfo.processInfo.environment["TMUX_TMPDIR"] ?? "/tmp"
        unlink("\(directory)/tmux-\(getuid())/\(socket)")
    }

    /// Runs tmux with `arguments` and returns what it printed, waiting for it off the test's thread:
    /// tests poll the screen every 50 ms, and a blocked thread each time starved the suite's other tests.
    ///
    /// Output goes through a file, not a pipe: the server a new session forks would hold a pipe open.
    @discardableResult
    private func run(_ arguments: [String], capture: Bool = true) async throws -> String {
        let (child, outputPath) = try spawn(arguments, capture: capture)
        defer { unlink(outputPath) }
        _ = await child.wait()
        return capture ? ((try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "") : ""
    }

    /// `run` for `kill`, which `defer` calls and so cannot suspend.
    private func runBlocking(_ arguments: [String]) throws {
        _ = try spawn(arguments, capture: false).0.waitBlocking()
    }

    private func spawn(_ arguments: [String], capture: Bool) throws -> (ChildProcess, String) {
        let outputPath = FileManager.default.temporaryDirectory
            .appendingPathComponent("tmux-\(UUID().uuidString).out").path
        let child = try ChildProcess.spawn(["tmux", "-L", socket, "-f", "/dev/null"] + arguments,
                                           standardOutput: capture ? outputPath : nil)
        return (child, outputPath)
    }
}
