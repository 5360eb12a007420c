/// The panel's colours that are not the desktop theme's: the status dot and the meter's bars,
/// and how much the tentative words are dimmed. The window and body text follow the GTK theme.
public enum PanelPalette {
    /// A colour as red, green and blue from 0 to 1.
    public struct Colour: Equatable, Sendable {
        public var red: Double, green: Double, blue: Double
    }

    /// The tentative words' opacity against the body colour, readable on light and dark themes.
    public static let tentativeOpacity = 55

    /// The dot's colour; the same hues on light and dark themes, strong enough on both.
    public static func colour(of dot: PanelView.Dot) -> Colour {
        switch dot {
        case .recording, .failed: Colour(red: 0.90, green: 0.16, blue: 0.16)
        case .paused: Colour(red: 0.96, green: 0.62, blue: 0.04)
        case .finishing: Colour(red: 0.16, green: 0.70, blue: 0.30)
        }
    }
}
