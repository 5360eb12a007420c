extension ParsedArguments {
    /// The given `options` as command-line arguments again, for handing them on to another run of the
    /// program: each flag as often as it was given, each value as `--name=value` (so a value that
    /// begins with a dash stays a value). Defaults that were not given are left out.
    public func commandLine(for options: [OptionSpec]) -> [String] {
        options.flatMap { option -> [String] in
            switch option.kind {
            case .flag: Array(repeating: option.displayName, count: count(option.name))
            case .value: (optionValues[option.name] ?? []).map { "\(option.displayName)=\($0)" }
            }
        }
    }
}
