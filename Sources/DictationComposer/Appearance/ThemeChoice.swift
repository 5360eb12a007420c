/// Which palette to draw with: the one that suits the terminal's background, or one forced.
public enum ThemeChoice: String, Sendable, CaseIterable {
    /// ``Theme/light`` on a light background, ``Theme/dark`` on a dark or unknown one.
    case auto
    /// Always ``Theme/light``.
    case light
    /// Always ``Theme/dark``.
    case dark

    /// Whether the choice depends on the background, so the terminal is worth asking.
    public var needsBackground: Bool { self == .auto }

    /// The palette for this choice on a background of `tone`, `nil` when it could not be told.
    /// An unknown background gets the dark palette: the card paints its own surface, so it stays
    /// readable either way, and dark terminals are the more common.
    public func theme(background tone: BackgroundTone?) -> Theme {
        switch self {
        case .light: .light
        case .dark: .dark
        case .auto: tone == .light ? .light : .dark
        }
    }
}
