import Foundation

/// The log that dictations started in the background write to, since they have no terminal.
public enum BackgroundLog {
    /// `$XDG_STATE_HOME/dictate/dictate.log`, by default `~/.local/state/dictate/dictate.log`.
    ///
    /// As the XDG specification asks, a relative `XDG_STATE_HOME` is ignored.
    public static func path(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") { return "\(state)/dictate/dictate.log" }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return "\(home)/.local/state/dictate/dictate.log"
    }

    /// One line of the log: the local time, the process that writes it, the message.
    public static func line(_ message: String, pid: Int32, date: Date = Date(), timeZone: TimeZone = .current) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate, .withTime, .withColonSeparatorInTime, .withSpaceBetweenDateAndTime]
        formatter.timeZone = timeZone
        return "\(formatter.string(from: date)) dictate[\(pid)]: \(message)\n"
    }
}
