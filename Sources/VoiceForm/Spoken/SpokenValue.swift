import Foundation

/// Makes a transcript fit the field it was spoken into, before the field's rules see it, so a
/// person can fill a form by voice: whisper writes "Forty-two." where a number field wants 42.
public enum SpokenValue {
    /// `transcript` as a value of `kind`; empty when nothing was said. When the words don't read
    /// as the kind, they come back cleaned but otherwise as heard, so the rule's message explains.
    public static func convert(_ transcript: String, for kind: FieldKind) -> String {
        let text = transcript.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { return "" }
        switch kind {
        case .text: return SpokenText.value(text)
        case .number: return SpokenNumber.value(text)
        case .email: return SpokenEmail.value(text)
        case .phone: return SpokenPhone.value(text)
        case .date: return SpokenDate.value(text)
        case .choice(let answers): return SpokenChoice.value(text, answers: answers)
        }
    }
}

extension String {
    /// The string without whisper's closing punctuation: a final ".", "!" or "?" (but not "…").
    var withoutClosingPunctuation: String {
        var text = trimmingCharacters(in: .whitespacesAndNewlines)
        while let last = text.last, ".!?".contains(last), !text.hasSuffix("...") { text.removeLast() }
        return text
    }

    /// Lower-case words with the punctuation whisper puts between them (",", ";", closing marks)
    /// and hyphens ("forty-two") turned into spaces.
    var spokenWords: [String] {
        lowercased().withoutClosingPunctuation
            .map { ",;:!?\"".contains($0) || $0 == "-" ? " " : $0 }
            .split(separator: " ").map { word in
                var word = String(word)
                while word.hasSuffix(".") { word.removeLast() }
                return word
            }
            .filter { !$0.isEmpty }
    }
}
