/// Phone fields: the digits, spoken or written, with a leading plus kept ("plus four four …" →
/// +44…); spaces, dashes and brackets go.
enum SpokenPhone {
    /// `text` as a telephone number, or the words as heard when they hold no digit.
    static func value(_ text: String) -> String {
        let words = text.replacingOccurrences(of: "+", with: "plus ").spokenWords
        var digits = ""
        var spoken: [String] = []
        // Written digits go in as they are: the number parser would drop a leading zero ("0199").
        for word in words + [""] {
            if word.isEmpty || word.allSatisfy({ $0.isASCII && ($0.isNumber || "()".contains($0)) }) {
                digits += SpokenNumber.rewritten(spoken.joined(separator: " ")).joined().filter(\.isASCIIDigit)
                digits += word.filter(\.isASCIIDigit)
                spoken = []
            } else {
                spoken.append(word)
            }
        }
        guard !digits.isEmpty else { return text.withoutClosingPunctuation }
        return (words.first == "plus" ? "+" : "") + digits
    }
}

extension Character {
    /// 0 to 9.
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
