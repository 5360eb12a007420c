import Foundation

/// Shows a desktop notification through `notify-send`, for what a person should notice without a
/// terminal in view: text left on the clipboard, a typer that failed.
///
/// Notifications are a courtesy, so a missing `notify-send` or a failed one (no notification
/// service on the session bus) never stops dictation: `notify` only reports whether it was shown.
public struct Notifier: Sendable {
    /// The variables `notify-send` runs with; it needs `DBUS_SESSION_BUS_ADDRESS` to reach the
    /// notification service.
    public var environment: [String: String]

    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.environment = environment
    }

    /// Whether `notify-send` is installed; without it every `notify` does nothing.
    public var isAvailable: Bool { InstalledPrograms.locate("notify-send", environment: environment) != nil }

    /// Shows `summary` with `body` under dictate's name; `true` when notify-send accepted it.
    @discardableResult
    public func notify(_ summary: String, body: String = "") async -> Bool {
        guard isAvailable else { return false }
        let run = ProgramRun(arguments: ["notify-send", "--app-name=dictate", "--", summary] + (body.isEmpty ? [] : [body]),
                             input: nil, environment: environment)
        return (try? await run.run()) != nil
    }
}
