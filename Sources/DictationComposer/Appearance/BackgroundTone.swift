/// Whether a terminal's background is light or dark, which decides the theme `auto` picks.
public enum BackgroundTone: Sendable, Equatable {
    /// A light background: dark text reads best.
    case light
    /// A dark background: light text reads best.
    case dark

    /// The tone of `background`: light when black text on it has more contrast than white text.
    ///
    /// By WCAG contrast that is a relative luminance above about 0.18, so a mid grey counts as light.
    public init(background: RGBColor) {
        let black = RGBColor(red: 0, green: 0, blue: 0), white = RGBColor(red: 255, green: 255, blue: 255)
        self = background.contrast(with: black) > background.contrast(with: white) ? .light : .dark
    }

    /// The tone from what is known, in order: the colour the terminal reported, then `COLORFGBG`;
    /// `nil` when neither says.
    public static func detected(reported: RGBColor?, colorFGBG: String?) -> BackgroundTone? {
        if let reported { return BackgroundTone(background: reported) }
        return colorFGBG.flatMap(BackgroundTone.init(colorFGBG:))
    }
}
