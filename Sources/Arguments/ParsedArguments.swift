/// The result of a successful parse: which command was chosen and what was given to it.
///
/// Options and flags are looked up by long name without dashes (`"model"` for `--model`),
/// positional arguments by their ``ArgumentSpec/name``. Looking up a name the chosen
/// commands do not declare yields nil, an empty list or false.
public struct ParsedArguments: Sendable, Hashable {
    /// Subcommand names below the root, e.g. `["transcribe"]`; empty when the root itself was chosen.
    /// A command with subcommands can be chosen without one; the caller decides what that means (often: show help).
    public let commandPath: [String]
    /// All positional values of the chosen command, in the order given.
    public let positionals: [String]
    /// Times each flag was given, by long name.
    let flagCounts: [String: Int]
    /// Values given for each option, by long name, in order.
    let optionValues: [String: [String]]
    /// Positional values assigned to each argument, by argument name.
    let argumentValues: [String: [String]]
    /// Every option declared along the command path, so typed accessors can use defaults and
    /// name the option in errors whether or not it was given.
    let declaredOptions: [String: OptionSpec]

    /// Whether the flag `name` was given at least once.
    public func isSet(_ name: String) -> Bool { count(name) > 0 }

    /// How many times the flag `name` was given, e.g. 2 for `-vv`.
    public func count(_ name: String) -> Int { flagCounts[name, default: 0] }

    /// The last value given for option `name`, else its default, else nil.
    public func value(_ name: String) -> String? {
        optionValues[name]?.last ?? declaredOptions[name]?.defaultValue
    }

    /// All values given for option `name` in order; the default alone if none was given; else empty.
    public func values(_ name: String) -> [String] {
        if let given = optionValues[name] { return given }
        return declaredOptions[name]?.defaultValue.map { [$0] } ?? []
    }

    /// Whether option `name` was given on the command line; a default does not count.
    public func isGiven(_ name: String) -> Bool { optionValues[name] != nil }

    /// The value of the single positional argument `name`, if given.
    public func argument(_ name: String) -> String? { argumentValues[name]?.first }

    /// The values of the (repeating) positional argument `name`, in order.
    public func arguments(_ name: String) -> [String] { argumentValues[name] ?? [] }

    /// The value of option `name` as an integer, or nil if it has neither a value nor a default.
    /// - Throws: ``ArgumentError/invalidValue(option:value:expected:)`` if the value is not an integer within `range`.
    public func int(_ name: String, in range: ClosedRange<Int>? = nil) throws(ArgumentError) -> Int? {
        guard let text = value(name) else { return nil }
        let expected = range.map { "an integer from \($0.lowerBound) to \($0.upperBound)" } ?? "an integer"
        guard let number = Int(text), range?.contains(number) ?? true else {
            throw invalid(name, text, expected)
        }
        return number
    }

    /// The value of option `name` as a finite number, or nil if it has neither a value nor a default.
    /// - Throws: ``ArgumentError/invalidValue(option:value:expected:)`` if the value is not a number within `range`.
    public func double(_ name: String, in range: ClosedRange<Double>? = nil) throws(ArgumentError) -> Double? {
        guard let text = value(name) else { return nil }
        let expected = range.map { "a number from \($0.lowerBound) to \($0.upperBound)" } ?? "a number"
        guard let number = Double(text), number.isFinite, range?.contains(number) ?? true else {
            throw invalid(name, text, expected)
        }
        return number
    }

    /// The value of option `name` converted to a string-backed enum, or nil if it has neither a value nor a default.
    /// - Throws: ``ArgumentError/invalidValue(option:value:expected:)`` if no case has that raw value.
    public func value<Value: RawRepresentable>(
        _ name: String, as type: Value.Type
    ) throws(ArgumentError) -> Value? where Value.RawValue == String {
        guard let text = value(name) else { return nil }
        guard let converted = Value(rawValue: text) else {
            throw invalid(name, text, declaredOptions[name]?.expectedValue ?? "a different value")
        }
        return converted
    }

    private func invalid(_ name: String, _ text: String, _ expected: String) -> ArgumentError {
        .invalidValue(option: declaredOptions[name]?.displayName ?? "--" + name, value: text, expected: expected)
    }
}
