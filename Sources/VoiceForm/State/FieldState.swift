/// Where a field stands, which decides the colour of its underline.
public enum FieldState: Sendable, Equatable {
    /// Its hold-to-talk session is running.
    case recording
    /// Nothing entered yet.
    case empty
    /// The value passes every rule.
    case valid
    /// The value fails a rule; the message is that rule's.
    case invalid(message: String)

    /// The underline's colour role.
    public var role: FieldRole {
        switch self {
        case .recording: .accentWarning
        case .empty: .neutral
        case .valid: .success
        case .invalid: .danger
        }
    }
}

/// The colour roles of a voice form's underlines, named by meaning so each front end picks its
/// own shades (orange, grey, green and red in the source design).
public enum FieldRole: Sendable, Equatable, CaseIterable {
    /// Recording: orange.
    case accentWarning
    /// Empty: grey.
    case neutral
    /// Valid: green.
    case success
    /// Invalid: red.
    case danger
}
