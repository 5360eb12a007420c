/// Text fields: whisper ends even a single word with a full stop ("Smith."), which a name field
/// must not keep; longer sentences keep theirs.
enum SpokenText {
    /// The words at most this long lose their closing punctuation.
    static let shortAnswerWords = 3

    /// `text` as a short answer or a sentence.
    static func value(_ text: String) -> String {
        let words = text.split(whereSeparator: \.isWhitespace)
        return words.count <= shortAnswerWords ? text.withoutClosingPunctuation : text
    }
}
