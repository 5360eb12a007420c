/// What a shell should offer when completing the value of an option or a positional argument.
public enum CompletionKind: Sendable, Hashable {
    /// Offer nothing: the value is free text such as a number or a name.
    case none
    /// Offer file (and directory) names.
    case file
    /// Offer directory names only.
    case directory
    /// Offer exactly these words.
    case values([String])
}
