/// Where the engine's diagnostics go. The library never prints; the caller decides.
///
/// The CLI passes a logger that writes to standard error when `--verbose` is given and
/// ``Logger/silent`` otherwise, which keeps standard output for the transcript.
public struct Logger: Sendable {
    /// How much a message matters.
    public enum Level: Int, Sendable, Comparable, CustomStringConvertible {
        case debug, info, warning, error

        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }

        public var description: String {
            switch self {
            case .debug: "debug"
            case .info: "info"
            case .warning: "warning"
            case .error: "error"
            }
        }
    }

    /// Receives each message with its level and the subsystem that sent it ("whisper", "pulse", …).
    public var handler: @Sendable (_ level: Level, _ subsystem: String, _ message: String) -> Void

    public init(handler: @escaping @Sendable (_ level: Level, _ subsystem: String, _ message: String) -> Void) {
        self.handler = handler
    }

    /// Drops every message.
    public static let silent = Logger { _, _, _ in }

    /// Sends a message.
    public func log(_ level: Level, _ subsystem: String, _ message: @autoclosure () -> String) {
        handler(level, subsystem, message())
    }
}
