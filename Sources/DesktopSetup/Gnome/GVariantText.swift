import Foundation

/// The text forms of GVariant values that `gsettings get` prints and `gsettings set` reads, for the
/// two types keybinding settings use: a string and an array of strings.
public enum GVariantText {
    /// The strings of an array (`['a', 'b']`, `@as []`), or of a lone string (`'a'`, a single
    /// keybinding value); `nil` for anything else.
    public static func strings(_ text: String) -> [String]? {
        var rest = Substring(text.trimmingCharacters(in: .whitespacesAndNewlines))
        if rest.hasPrefix("@as ") { rest = rest.dropFirst(4) }
        if rest.first == "'" || rest.first == "\"" { return string(&rest).flatMap { rest.isEmpty ? [$0] : nil } }
        guard rest.first == "[", rest.last == "]" else { return nil }
        rest = rest.dropFirst().dropLast()
        var values: [String] = []
        while true {
            rest = rest.drop { $0 == " " }
            if rest.isEmpty { return values }
            guard let value = string(&rest) else { return nil }
            values.append(value)
            rest = rest.drop { $0 == " " }
            if rest.first == "," { rest = rest.dropFirst() } else if !rest.isEmpty { return nil }
        }
    }

    /// `values` as a GVariant array of strings.
    public static func array(_ values: [String]) -> String {
        values.isEmpty ? "@as []" : "[" + values.map(quoted).joined(separator: ", ") + "]"
    }

    /// `value` as a GVariant string.
    public static func quoted(_ value: String) -> String {
        "'" + value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
    }

    private static func string(_ rest: inout Substring) -> String? {
        guard let quote = rest.first, quote == "'" || quote == "\"" else { return nil }
        rest = rest.dropFirst()
        var value = ""
        while let character = rest.first {
            rest = rest.dropFirst()
            if character == quote { return value }
            if character == "\\", let next = rest.first {
                rest = rest.dropFirst()
                value.append(next)
            } else {
                value.append(character)
            }
        }
        return nil
    }
}
