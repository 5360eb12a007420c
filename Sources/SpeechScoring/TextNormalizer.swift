/// Turns a transcript into the word sequence that is scored, so that differences in casing,
/// punctuation, number formatting or spelling convention are not counted as recognition errors.
///
/// ``english`` reproduces the project's reference scorer (`wer.py`: Whisper's English text
/// normaliser, then every digit spelled as its own word), step by step:
///
/// 1. Lowercase.
/// 2. Drop `[…]`, `<…>` and `(…)` spans (sound tags, asides) and the fillers
///    "hmm", "mm", "mhm", "mmm", "uh", "um".
/// 3. Expand contractions and abbreviations: "won't" → "will not", "can't" → "can not",
///    "let's" → "let us", "n't" → "not", "'re" → "are", "'s" → "is", "'ll" → "will",
///    "gonna" → "going to", "mr" → "mister", "dr" → "doctor", "st" → "saint" …
/// 4. Remove thousands separators ("1,000" → "1000") and periods that are not decimal points.
/// 5. Replace all other punctuation and symbols with spaces and strip diacritics ("café" → "cafe"),
///    keeping `%` and currency signs for the next step.
/// 6. Write spelled-out numbers as numbers: "twenty five" → "25", "five hundred" → "500",
///    "one oh one" → "101", "third" → "3rd", "ten dollars" → "$10", "fifty percent" → "50%".
/// 7. Americanise common British spellings: "colour" → "color", "centre" → "center".
/// 8. Drop signs left without a number, then spell every digit as its own word:
///    "25" → "two five", so "twenty five", "25" and "two five" all score alike.
///
/// Differences from the reference are confined to rare inputs: a smaller British-spelling table,
/// no number names beyond "trillion", and only ASCII digits read as numbers.
public struct TextNormalizer: Sendable {
    /// The English normaliser described above.
    public static let english = TextNormalizer()

    private let numbers = EnglishNumberNormalizer()
    private static let digitNames = ["zero", "one", "two", "three", "four",
                                     "five", "six", "seven", "eight", "nine"]

    private init() {}

    /// The scored words of `text`, in order; empty when nothing countable remains
    /// (silence, punctuation, a lone "[music]" tag).
    public func normalize(_ text: String) -> [String] {
        let cleaned = String(EnglishCleanup.apply(Array(text.lowercased())))
        let spelled = numbers.normalize(SymbolStripping.apply(cleaned))
            .map { BritishSpellings.american[$0] ?? $0 }
            .joined(separator: " ")
        return Self.spellingDigits(Self.removingStraySigns(Array(spelled)))
    }

    /// Currency signs and periods not followed by a digit, and percent signs not preceded by one,
    /// become spaces. Like upstream, each match also consumes its neighbour, and a sign at the very
    /// end of the text stays.
    private static func removingStraySigns(_ text: [Character]) -> [Character] {
        var withoutPrefixes: [Character] = []
        var index = 0
        while index < text.count {
            if ".$¢€£".contains(text[index]), index + 1 < text.count, !text[index + 1].isASCIIDigit {
                withoutPrefixes += [" ", text[index + 1]]
                index += 2
            } else {
                withoutPrefixes.append(text[index])
                index += 1
            }
        }
        var result: [Character] = []
        index = 0
        while index < withoutPrefixes.count {
            if index + 1 < withoutPrefixes.count, withoutPrefixes[index + 1] == "%",
               !withoutPrefixes[index].isASCIIDigit {
                result += [withoutPrefixes[index], " "]
                index += 2
            } else {
                result.append(withoutPrefixes[index])
                index += 1
            }
        }
        return result
    }

    /// Splits into words, each decimal digit becoming a word of its own ("$25" → "$", "two", "five").
    private static func spellingDigits(_ text: [Character]) -> [String] {
        var spaced = ""
        for scalar in String(text).unicodeScalars {
            if scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue {
                spaced += " " + digitNames[Int(value)] + " "
            } else {
                spaced.unicodeScalars.append(scalar)
            }
        }
        return spaced.split(whereSeparator: \.isWhitespace).map(String.init)
    }
}
