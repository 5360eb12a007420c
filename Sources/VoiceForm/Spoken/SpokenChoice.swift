/// Choice fields: the answer spoken in any case and with whisper's full stop becomes the answer
/// as the form spells it.
enum SpokenChoice {
    /// The listed answer `text` names, or the words as heard.
    static func value(_ text: String, answers: [String]) -> String {
        let spoken = text.withoutClosingPunctuation
        return answers.first { $0.caseInsensitiveCompare(spoken) == .orderedSame } ?? spoken
    }
}
