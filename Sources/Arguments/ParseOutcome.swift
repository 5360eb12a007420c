/// What parsing a command line produced.
public enum ParseOutcome: Sendable, Hashable {
    /// The command line is valid; run the command described by the parsed arguments.
    case run(ParsedArguments)
    /// The user asked for help (`--help` or `-h`) on the command at `commandPath`
    /// (subcommand names below the root, empty for the root itself).
    case help(commandPath: [String])
}
