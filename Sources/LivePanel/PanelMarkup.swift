/// The panel's text as Pango markup, the form GTK labels take: the words with the tentative tail
/// dimmed, and the time in tabular digits so it does not jitter.
public enum PanelMarkup {
    /// The words line.
    public static func words(_ words: PanelWords) -> String {
        switch words {
        case .listening:
            return dimmed("Listening…")
        case .heard(let settled, let tentative):
            return [escaped(settled), tentative.isEmpty ? "" : dimmed(tentative)]
                .filter { !$0.isEmpty }.joined(separator: " ")
        case .message(let message):
            return "<b>\(escaped(message))</b>"
        }
    }

    /// The elapsed time.
    public static func time(_ time: String) -> String {
        "<span font_features=\"tnum\">\(escaped(time))</span>"
    }

    private static func dimmed(_ text: String) -> String {
        "<span alpha=\"\(PanelPalette.tentativeOpacity)%\">\(escaped(text))</span>"
    }

    /// `text` with markup's special characters written as entities.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default: result.append(character)
            }
        }
        return result
    }
}
