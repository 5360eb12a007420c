/// What the form's microphone is doing; only one field records at a time.
public enum FormPhase: Sendable, Equatable {
    /// Nothing records; fields take typing and a press starts a session.
    case idle
    /// A field was pressed and access is being checked.
    case requestingAccess(field: String)
    /// The field records while it is held.
    case recording(field: String)
    /// The field was released; the final pass is settling the words.
    case finishing(field: String)

    /// The field the microphone belongs to, if any.
    public var field: String? {
        switch self {
        case .idle: nil
        case .requestingAccess(let field), .recording(let field), .finishing(let field): field
        }
    }
}
