/// Email fields: "my email is john dot smith at example dot com" → john.smith@example.com.
///
/// Spoken symbols become characters, any lead-in up to "is" goes, and what is left is joined
/// without spaces, in lower case, without whisper's closing full stop. Whisper often hears a quick
/// "at" as "and" ("john dot smith and example dot com"): with no "at" in the words, the last "and"
/// stands for it.
enum SpokenEmail {
    /// Words that stand for a character of an address.
    static let symbols: [String: String] = [
        "at": "@", "dot": ".", "period": ".", "point": ".", "underscore": "_",
        "dash": "-", "hyphen": "-", "minus": "-", "plus": "+",
    ]

    /// `text` as an address.
    static func value(_ text: String) -> String {
        var words = text.lowercased().withoutClosingPunctuation
            .split(whereSeparator: { $0.isWhitespace || $0 == "," }).map(String.init)
        let hasAt = words.contains { $0 == "at" || $0.contains("@") }
        if !hasAt, let and = words.lastIndex(of: "and") { words[and] = "at" }
        if let lead = words.lastIndex(where: { $0 == "is" || $0 == "it's" }),
           words[(lead + 1)...].contains(where: { $0 == "at" || $0.contains("@") }) {
            words.removeSubrange(...lead)
        }
        return words.map { symbols[$0] ?? $0 }.joined()
    }
}
