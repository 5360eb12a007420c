import Foundation

/// Desktop notifications for dictations that have no terminal to speak on, through `notify-send`.
///
/// Without `notify-send` on `PATH` (or with `--no-notify`) nothing is shown and nothing is said
/// about it: the log has the same lines. It is not waited for, so a desktop bus that is slow to
/// answer never holds up a key press.
struct Notifier {
    /// Whether notifications were asked for.
    var isEnabled: Bool

    /// Shows `summary` with `body`; `urgent` ones stay until dismissed on most desktops.
    func send(_ summary: String, _ body: String, urgent: Bool = false) {
        guard isEnabled else { return }
        let arguments = ["notify-send", "--app-name=dictate", "--icon=audio-input-microphone",
                         "--urgency=\(urgent ? "critical" : "normal")", summary, body]
        _ = try? DetachedProcess.spawn(arguments, environment: ProcessInfo.processInfo.environment)
    }
}
