/// The first, purely textual stage of the English normaliser (input already lowercased): drops
/// annotations and fillers, expands contractions and abbreviations, and removes the commas and
/// periods that are not part of numbers, in the order Whisper's normaliser applies them (the order
/// matters: "won't" must become "will not" before the generic "n't" → " not").
enum EnglishCleanup {
    static func apply(_ text: [Character]) -> [Character] {
        var text = removingAnnotations(text)
        for filler in ["hmm", "mm", "mhm", "mmm", "uh", "um"] {
            text = text.replacing(filler, with: "", boundedBefore: true)
        }
        text = joiningDetachedApostrophes(text)
        for (word, expansion) in wholeWordExpansions {
            text = text.replacing(word, with: expansion, boundedBefore: true)
        }
        for (ending, expansion) in contractionEndings {
            text = text.replacing(ending, with: expansion, boundedBefore: false)
        }
        return removingNonNumericPeriods(removingThousandsSeparators(text))
    }

    /// Whole-word contractions, slang and title abbreviations, most specific first.
    /// Titles keep a trailing space so "mr.smith" still splits into two words.
    static let wholeWordExpansions: [(String, String)] = [
        ("won't", "will not"), ("can't", "can not"), ("let's", "let us"), ("ain't", "aint"),
        ("y'all", "you all"), ("wanna", "want to"), ("kinda", "kind of"), ("sorta", "sort of"),
        ("dunno", "do not know"), ("gotta", "got to"), ("gonna", "going to"),
        ("i'ma", "i am going to"), ("imma", "i am going to"), ("woulda", "would have"),
        ("coulda", "could have"), ("shoulda", "should have"), ("cause", "because"),
        ("ma'am", "madam"),
        ("mr", "mister "), ("mrs", "missus "), ("st", "saint "), ("dr", "doctor "),
        ("prof", "professor "), ("capt", "captain "), ("gov", "governor "), ("ald", "alderman "),
        ("gen", "general "), ("sen", "senator "), ("rep", "representative "),
        ("pres", "president "), ("rev", "reverend "), ("hon", "honorable "),
        ("asst", "assistant "), ("assoc", "associate "), ("lt", "lieutenant "),
        ("col", "colonel "), ("jr", "junior "), ("sr", "senior "), ("esq", "esquire "),
    ]

    /// Contracted endings, attached to the preceding word. The perfect-tense forms come first so
    /// "'s been" reads "has been", not "is been".
    static let contractionEndings: [(String, String)] = [
        ("'d been", " had been"), ("'s been", " has been"), ("'d gone", " had gone"),
        ("'s gone", " has gone"), ("'d done", " had done"), ("'s got", " has got"),
        ("n't", " not"), ("'re", " are"), ("'s", " is"), ("'d", " would"), ("'ll", " will"),
        ("'t", " not"), ("'ve", " have"), ("'m", " am"),
    ]

    /// Drops `[…]`/`<…>` spans (either closer ends them) and non-empty `(…)` spans: sound-event
    /// tags and asides that are not words of the transcript.
    static func removingAnnotations(_ text: [Character]) -> [Character] {
        var bracketless: [Character] = []
        var index = 0
        while index < text.count {
            if text[index] == "[" || text[index] == "<",
               let close = text[(index + 1)...].firstIndex(where: { $0 == "]" || $0 == ">" }) {
                index = close + 1
            } else {
                bracketless.append(text[index])
                index += 1
            }
        }
        var result: [Character] = []
        index = 0
        while index < bracketless.count {
            if bracketless[index] == "(",
               let close = bracketless[(index + 1)...].firstIndex(of: ")"), close > index + 1 {
                index = close + 1
            } else {
                result.append(bracketless[index])
                index += 1
            }
        }
        return result
    }

    /// "don 't" → "don't", so the contraction rules see the apostrophe attached.
    static func joiningDetachedApostrophes(_ text: [Character]) -> [Character] {
        var result: [Character] = []
        for character in text {
            if character == "'" {
                while result.last?.isWhitespace == true { result.removeLast() }
            }
            result.append(character)
        }
        return result
    }

    /// "1,000" → "1000". Matches do not overlap (as in a regex substitution): "1,2,3" → "12,3".
    static func removingThousandsSeparators(_ text: [Character]) -> [Character] {
        var result: [Character] = []
        var index = 0
        while index < text.count {
            if index + 2 < text.count, text[index].isNumber, text[index + 1] == ",", text[index + 2].isNumber {
                result.append(text[index])
                result.append(text[index + 2])
                index += 3
            } else {
                result.append(text[index])
                index += 1
            }
        }
        return result
    }

    /// Replaces each period not followed by a digit with a space, keeping decimal points ("2.5").
    /// The character after a replaced period is consumed unchanged, so in ".." only the first goes.
    static func removingNonNumericPeriods(_ text: [Character]) -> [Character] {
        var result: [Character] = []
        var index = 0
        while index < text.count {
            if text[index] == ".", index + 1 == text.count || !text[index + 1].isASCIIDigit {
                result.append(" ")
                if index + 1 < text.count { result.append(text[index + 1]) }
                index += 2
            } else {
                result.append(text[index])
                index += 1
            }
        }
        return result
    }
}
