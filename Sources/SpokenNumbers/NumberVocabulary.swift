/// The English number words the spoken-number parser understands, and what each one means.
///
/// The word forms are derived the way Whisper's normaliser derives them (plural `+s`, ordinal
/// `+th`/`+h`), including its quirks, because matching the reference scorer matters more here than
/// grammar: "ninth" is not recognised (the rule yields "nineth"), while "second" is (as "2nd").
public struct NumberVocabulary: Sendable {
    /// "zero", "oh" and "o": each adds a literal 0 digit.
    let zeros: Set<String> = ["o", "oh", "zero"]
    /// "one" … "nineteen".
    let ones: [String: Int]
    /// Plurals and ordinals of `ones` ("fives", "third") with the suffix they keep ("s", "rd").
    let onesSuffixed: [String: (value: Int, suffix: String)]
    /// "twenty" … "ninety".
    let tens: [String: Int]
    /// "twenties", "twentieth" … with their suffix.
    let tensSuffixed: [String: (value: Int, suffix: String)]
    /// "hundred" … "trillion". Larger names are left out: their values overflow `Int` arithmetic.
    public let multipliers: [String: Int]
    /// "hundreds", "thousandth" … with their suffix.
    let multipliersSuffixed: [String: (value: Int, suffix: String)]
    /// Words that put a sign before the number that follows ("minus three" → "-3").
    let precedingSigns: [String: String] = ["minus": "-", "negative": "-", "plus": "+", "positive": "+"]
    /// Currency words that turn the number before them into a prefixed amount ("five dollars" → "$5").
    let currencies: [String: String] = [
        "pound": "£", "pounds": "£", "euro": "€", "euros": "€",
        "dollar": "$", "dollars": "$", "cent": "¢", "cents": "¢",
    ]
    /// First characters that mark an arabic number as signed or as an amount of money.
    let prefixSymbols: Set<Character> = ["-", "+", "£", "€", "$", "¢"]
    /// Words that may join parts of a number: "and", "double", "triple", "point".
    let specials: Set<String> = ["and", "double", "triple", "point"]
    /// Every word above plus "per" and "percent": the words that may continue a number.
    let all: Set<String>

    /// The vocabulary, with every derived word form built once.
    public init() {
        let units = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
                     "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
                     "eighteen", "nineteen"]
        ones = Dictionary(uniqueKeysWithValues: units.enumerated().map { ($0.element, $0.offset + 1) })

        var onesSuffixed: [String: (value: Int, suffix: String)] = [
            "zeroth": (0, "th"), "first": (1, "st"), "second": (2, "nd"), "third": (3, "rd"),
            "fifth": (5, "th"), "twelfth": (12, "th"),
        ]
        for (name, value) in ones {
            onesSuffixed[name == "six" ? "sixes" : name + "s"] = (value, "s")
            if value > 3, value != 5, value != 12 {
                onesSuffixed[name + (name.hasSuffix("t") ? "h" : "th")] = (value, "th")
            }
        }
        self.onesSuffixed = onesSuffixed

        tens = ["twenty": 20, "thirty": 30, "forty": 40, "fifty": 50,
                "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90]
        var tensSuffixed: [String: (value: Int, suffix: String)] = [:]
        for (name, value) in tens {
            let stem = name.dropLast()  // every tens word ends in "y"
            tensSuffixed[stem + "ies"] = (value, "s")
            tensSuffixed[stem + "ieth"] = (value, "th")
        }
        self.tensSuffixed = tensSuffixed

        multipliers = ["hundred": 100, "thousand": 1_000, "million": 1_000_000,
                       "billion": 1_000_000_000, "trillion": 1_000_000_000_000]
        var multipliersSuffixed: [String: (value: Int, suffix: String)] = [:]
        for (name, value) in multipliers {
            multipliersSuffixed[name + "s"] = (value, "s")
            multipliersSuffixed[name + "th"] = (value, "th")
        }
        self.multipliersSuffixed = multipliersSuffixed

        all = zeros.union(ones.keys).union(onesSuffixed.keys).union(tens.keys).union(tensSuffixed.keys)
            .union(multipliers.keys).union(multipliersSuffixed.keys).union(precedingSigns.keys)
            .union(currencies.keys).union(["per", "percent"]).union(specials)
    }

    /// Whether `word` can follow a digit in a number: a digit word "zero"–"nineteen" or a tens word.
    public func isDecimalWord(_ word: String) -> Bool {
        zeros.contains(word) || ones[word] != nil || tens[word] != nil
    }
}
