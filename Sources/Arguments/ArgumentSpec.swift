/// A positional argument of a command, such as the audio `FILE` to transcribe.
///
/// Positionals are matched in declaration order; only the last one should be repeating.
public struct ArgumentSpec: Sendable, Hashable {
    /// Name shown in usage and help, e.g. `FILE`; values are looked up by this name.
    public var name: String
    /// One-line description shown in help.
    public var help: String
    /// Whether parsing fails when the argument is absent.
    public var isRequired: Bool
    /// Whether the argument takes all remaining positional values.
    public var isRepeating: Bool
    /// What shells offer when completing the argument.
    public var completion: CompletionKind

    /// Creates a positional argument.
    public init(
        _ name: String, help: String, isRequired: Bool = true, isRepeating: Bool = false,
        completion: CompletionKind = .none
    ) {
        self.name = name
        self.help = help
        self.isRequired = isRequired
        self.isRepeating = isRepeating
        self.completion = completion
    }

    /// The argument as written in a usage line: `FILE`, `[FILE]`, `FILE...` or `[FILE...]`.
    var usage: String {
        let base = isRepeating ? name + "..." : name
        return isRequired ? base : "[" + base + "]"
    }
}
