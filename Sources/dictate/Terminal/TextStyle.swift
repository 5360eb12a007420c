/// How a run of text looks: colours and attributes, rendered for a ``ColorMode``.
struct TextStyle: Sendable, Equatable {
    /// A colour as red, green and blue from 0 to 255.
    struct Color: Sendable, Equatable {
        var red: UInt8
        var green: UInt8
        var blue: UInt8
    }

    /// The text colour, or `nil` for the terminal's own.
    var foreground: Color?
    /// The background colour, or `nil` for the terminal's own.
    var background: Color?
    /// Bold text.
    var bold = false
    /// Fainter text.
    var dim = false
    /// Reverse video when colour is off, so a highlighted button still stands out without colour.
    var inverseWithoutColor = false

    /// The plain style.
    static let plain = TextStyle()

    /// `text` wrapped in this style's sequences for `mode`, followed by a reset.
    func apply(_ text: String, mode: ColorMode) -> String {
        let codes = self.codes(mode: mode)
        guard !codes.isEmpty, !text.isEmpty else { return text }
        return ANSI.csi + codes.joined(separator: ";") + "m" + text + ANSI.reset
    }

    private func codes(mode: ColorMode) -> [String] {
        if mode == .none {
            // Without colour only reverse video survives, which screen readers ignore anyway.
            return inverseWithoutColor ? ["7"] : []
        }
        var codes: [String] = []
        if bold { codes.append("1") }
        if dim { codes.append("2") }
        if let foreground { codes.append("38;" + foreground.code(mode)) }
        if let background { codes.append("48;" + background.code(mode)) }
        return codes
    }
}

extension TextStyle.Color {
    /// The colour's parameters after `38;` or `48;`.
    fileprivate func code(_ mode: ColorMode) -> String {
        if mode == .trueColor { return "2;\(red);\(green);\(blue)" }
        return "5;\(paletteIndex)"
    }

    /// The nearest entry of the xterm 6×6×6 colour cube or its grey ramp.
    private var paletteIndex: Int {
        let r = Int(red), g = Int(green), b = Int(blue)
        if abs(r - g) < 10, abs(g - b) < 10 {
            let grey = (r + g + b) / 3
            if grey < 8 { return 16 }
            if grey > 238 { return 231 }
            return 232 + (grey - 8) / 10
        }
        func level(_ value: Int) -> Int { value < 48 ? 0 : value < 115 ? 1 : (value - 35) / 40 }
        return 16 + 36 * level(r) + 6 * level(g) + level(b)
    }
}
