/// Rewrites spelled-out numbers in a word list as arabic numbers, the way Whisper's English number
/// normaliser does: "twenty five" → "25", "two hundred and five" → "205", "one oh one" → "101",
/// "fifteenth" → "15th", "ten dollars" → "$10", "fifty percent" → "50%", "two point five" → "2.5".
///
/// Successive single digits are read as a digit string ("five five five" → "555"), a plain arabic
/// number loses its leading zeros ("0142" → "142"). Both follow the reference, whose results are
/// what the project's scores are compared with.
public struct SpokenNumberParser: Sendable {
    /// A number being built: an integer still open to arithmetic ("twenty" may become 25), or a
    /// digit string that only grows by concatenation ("one two" → "12", "2." awaiting decimals).
    private enum Pending {
        case integer(Int)
        case digits(String)

        var text: String {
            switch self {
            case .integer(let value): String(value)
            case .digits(let digits): digits
            }
        }

        /// The text to extend with more digits; a lone integer zero counts as nothing, as upstream.
        var textToExtend: String {
            if case .integer(0) = self { return "" }
            return text
        }
    }

    private let vocabulary: NumberVocabulary
    private var output: [String] = []
    private var pending: Pending?
    private var prefix: String?

    /// A parser over `vocabulary`; one vocabulary can serve many parsers, as building it is the costly part.
    public init(vocabulary: NumberVocabulary = NumberVocabulary()) {
        self.vocabulary = vocabulary
    }

    /// The words with every recognised number rewritten.
    public mutating func rewrite(_ words: [String]) -> [String] {
        output = []
        pending = nil
        prefix = nil
        var skipNext = false
        for index in words.indices {
            if skipNext {
                skipNext = false
                continue
            }
            let previous = index > words.startIndex ? words[index - 1] : nil
            let next = index + 1 < words.endIndex ? words[index + 1] : nil
            skipNext = consume(words[index], previous: previous, next: next)
        }
        flush()
        return output
    }

    /// Handles one word; returns true when it also used up the next word ("per cent", "double five").
    private mutating func consume(_ word: String, previous: String?, next: String?) -> Bool {
        let nextIsNumeric = next.map(Self.isArabicNumber) ?? false
        let nextCanContinue = nextIsNumeric || next.map(vocabulary.all.contains) ?? false

        if let symbol = word.first, vocabulary.prefixSymbols.contains(symbol),
           Self.isArabicNumber(word.dropFirst()) {
            takeArabic(String(word.dropFirst()), prefix: String(symbol), original: word)
        } else if Self.isArabicNumber(word) {
            takeArabic(word, prefix: nil, original: word)
        } else if !vocabulary.all.contains(word) {
            flush()
            emit(word)
        } else if vocabulary.zeros.contains(word) {
            pending = .digits((pending?.textToExtend ?? "") + "0")
        } else if let value = vocabulary.ones[word] {
            pending = combine(ones: value, previous: previous)
        } else if let (value, suffix) = vocabulary.onesSuffixed[word] {
            emit(combine(ones: value, previous: previous).text + suffix)
        } else if let value = vocabulary.tens[word] {
            pending = combine(tens: value)
        } else if let (value, suffix) = vocabulary.tensSuffixed[word] {
            emit(combine(tens: value).text + suffix)
        } else if let value = vocabulary.multipliers[word] {
            multiply(by: value, suffix: nil)
        } else if let (value, suffix) = vocabulary.multipliersSuffixed[word] {
            multiply(by: value, suffix: suffix)
        } else if let sign = vocabulary.precedingSigns[word] {
            flush()
            if nextCanContinue { prefix = sign } else { emit(word) }
        } else if let symbol = vocabulary.currencies[word] {
            if let number = pending {
                prefix = symbol
                emit(number.text)
            } else {
                emit(word)
            }
        } else if word == "percent" || word == "per" {
            guard let number = pending else {
                emit(word)
                return false
            }
            if word == "percent" {
                emit(number.text + "%")
            } else if next == "cent" {
                emit(number.text + "%")
                return true
            } else {
                emit(number.text)
                emit(word)
            }
        } else {
            return consumeSpecial(word, previous: previous, next: next, nextCanContinue: nextCanContinue)
        }
        return false
    }

