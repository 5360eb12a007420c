import SpokenNumbers

/// The number stage of the English normaliser: spelled-out numbers become arabic numbers, with the
/// small rewrites around the parser that Whisper's normaliser makes before and after it.
struct EnglishNumberNormalizer: Sendable {
    private let vocabulary = NumberVocabulary()
    private static let ordinalSuffixes: Set<String> = ["st", "nd", "rd", "th", "s"]

    /// The whitespace-separated words of `text` with numbers rewritten.
    func normalize(_ text: String) -> [String] {
        var words = text.split(whereSeparator: \.isWhitespace).map(String.init)
        words = expandingHalves(words)
        words = words.flatMap(Self.separatingDigitsFromLetters)
        words = Self.attachingNumberSuffixes(words)
        var parser = SpokenNumberParser(vocabulary: vocabulary)
        words = Self.combiningCents(parser.rewrite(words))
        let joined = Array(words.joined(separator: " "))
        return String(Self.spellingOutOne(Self.extractingCents(joined)))
            .split(whereSeparator: \.isWhitespace).map(String.init)
    }

    /// "two and a half" → "two point five" (the parser then makes it 2.5); any other
    /// "and a half" is kept. An "and a half" with no words before it is dropped, as upstream.
    private func expandingHalves(_ words: [String]) -> [String] {
        var segments: [[String]] = [[]]
        var index = 0
        while index < words.count {
            if index + 2 < words.count, words[index] == "and", words[index + 1] == "a", words[index + 2] == "half" {
                segments.append([])
                index += 3
            } else {
                segments[segments.count - 1].append(words[index])
                index += 1
            }
        }
        var result: [String] = []
        for (position, segment) in segments.enumerated() where !segment.isEmpty {
            result += segment
            if position < segments.count - 1, let last = segment.last {
                let numeric = vocabulary.isDecimalWord(last) || vocabulary.multipliers[last] != nil
                result += numeric ? ["point", "five"] : ["and", "a", "half"]
            }
        }
        return result
    }

    /// "covid19" → "covid 19", "3pm" → "3 pm": a number glued to a word is read on its own.
    private static func separatingDigitsFromLetters(_ word: String) -> [String] {
        var pieces: [String] = [""]
        var previous: Character?
        for character in word {
            if let previous,
               (previous.isASCIILowercaseLetter && character.isASCIIDigit)
                || (previous.isASCIIDigit && character.isASCIILowercaseLetter) {
                pieces.append("")
            }
            pieces[pieces.count - 1].append(character)
            previous = character
        }
        return pieces
    }

    /// "3 rd" → "3rd", "1960 s" → "1960s": the split above must not detach ordinal/plural endings.
    private static func attachingNumberSuffixes(_ words: [String]) -> [String] {
        var result: [String] = []
        for word in words {
            if let last = result.last, last.last?.isASCIIDigit == true,
               ordinalSuffixes.contains(where: { word.hasPrefix($0) && word.dropFirst($0.count).first?.isWordCharacter != true }) {
                result[result.count - 1] = last + word
            } else {
                result.append(word)
            }
        }
        return result
    }

    /// "$2 and ¢7" / "$2 ¢7" → "$2.07".
    private static func combiningCents(_ words: [String]) -> [String] {
        var result: [String] = []
        var index = 0
        while index < words.count {
            let word = words[index]
            let centsIndex = index + 1 < words.count && words[index + 1] == "and" ? index + 2 : index + 1
            if endsWithAmount(word), centsIndex < words.count,
               let (cents, rest) = leadingCents(words[centsIndex]) {
                result.append(word + "." + (cents < 10 ? "0" : "") + String(cents) + rest)
                index = centsIndex + 1
            } else {
                result.append(word)
                index += 1
            }
        }
        return result
    }

    /// Whether a word ends with a currency sign and digits ("$2").
    private static func endsWithAmount(_ word: String) -> Bool {
        let digits = word.reversed().prefix(while: \.isASCIIDigit).count
        guard digits > 0, digits < word.count else { return false }
        return "$€£".contains(word[word.index(word.endIndex, offsetBy: -digits - 1)])
    }

    /// The cents of a word starting `¢` + one or two digits at a word end, and what follows them.
    private static func leadingCents(_ word: String) -> (Int, Substring)? {
        guard word.first == "¢" else { return nil }
        let digits = word.dropFirst().prefix(while: \.isASCIIDigit)
        let rest = word.dropFirst(1 + digits.count)
        guard (1...2).contains(digits.count), rest.first?.isWordCharacter != true,
              let cents = Int(digits) else { return nil }
        return (cents, rest)
    }

    /// "$0.07" → "¢7": an amount under one unit is written in cents.
    private static func extractingCents(_ text: [Character]) -> [Character] {
        var result: [Character] = []
        var index = 0
        while index < text.count {
            // Upstream's pattern has an unescaped "." here, so any character separates 0 and cents.
            if "$€£".contains(text[index]), index + 3 < text.count, text[index + 1] == "0" {
                let digits = text[(index + 3)...].prefix(while: \.isASCIIDigit)
                let end = index + 3 + digits.count
                if (1...2).contains(digits.count), end == text.count || !text[end].isWordCharacter,
                   let cents = Int(String(digits)) {
                    result += "¢" + String(cents)
                    index = end
                    continue
                }
            }
            result.append(text[index])
            index += 1
        }
        return result
    }

    /// A lone "1" (or "1s") is written as "one" ("ones"), as upstream does for readability.
    private static func spellingOutOne(_ text: [Character]) -> [Character] {
        var result: [Character] = []
        var index = 0
        while index < text.count {
            let startsWord = index == 0 || !text[index - 1].isWordCharacter
            if text[index] == "1", startsWord {
                let plural = index + 1 < text.count && text[index + 1] == "s"
                let end = index + (plural ? 2 : 1)
                if end == text.count || !text[end].isWordCharacter {
                    result += plural ? "ones" : "one"
                    index = end
                    continue
                }
            }
            result.append(text[index])
            index += 1
        }
        return result
    }
}

extension Character {
    /// a–z.
    var isASCIILowercaseLetter: Bool { isASCII && isLowercase }
}
