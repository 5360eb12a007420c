/// Phone fields: the digits, spoken or written, with a leading plus kept ("plus four four …" →
/// +44…); spaces, dashes and brackets go.
enum SpokenPhone {
    /// `text` as a telephone number, or the words as heard when they hold no digit.
    static func value(_ text: String) -> String {
        let words = SpokenNumber.rewritten(text.replacingOccurrences(of: "+", with: " plus "))
        let joined = words.joined()
        let digits = joined.filter { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty else { return text.withoutClosingPunctuation }
        let plus = (words.first?.hasPrefix("+") ?? false) || words.first == "plus"
        return (plus ? "+" : "") + digits
    }
}
