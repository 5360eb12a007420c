/// A mistake in the command line, described so the user knows what to change.
///
/// Every case maps to exit code 64 (`EX_USAGE` from sysexits.h).
public enum ArgumentError: Error, Sendable, Hashable, CustomStringConvertible {
    /// An option that the command does not have, with the closest known option if one is near.
    case unknownOption(String, suggestion: String?)
    /// An option that needs a value was given none; `expected` describes the value.
    case missingValue(option: String, expected: String)
    /// A flag was given a value with `--flag=value`.
    case unexpectedValue(option: String, value: String)
    /// A value that the option does not accept; `expected` describes what it does accept.
    case invalidValue(option: String, value: String, expected: String)
    /// A positional value that the command has no place for.
    case unexpectedArgument(String)
    /// A required positional argument was not given.
    case missingArgument(String)
    /// A word that is not a subcommand where one was expected, with the closest name if one is near.
    case unknownSubcommand(String, suggestion: String?, available: [String])

    /// `EX_USAGE`: the command was used incorrectly.
    public static let usageExitCode: Int32 = 64

    /// The process exit code for this error.
    public var exitCode: Int32 { Self.usageExitCode }

    /// A one-line, user-facing explanation.
    public var message: String {
        switch self {
        case let .unknownOption(option, suggestion):
            "unknown option '\(option)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
        case let .missingValue(option, expected):
            "missing value for '\(option)'; expected \(expected)"
        case let .unexpectedValue(option, value):
            "option '\(option)' does not take a value (got '\(value)')"
        case let .invalidValue(option, value, expected):
            "invalid value '\(value)' for '\(option)'; expected \(expected)"
        case let .unexpectedArgument(value):
            "unexpected argument '\(value)'"
        case let .missingArgument(name):
            "missing required argument \(name)"
        case let .unknownSubcommand(name, suggestion, available):
            "unknown command '\(name)'"
                + (suggestion.map { "; did you mean '\($0)'?" }
                    ?? "; available commands: " + available.joined(separator: ", "))
        }
    }

    /// Same as ``message``.
    public var description: String { message }

    /// Turns any error into what a command-line tool prints to standard error and the code it exits with.
    ///
    /// An ``ArgumentError`` gets exit code 64 and a hint to run `<command> --help`;
    /// any other error gets exit code 1 and its description.
    /// - Parameter command: The command as the user would type it for help, e.g. `dictate transcribe`.
    public static func report(_ error: any Error, command: String) -> (message: String, exitCode: Int32) {
        if let error = error as? ArgumentError {
            return ("error: \(error.message)\nRun '\(command) --help' for usage.", error.exitCode)
        }
        return ("error: \(error)", 1)
    }
}
