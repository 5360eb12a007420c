/// The declarative description of a command, from which parsing, help text and shell completions all come.
///
/// ```swift
/// let spec = CommandSpec(
///     name: "dictate", abstract: "Offline speech to text.",
///     options: [.flag("verbose", short: "v", help: "Print progress.")],
///     subcommands: [
///         CommandSpec(
///             name: "transcribe", abstract: "Transcribe audio files.",
///             options: [.option("format", short: "f", help: "Output format.", default: "text",
///                               allowedValues: ["text", "jsonl", "srt", "vtt"])],
///             arguments: [ArgumentSpec("FILE", help: "Audio file, or - for stdin.",
///                                      isRepeating: true, completion: .file)])
///     ])
/// ```
public struct CommandSpec: Sendable, Hashable {
    /// The command's name: the program name for the root, the word typed for a subcommand.
    public var name: String
    /// One-line summary shown under the usage line and in the parent's command list.
    public var abstract: String
    /// Free-form text printed verbatim at the end of help: examples, exit codes, notes.
    public var discussion: String
    /// Flags and options, in the order help lists them.
    public var options: [OptionSpec]
    /// Positional arguments, in the order they are matched.
    public var arguments: [ArgumentSpec]
    /// Subcommands, in the order help lists them.
    public var subcommands: [CommandSpec]

    /// Creates a command description.
    public init(
        name: String, abstract: String, discussion: String = "", options: [OptionSpec] = [],
        arguments: [ArgumentSpec] = [], subcommands: [CommandSpec] = []
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.options = options
        self.arguments = arguments
        self.subcommands = subcommands
    }

    /// Parses command-line arguments (without the program name) against this command.
    ///
    /// Returns ``ParseOutcome/help(commandPath:)`` when `--help` or `-h` appears before `--`,
    /// even if other arguments are wrong, so the user always gets the help they asked for.
    public func parse(_ arguments: [String]) throws(ArgumentError) -> ParseOutcome {
        try Parser(root: self).parse(arguments)
    }

    /// The subcommand reached by following `path` (names below this command), or nil if a name is unknown.
    public func command(at path: [String]) -> CommandSpec? {
        var command = self
        for name in path {
            guard let next = command.subcommand(named: name) else { return nil }
            command = next
        }
        return command
    }

    /// Help text for the command at `path` below this one, wrapped to `width` columns.
    /// An unknown path yields the help of the deepest command that exists along it.
    public func helpText(for path: [String] = [], width: Int = 80) -> String {
        HelpFormatter(width: width).render(root: self, path: path)
    }

    /// This command and all its subcommands as a manual page in roff, for `man`: the same
    /// abstracts, options and discussions as ``helpText(for:width:)``.
    ///
    /// - Parameters:
    ///   - section: The manual section, `1` for user commands.
    ///   - source: The footer naming the program and its version, e.g. `dictate 0.1.0`.
    ///   - date: The date shown in the footer, e.g. `2025-01-31`.
    public func manPage(section: String = "1", source: String, date: String) -> String {
        ManPageFormatter(section: section, source: source, date: date).render(self)
    }

    /// A completion script for `shell` that covers this command and all its subcommands.
    public func completionScript(for shell: Shell) -> String {
        switch shell {
        case .bash: BashCompletion(root: self).script()
        case .zsh: ZshCompletion(root: self).script()
        case .fish: FishCompletion(root: self).script()
        }
    }

    /// The direct subcommand called `name`, if any.
    func subcommand(named name: String) -> CommandSpec? {
        subcommands.first { $0.name == name }
    }

    /// The option whose long name is `name`, if any.
    func option(named name: String) -> OptionSpec? {
        options.first { $0.name == name }
    }

    /// The option whose short name is `short`, if any.
    func option(short: Character) -> OptionSpec? {
        options.first { $0.short == short }
    }
}
