import Foundation

/// The detached side of `dictate toggle` and `begin`: plain `dictate` with its options, which says
/// in the log and in a notification how it ended, since it has no terminal to say it on.
enum BackgroundSession {
    /// The environment variable that makes a `dictate` the background dictation: `notify`, or
    /// `quiet` for `--no-notify`.
    static let marker = "DICTATE_BACKGROUND"

    /// The notifications asked for, when this process is a background dictation; `nil` otherwise.
    static func requested(environment: [String: String] = ProcessInfo.processInfo.environment) -> Notifier? {
        environment[marker].map { Notifier(isEnabled: $0 == "notify") }
    }

    /// Runs the dictation `arguments` ask for and reports its end; returns the exit status.
    @MainActor
    static func run(_ arguments: [String], notifier: Notifier) async -> Int32 {
        // Programs the dictation starts (a send command, a typing tool) are not background dictations.
        unsetenv(marker)
        var failure: Failure?
        let status = await DictateCommand.main(arguments) { failure = $0 }
        guard let log = try? SessionLog() else { return status }
        if let failure {
            log.append("\(SessionLog.failedLine) (exit status \(status)): \(failure.message)")
            notifier.send("Dictation failed", failure.message, urgent: true)
        } else {
            log.append(SessionLog.endedLine)
            notifier.send("Dictation ended", "")
        }
        return status
    }
}
