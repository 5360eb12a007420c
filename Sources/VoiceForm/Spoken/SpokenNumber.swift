import SpokenNumbers

/// Number fields: "forty two", "Forty-two." and "42." all become 42, through the parser the
/// scorer uses for whisper's spelled-out numbers.
enum SpokenNumber {
    private static let vocabulary = NumberVocabulary()

    /// The one number in `text`, or the words as heard when there is none or several.
    static func value(_ text: String) -> String {
        let numbers = rewritten(text).filter { SpokenNumberParser.isArabicNumber($0.trimmingSign) }
        guard numbers.count == 1, let number = numbers.first else { return text.withoutClosingPunctuation }
        return number
    }

    /// The words of `text` with numbers written as digits ("forty two" → ["42"]).
    static func rewritten(_ text: String) -> [String] {
        var parser = SpokenNumberParser(vocabulary: vocabulary)
        return parser.rewrite(text.replacingOccurrences(of: ",", with: "").spokenWords)
    }
}

extension String {
    /// The number without a leading minus.
    fileprivate var trimmingSign: Substring { hasPrefix("-") ? dropFirst() : Substring(self) }
}
