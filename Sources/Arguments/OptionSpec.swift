/// One named option of a command: either a flag (`--verbose`, `-v`) or an option that takes a value
/// (`--model NAME`, `--model=NAME`, `-m NAME`).
///
/// Build one with ``flag(_:short:help:repeatable:)`` or
/// ``option(_:short:valueName:help:default:allowedValues:completion:repeatable:)``.
/// The names `help` and `h` are reserved: every command answers `--help` and `-h`.
public struct OptionSpec: Sendable, Hashable {
    /// Whether the option stands alone or takes a value.
    public enum Kind: Sendable, Hashable {
        /// A switch that is either present or not; repeatable flags are counted.
        case flag
        /// An option followed by a value.
        case value
    }

    /// The long name without dashes, e.g. `model` for `--model`. Values are looked up by this name.
    public var name: String
    /// The single-character short name, e.g. `m` for `-m`, if any.
    public var short: Character?
    /// Whether this is a flag or takes a value.
    public var kind: Kind
    /// One-line description shown in help and in completions.
    public var help: String
    /// Placeholder for the value in help, e.g. `NAME`; empty for flags.
    public var valueName: String
    /// The value used when the option is not given; shown in help.
    public var defaultValue: String?
    /// The only values accepted, if the option is restricted; checked while parsing and offered by completions.
    public var allowedValues: [String]?
    /// What shells offer when completing this option's value.
    public var completion: CompletionKind
    /// Whether the option may be given more than once (values accumulate, flags are counted).
    /// A non-repeatable option given twice keeps its last value, so later arguments override earlier ones.
    public var isRepeatable: Bool

    /// The option as typed on the command line, e.g. `--model`.
    public var displayName: String { "--" + name }

    /// Creates a flag such as `--verbose` / `-v`.
    public static func flag(
        _ name: String, short: Character? = nil, help: String, repeatable: Bool = false
    ) -> OptionSpec {
        OptionSpec(
            name: name, short: short, kind: .flag, help: help, valueName: "", defaultValue: nil,
            allowedValues: nil, completion: .none, isRepeatable: repeatable)
    }

    /// Creates an option that takes a value, such as `--format FORMAT`.
    ///
    /// - Parameters:
    ///   - valueName: Placeholder shown in help; defaults to the upper-cased long name.
    ///   - default: Value reported when the option is absent; shown in help.
    ///   - allowedValues: If given, any other value is rejected while parsing.
    ///   - completion: What shells offer for the value; defaults to `allowedValues` when given, else nothing.
    public static func option(
        _ name: String, short: Character? = nil, valueName: String? = nil, help: String,
        default defaultValue: String? = nil, allowedValues: [String]? = nil,
        completion: CompletionKind? = nil, repeatable: Bool = false
    ) -> OptionSpec {
        OptionSpec(
            name: name, short: short, kind: .value, help: help,
            valueName: valueName ?? name.uppercased(), defaultValue: defaultValue,
            allowedValues: allowedValues,
            completion: completion ?? allowedValues.map(CompletionKind.values) ?? .none,
            isRepeatable: repeatable)
    }

    /// Describes what a value must look like, for error messages.
    var expectedValue: String {
        if let allowedValues { return "one of: " + allowedValues.joined(separator: ", ") }
        return valueName
    }
}