    /// "and", "double", "triple" and "point" only join numbers when a number word follows.
    private mutating func consumeSpecial(_ word: String, previous: String?, next: String?,
                                         nextCanContinue: Bool) -> Bool {
        guard nextCanContinue, let next else {
            flush()
            emit(word)
            return false
        }
        switch word {
        case "and":
            // "two hundred and five": an "and" right after a multiplier is part of the number.
            if previous.map({ vocabulary.multipliers[$0] != nil }) != true {
                flush()
                emit(word)
            }
        case "double", "triple":
            if vocabulary.zeros.contains(next) || vocabulary.ones[next] != nil {
                let digit = String(vocabulary.ones[next] ?? 0)
                let repeated = String(repeating: digit, count: word == "double" ? 2 : 3)
                pending = .digits((pending?.textToExtend ?? "") + repeated)
                return true
            }
            flush()
            emit(word)
        default:  // "point"; dropped when no digit follows, as upstream
            if Self.isArabicNumber(next) || vocabulary.isDecimalWord(next) {
                pending = .digits((pending?.textToExtend ?? "") + ".")
            }
        }
        return false
    }

    private mutating func takeArabic(_ number: String, prefix symbol: String?, original: String) {
        if let current = pending {
            if case .digits(let digits) = current, digits.hasSuffix(".") {
                // "two point 5": the arabic part completes the decimals.
                pending = .digits(digits + original)
                return
            }
            emit(current.text)
        }
        if let symbol { prefix = symbol }
        pending = Self.exactInteger(number).map(Pending.integer) ?? .digits(number)
    }

    private func combine(ones value: Int, previous: String?) -> Pending {
        guard let current = pending else { return .integer(value) }
        let previousIsOnes = previous.map { vocabulary.ones[$0] != nil } ?? false
        switch current {
        case .digits(let digits) where previous.map({ vocabulary.tens[$0] != nil }) == true && value < 10:
            // "nineteen eighty four": the unit replaces the tens' trailing zero.
            return .digits(String(digits.dropLast()) + String(value))
        case .integer(let integer) where !previousIsOnes:
            let roundTo = value < 10 ? 10 : 100
            return integer % roundTo == 0 ? .integer(integer + value) : .digits(current.text + String(value))
        default:
            return .digits(current.text + String(value))
        }
    }

    private func combine(tens value: Int) -> Pending {
        guard let current = pending else { return .integer(value) }
        if case .integer(let integer) = current, integer % 100 == 0 {
            return .integer(integer + value)
        }
        return .digits(current.text + String(value))
    }

    private mutating func multiply(by multiplier: Int, suffix: String?) {
        let result: Int?
        switch pending {
        case nil:
            result = multiplier
        case .integer(let integer):
            // "two thousand five hundred": only the part below a thousand is multiplied.
            let (scaled, overflow) = (integer % 1000).multipliedReportingOverflow(by: multiplier)
            let (sum, sumOverflow) = (integer / 1000 * 1000).addingReportingOverflow(scaled)
            result = overflow || sumOverflow ? nil : sum
        case .digits(let digits):
            result = Self.exactProduct(digits, multiplier)
        }
        if let result {
            if let suffix { emit(String(result) + suffix) } else { pending = .integer(result) }
        } else {
            // Not a whole number ("1.25 hundred") or too large: keep both parts apart.
            flush()
            if let suffix { emit(String(multiplier) + suffix) } else { pending = .integer(multiplier) }
        }
    }

    private mutating func flush() {
        if let number = pending { emit(number.text) }
    }

    /// Appends a word (with any pending sign or currency symbol) and closes the number being built.
    private mutating func emit(_ word: String) {
        output.append((prefix ?? "") + word)
        prefix = nil
        pending = nil
    }

    /// `digits` or `digits.digits` (ASCII).
    public static func isArabicNumber(_ word: some StringProtocol) -> Bool {
        let parts = word.split(separator: ".", omittingEmptySubsequences: false)
        return (1...2).contains(parts.count)
            && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }
    }

    /// The integer a decimal numeral denotes, when it is whole: "007" → 7, "2.00" → 2, "2.5" → nil.
    private static func exactInteger(_ numeral: String) -> Int? {
        exactProduct(numeral, 1)
    }

    /// `numeral × multiplier` when it is a whole number that fits an `Int`.
    private static func exactProduct(_ numeral: String, _ multiplier: Int) -> Int? {
        let parts = numeral.split(separator: ".", omittingEmptySubsequences: false)
        guard let whole = parts.first, parts.count <= 2 else { return nil }
        var fraction = parts.count == 2 ? Substring(parts[1]) : ""
        while fraction.hasSuffix("0") { fraction = fraction.dropLast() }
        var scale = 1
        for _ in fraction {
            let (next, overflow) = scale.multipliedReportingOverflow(by: 10)
            guard !overflow else { return nil }
            scale = next
        }
        guard multiplier % scale == 0,
              let mantissa = Int(whole.isEmpty ? "0" + fraction : whole + fraction) else { return nil }
        let (product, overflow) = mantissa.multipliedReportingOverflow(by: multiplier / scale)
        return overflow ? nil : product
    }
}
