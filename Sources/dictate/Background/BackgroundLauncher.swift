import Foundation
import LiveStatus
import SpeechEngine

/// Starts a dictation in the background for `dictate toggle` and `begin`, and waits until it
/// records, so that a refusal (no model, a muted source, no sound server) is still this command's
/// exit status and message, and a key pressed again right after finds it recording.
struct BackgroundLauncher {
    /// Plain `dictate`'s options, handed on to the background dictation.
    var options: [String]
    var notifier: Notifier
    var log: SessionLog
    /// The edge to start `dictate panel --once` at once the dictation records; `nil` for none.
    var panel: String?
    /// A model loads in well under a second; a machine busy enough to take longer still gets its turn.
    var timeout: Duration = .seconds(30)

    /// How the background dictation's start went.
    private enum Start {
        case recording
        case exited(status: Int32)
        case timedOut
    }

    func start() async throws -> Int32 {
        let offset = log.length
        var environment = ProcessInfo.processInfo.environment
        environment[BackgroundSession.marker] = notifier.isEnabled ? "notify" : "quiet"
        environment[KeyToAudio.variable] = String(KeyToAudio.processStart() ?? KeyToAudio.now())
        // The panel shows every word as it is heard, so the dictation settles as accurately as it can.
        let settleGiven = options.contains { $0 == "--settle" || $0.hasPrefix("--settle=") }
        let options = showsPanel && !settleGiven ? options + ["--settle", Settling.accurate.rawValue] : options
        let pid = try DetachedProcess.spawn([DetachedProcess.executable] + options, environment: environment, output: log.path)
        log.append("starting dictation \(pid): " + (["dictate"] + options).joined(separator: " "))
        let timeout = timeout
        let start = try await onThread { Self.waitForStart(of: pid, timeout: timeout) }
        switch start {
        case .recording:
            log.append("dictation \(pid) is recording")
            startPanel()
            notifier.send("Dictation started", "Press the key again, or run `dictate end`, to finish it.")
            return ExitCode.success
        case .exited(let status):
            // The dictation said why in the log, and in a notification; say it here too.
            let errors = log.errors(after: offset)
            if errors.isEmpty, status == ExitCode.success {
                StandardStreams.err("dictate: the dictation ended before it began recording; see \(log.path)\n")
            }
            for error in errors { StandardStreams.err("dictate: \(error)\n") }
            return status
        case .timedOut:
            kill(pid, SIGKILL)
            let message = "The dictation did not start within \(Int(timeout.inSeconds)) s, so it was stopped. See \(log.path)."
            log.append(message)
            notifier.send("Dictation could not start", message, urgent: true)
            throw Failure(message, exitCode: ExitCode.unavailable)
        }
    }

    /// Starts the panel beside the dictation, only where there is a display to show it on. It is
    /// not waited for, and its failure (no GTK, a desktop without layer-shell) goes to the log alone:
    /// the dictation records already and goes on without it.
    private func startPanel() {
        let environment = ProcessInfo.processInfo.environment
        guard let panel, showsPanel else { return }
        let arguments = [DetachedProcess.executable, "panel", "--once", "--panel-position", panel]
        if let pid = try? DetachedProcess.spawn(arguments, environment: environment, output: log.path) {
            log.append("starting panel \(pid)")
        }
    }

    /// Whether a panel is started beside the dictation: one is asked for and there is a display.
    private var showsPanel: Bool {
        let environment = ProcessInfo.processInfo.environment
        return panel != nil && (environment["DISPLAY"] != nil || environment["WAYLAND_DISPLAY"] != nil)
    }

    /// Polls until `pid` answers on the control socket or exits. Blocks: run it on a thread of its own.
    private static func waitForStart(of pid: pid_t, timeout: Duration) -> Start {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            if (try? ControlClient.send(.status)) != nil { return .recording }
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == pid {
                let signal = status & 0x7f
                return .exited(status: signal == 0 ? (status >> 8) & 0xff : 128 + signal)
            }
            usleep(20_000)
        }
        return .timedOut
    }
}
