/// The colour roles the composer is drawn with, as named colours rather than fixed values.
public enum ColorRole: Sendable, CaseIterable {
    /// The card's background.
    case surface
    /// The card's hairline when idle.
    case separator
    /// Typed and dictated text, the meter bars, and the hairline while recording ("ink").
    case textPrimary
    /// Secondary labels: the elapsed time, the notice line.
    case textSecondary
    /// The placeholder and key hints.
    case textTertiary
    /// Send and Done.
    case accent
    /// Text on an accent background.
    case accentOn
    /// The recording dot and errors.
    case danger
    /// Button backgrounds.
    case fill
    /// A form field while it records: its underline and level meter.
    case warning
    /// A valid form field's underline.
    case success
}

/// A colour for every ``ColorRole``.
public struct Theme: Sendable {
    private let colors: @Sendable (ColorRole) -> RGBColor

    /// A theme that answers each role with `colors`.
    public init(colors: @escaping @Sendable (ColorRole) -> RGBColor) {
        self.colors = colors
    }

    /// The colour of `role`.
    public func color(_ role: ColorRole) -> RGBColor { colors(role) }

    /// The system palette on a dark background.
    public static let dark = Theme { role in
        switch role {
        case .surface: RGBColor(red: 28, green: 28, blue: 30)
        case .separator: RGBColor(red: 84, green: 84, blue: 88)
        case .textPrimary: RGBColor(red: 255, green: 255, blue: 255)
        case .textSecondary: RGBColor(red: 174, green: 174, blue: 178)
        case .textTertiary: RGBColor(red: 118, green: 118, blue: 124)
        case .accent: RGBColor(red: 10, green: 132, blue: 255)
        case .accentOn: RGBColor(red: 255, green: 255, blue: 255)
        case .danger: RGBColor(red: 255, green: 69, blue: 58)
        case .fill: RGBColor(red: 58, green: 58, blue: 60)
        case .warning: RGBColor(red: 255, green: 159, blue: 10)
        case .success: RGBColor(red: 48, green: 209, blue: 88)
        }
    }

    /// The system palette on a light background, with the accent, red, orange and green of its
    /// high-contrast variant: the standard ones fall short of 4.5:1 (text) or 3:1 (underlines)
    /// against the white surface.
    public static let light = Theme { role in
        switch role {
        case .surface: RGBColor(red: 255, green: 255, blue: 255)
        case .separator: RGBColor(red: 198, green: 198, blue: 200)
        case .textPrimary: RGBColor(red: 0, green: 0, blue: 0)
        case .textSecondary: RGBColor(red: 99, green: 99, blue: 102)
        case .textTertiary: RGBColor(red: 142, green: 142, blue: 147)
        case .accent: RGBColor(red: 0, green: 102, blue: 204)
        case .accentOn: RGBColor(red: 255, green: 255, blue: 255)
        case .danger: RGBColor(red: 215, green: 0, blue: 21)
        case .fill: RGBColor(red: 229, green: 229, blue: 234)
        case .warning: RGBColor(red: 201, green: 52, blue: 0)
        case .success: RGBColor(red: 36, green: 138, blue: 61)
        }
    }
}
