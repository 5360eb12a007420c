import DictationComposer

/// A ``Theme`` as text styles for one ``ColorMode``: what the compose card and the form draw with.
struct Palette: Sendable {
    /// The colours.
    var theme: Theme
    /// How much colour the terminal gets.
    var mode: ColorMode

    /// Text in `role`'s colour, on `background`'s or else the surface the row is painted with.
    /// An accent background turns into reverse video without colour, so a highlighted button stands out.
    func style(_ role: ColorRole, background: ColorRole? = nil, bold: Bool = false) -> TextStyle {
        TextStyle(foreground: color(role), background: background.map(color), bold: bold,
                  inverseWithoutColor: background == .accent)
    }

    /// The colour of `role`.
    func color(_ role: ColorRole) -> TextStyle.Color {
        let color = theme.color(role)
        return TextStyle.Color(red: color.red, green: color.green, blue: color.blue)
    }

    /// An empty row painted with the theme's surface, so text stays readable whatever the
    /// terminal's own background.
    func row() -> StyledLine { StyledLine(mode: mode, surface: color(.surface)) }

    /// A row of `width` cells holding just `run` in `style`, on the surface.
    func row(_ run: String, _ style: TextStyle, width: Int) -> String {
        var line = row()
        line.add(run, style)
        line.pad(to: width)
        return line.text
    }
}
