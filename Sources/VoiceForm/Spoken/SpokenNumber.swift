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
        return joiningRoundAnd(parser.rewrite(text.replacingOccurrences(of: ",", with: "").spokenWords))
    }

    /// whisper writes "three hundred and twelve" as "300 and 12", half digits and half words: a
    /// round hundred or thousand, "and", then a number below a hundred are one number. The scorer's
    /// parser leaves them apart, as the reference normaliser does.
    private static func joiningRoundAnd(_ words: [String]) -> [String] {
        var joined: [String] = []
        var index = words.startIndex
        while index < words.endIndex {
            if index + 2 < words.endIndex, words[index + 1] == "and",
               let round = Int(words[index]), round > 0, round % 100 == 0,
               let rest = Int(words[index + 2]), (1..<100).contains(rest) {
                joined.append(String(round + rest))
                index += 3
            } else {
                joined.append(words[index])
                index += 1
            }
        }
        return joined
    }
}

extension String {
    /// The number without a leading minus.
    fileprivate var trimmingSign: Substring { hasPrefix("-") ? dropFirst() : Substring(self) }
}
