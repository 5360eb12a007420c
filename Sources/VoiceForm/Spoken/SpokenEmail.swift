/// Email fields: "my email is john dot smith at example dot com" → john.smith@example.com.
///
/// Spoken symbols become characters, any lead-in up to "is" goes, and what is left is joined
/// without spaces, in lower case, without whisper's closing full stop.
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
        if let lead = words.lastIndex(where: { $0 == "is" || $0 == "it's" }),
           words[(lead + 1)...].contains(where: { $0 == "at" || $0.contains("@") }) {
            words.removeSubrange(...lead)
        }
        return words.map { symbols[$0] ?? $0 }.joined()
    }
}
