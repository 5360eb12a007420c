/// The sizes a status shows its text at, like a lock screen card and the two island sizes.
public enum PresentationForm: Sendable, CaseIterable {
    /// A tooltip or notification: the latest two lines, about 220 characters.
    case long
    /// A wide bar slot: about 130 characters.
    case expanded
    /// A narrow bar slot: about 28 trailing characters.
    case compact

    /// The most characters the form shows, the ellipsis included.
    public var characterLimit: Int {
        switch self {
        case .long: 220
        case .expanded: 130
        case .compact: 28
        }
    }

    /// The most lines the form shows.
    public var lineLimit: Int {
        switch self {
        case .long: 2
        case .expanded, .compact: 1
        }
    }

    /// The end of `text` that fits this form.
    public func trim(_ text: String) -> String {
        Excerpt.trailing(text, limit: characterLimit, maxLines: lineLimit)
    }
}
