/// Reads a command line token by token against a root ``CommandSpec``.
///
/// Each option belongs to one command: options given before a subcommand's name belong to
/// the parent, options after it to the subcommand.
struct Parser {
    let root: CommandSpec

    func parse(_ arguments: [String]) throws(ArgumentError) -> ParseOutcome {
        var state = State(commands: [root])
        var index = 0
        do throws(ArgumentError) {
            while index < arguments.count {
                let token = arguments[index]
                index += 1
                try state.consume(token, next: { () -> String? in
                    guard index < arguments.count, !Self.looksLikeOption(arguments[index]) else { return nil }
                    index += 1
                    return arguments[index - 1]
                })
            }
            if state.helpRequested { return .help(commandPath: state.path) }
            return .run(try state.finish())
        } catch {
            // A user who typed --help wants help, even if the rest of the line has mistakes.
            let rest = state.onlyPositionals ? [] : arguments[min(index, arguments.count)...].prefix { $0 != "--" }
            if state.helpRequested || rest.contains(where: { $0 == "--help" || $0 == "-h" }) {
                return .help(commandPath: state.path)
            }
            throw error
        }
    }

    /// Whether a token is an option rather than a value; `-` (stdin) and negative numbers are values.
    static func looksLikeOption(_ token: String) -> Bool {
        token.hasPrefix("-") && token != "-" && Double(token) == nil
    }
}

/// What has been read so far.
private struct State {
    /// The root followed by each subcommand entered.
    var commands: [CommandSpec]
    var path: [String] = []
    var positionals: [String] = []
    var flagCounts: [String: Int] = [:]
    var optionValues: [String: [String]] = [:]
    var helpRequested = false
    /// Set by `--`: everything after it is a positional value.
    var onlyPositionals = false

    var command: CommandSpec { commands[commands.count - 1] }

    /// Reads one token; `next` hands out the following token when it can be an option's value.
    mutating func consume(_ token: String, next: () -> String?) throws(ArgumentError) {
        if onlyPositionals { return try positional(token) }
        if token == "--" {
            onlyPositionals = true
        } else if token == "-h" {
            helpRequested = true
        } else if token.hasPrefix("--") {
            try long(token, next: next)
        } else if Parser.looksLikeOption(token) {
            try shortCluster(token, next: next)
        } else {
            try positional(token)
        }
    }

    private mutating func long(_ token: String, next: () -> String?) throws(ArgumentError) {
        let body = token.dropFirst(2)
        let name = String(body.prefix { $0 != "=" })
        let inline = body.firstIndex(of: "=").map { String(body[body.index(after: $0)...]) }
        if name == "help" {
            helpRequested = true
            return
        }
        guard let option = command.option(named: name) else {
            let candidates = command.options.map(\.displayName) + ["--help"]
            throw .unknownOption("--" + name, suggestion: EditDistance.closest(to: "--" + name, among: candidates))
        }
        if option.kind == .flag {
            if let inline { throw .unexpectedValue(option: option.displayName, value: inline) }
            return count(option)
        }
        guard let value = inline ?? next() else {
            throw .missingValue(option: option.displayName, expected: option.expectedValue)
        }
        try record(option, value: value, as: option.displayName)
    }

    /// Reads `-v`, `-vq`, `-m NAME`, `-mNAME` and `-m=NAME`.
    private mutating func shortCluster(_ token: String, next: () -> String?) throws(ArgumentError) {
        let letters = Array(token.dropFirst())
        var position = 0
        while position < letters.count {
            let letter = letters[position]
            position += 1
            if letter == "h" {
                helpRequested = true
                continue
            }
            guard let option = command.option(short: letter) else {
                // `-verbose` is more likely a mistyped `--verbose` than a cluster of short flags.
                let suggestion = letters.count > 1
                    ? EditDistance.closest(to: "-" + token, among: command.options.map(\.displayName)) : nil
                throw .unknownOption(suggestion == nil ? "-\(letter)" : token, suggestion: suggestion)
            }
            if option.kind == .flag {
                count(option)
                continue
            }
            var attached = String(letters[position...])
            if attached.hasPrefix("=") { attached.removeFirst() }
            guard let value = attached.isEmpty ? next() : attached else {
                throw .missingValue(option: "-\(letter)", expected: option.expectedValue)
            }
            return try record(option, value: value, as: "-\(letter)")
        }
    }

    private mutating func count(_ flag: OptionSpec) {
        flagCounts[flag.name, default: 0] += 1
    }

    private mutating func record(_ option: OptionSpec, value: String, as typed: String) throws(ArgumentError) {
        if let allowed = option.allowedValues, !allowed.contains(value) {
            throw .invalidValue(option: typed, value: value, expected: option.expectedValue)
        }
        optionValues[option.name] = option.isRepeatable ? optionValues[option.name, default: []] + [value] : [value]
    }

    private mutating func positional(_ token: String) throws(ArgumentError) {
        if !onlyPositionals, positionals.isEmpty, !command.subcommands.isEmpty {
            if let subcommand = command.subcommand(named: token) {
                commands.append(subcommand)
                path.append(token)
                return
            }
            if command.arguments.isEmpty {
                let names = command.subcommands.map(\.name)
                throw .unknownSubcommand(
                    token, suggestion: EditDistance.closest(to: token, among: names), available: names)
            }
        }
        if command.arguments.isEmpty { throw .unexpectedArgument(token) }
        positionals.append(token)
    }

    /// Matches positional values to the chosen command's arguments, in order, leaving enough
    /// values for the required arguments that follow a repeating or optional one.
    func finish() throws(ArgumentError) -> ParsedArguments {
        let specs = command.arguments
        var remaining = positionals[...]
        var assigned: [String: [String]] = [:]
        for (offset, spec) in specs.enumerated() {
            let available = remaining.count - specs[(offset + 1)...].filter(\.isRequired).count
            let take: Int
            if spec.isRequired {
                if remaining.isEmpty { throw .missingArgument(spec.name) }
                take = spec.isRepeating ? max(1, available) : 1
            } else {
                take = spec.isRepeating ? max(0, available) : min(1, max(0, available))
            }
            if take > 0 { assigned[spec.name] = Array(remaining.prefix(take)) }
            remaining = remaining.dropFirst(take)
        }
        if let extra = remaining.first { throw .unexpectedArgument(extra) }
        let declared = commands.flatMap(\.options).map { ($0.name, $0) }
        return ParsedArguments(
            commandPath: path, positionals: positionals, flagCounts: flagCounts, optionValues: optionValues,
            argumentValues: assigned,
            declaredOptions: Dictionary(declared, uniquingKeysWith: { _, deeper in deeper }))
    }
}
