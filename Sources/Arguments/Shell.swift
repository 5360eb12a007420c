/// A shell for which ``CommandSpec/completionScript(for:)`` can generate completions.
public enum Shell: String, Sendable, CaseIterable {
    /// GNU Bash, via `complete -F`.
    case bash
    /// Z shell, via `compdef` and `_arguments`.
    case zsh
    /// fish, via `complete -c`.
    case fish
}
