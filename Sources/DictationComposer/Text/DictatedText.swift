import Foundation

/// Where dictated words land: after what was already typed, with exactly one space between.
public enum DictatedText {
    /// `typed` followed by `heard`.
    ///
    /// Trailing spaces and tabs of `typed` collapse into the one separating space, so dictating after
    /// "Hi " gives "Hi there", not "Hi  there". After a line break no space is added. When nothing has
    /// been heard the typed text comes back unchanged, so an empty dictation leaves no stray space.
    public static func join(typed: String, heard: String) -> String {
        let words = heard.trimmingWhitespace()
        guard !words.isEmpty else { return typed }
        guard let last = typed.last else { return words }
        if last.isNewline { return typed + words }
        var base = Substring(typed)
        while let end = base.last, end == " " || end == "\t" { base.removeLast() }
        if base.isEmpty { return words }
        if base.last?.isNewline == true { return base + words }
        return base + " " + words
    }
}

extension StringProtocol {
    /// The string without leading and trailing whitespace and line breaks.
    func trimmingWhitespace() -> String {
        trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
