import Foundation

/// Replaces punctuation, symbols and marks with spaces and strips diacritics ("café" → "cafe"),
/// keeping the characters the number stage still needs: `.` (decimals), `%` and currency signs.
enum SymbolStripping {
    /// Letters that compatibility decomposition does not split into base letter + accent.
    private static let letterReplacements: [Unicode.Scalar: String] = [
        "œ": "oe", "Œ": "OE", "ø": "o", "Ø": "O", "æ": "ae", "Æ": "AE", "ß": "ss", "ẞ": "SS",
        "đ": "d", "Đ": "D", "ð": "d", "Ð": "D", "þ": "th", "Þ": "th", "ł": "l", "Ł": "L",
    ]

    private static let kept: Set<Unicode.Scalar> = [".", "%", "$", "¢", "€", "£"]

    static func apply(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        // NFKD splits accented letters into letter + combining mark (dropped below) and folds
        // compatibility forms such as ligatures and full-width letters into plain ones.
        for scalar in text.decomposedStringWithCompatibilityMapping.unicodeScalars {
            if kept.contains(scalar) {
                result.append(scalar)
            } else if let replacement = letterReplacements[scalar] {
                result.append(contentsOf: replacement.unicodeScalars)
            } else {
                switch scalar.properties.generalCategory {
                case .nonspacingMark:
                    continue
                case .spacingMark, .enclosingMark,
                     .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol,
                     .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
                     .initialPunctuation, .finalPunctuation, .otherPunctuation:
                    result.append(" ")
                default:
                    result.append(scalar)
                }
            }
        }
        return String(result)
    }
}
