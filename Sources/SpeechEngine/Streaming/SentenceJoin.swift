/// How a piece of text is written where it meets the text before it.
///
/// Each pass decodes its own window, and whisper writes a window as if it began a sentence: a
/// piece settled after a pause in the middle of a sentence came out "ask not What your country
/// can do for you", and a transcript whose first piece a greedy pass decoded began "and so my
/// fellow Americans". The whole-file pass, which hears the sentence whole, writes neither. Two
/// rules put the join right without guessing at names:
/// - the transcript's first word starts with a capital;
/// - after text that does not end a sentence, a piece's first word loses the capital whisper gave
///   it when English writes that word in lower case inside a sentence: a word of the closed
///   classes (articles, pronouns but "I", conjunctions, prepositions, auxiliaries), never a name.
/// A piece that whisper began in lower case after a full stop is left so: whisper heard it
/// continue the sentence, and the mark before it is already settled.
struct SentenceJoin: Sendable, Equatable {
    /// Whether the rules apply at all: ``asHeard`` writes every piece as whisper did.
    private let applies: Bool
    /// Whether the closed classes are known for the language: English only.
    private let knowsClosedClasses: Bool

    init(language: String) {
        applies = true
        knowsClosedClasses = language == "en"
    }

    private init() {
        applies = false
        knowsClosedClasses = false
    }

    /// Every piece as whisper wrote it: for tests of what else a policy does.
    static let asHeard = SentenceJoin()

    /// `words` as they read after `before`, the text already written (empty at the start).
    func joining(_ words: [Word], after before: String) -> [Word] {
        guard applies, let first = words.first else { return words }
        var joined = words
        joined[0].text = joining(first.text, after: before)
        return joined
    }

    /// The first word of a piece, `word`, as it reads after `before`.
    func joining(_ word: String, after before: String) -> String {
        guard applies else { return word }
        let written = before.trimmingCharacters(in: .whitespaces)
        if written.isEmpty { return Self.capitalisingFirstLetter(word) }
        guard knowsClosedClasses, !Self.endsSentence(written), Self.isCapitalised(word),
              Self.closedClass.contains(Self.letters(of: word).lowercased()) else { return word }
        return Self.loweringFirstLetter(word)
    }

    /// Whether `text` ends with a sentence's closing mark, a closing quote or bracket after it allowed.
    static func endsSentence(_ text: String) -> Bool {
        let closing = text.reversed().drop { "\"'”’)]".contains($0) }
        return closing.first.map { ".!?…".contains($0) } ?? false
    }

    /// "What", not "WHAT" (an acronym, or shouting) nor "what".
    private static func isCapitalised(_ word: String) -> Bool {
        let letters = letters(of: word)
        guard let first = letters.first, first.isUppercase else { return false }
        return letters.dropFirst().allSatisfy(\.isLowercase) && letters.count > 1
    }

    private static func letters(of word: String) -> String { String(word.filter(\.isLetter)) }

    private static func capitalisingFirstLetter(_ word: String) -> String {
        guard let index = word.firstIndex(where: \.isLetter), word[index].isLowercase else { return word }
        return word.replacingCharacters(in: index...index, with: word[index].uppercased())
    }

    private static func loweringFirstLetter(_ word: String) -> String {
        guard let index = word.firstIndex(where: \.isLetter) else { return word }
        return word.replacingCharacters(in: index...index, with: word[index].lowercased())
    }

    /// English words written in lower case inside a sentence, whatever follows. "I" is not one;
    /// "may" and "will" are left out, since they are names too.
    static let closedClass: Set<String> = [
        "a", "an", "the",
        "and", "but", "or", "nor", "so", "yet", "because", "although", "though", "while", "if", "then", "than",
        "that", "whether", "unless", "until",
        "of", "to", "in", "on", "at", "by", "with", "from", "for", "about", "as", "into", "like", "through",
        "after", "over", "between", "out", "against", "during", "without", "before", "under", "around",
        "among", "up", "down", "off", "onto", "upon", "within",
        "you", "he", "she", "it", "we", "they", "me", "him", "her", "us", "them",
        "my", "your", "his", "its", "our", "their", "this", "these", "those",
        "who", "whom", "whose", "which", "what", "when", "where", "why", "how",
        "is", "are", "was", "were", "be", "been", "being", "am",
        "do", "does", "did", "have", "has", "had", "can", "could", "would", "shall", "should", "might", "must",
        "not", "there", "here", "just", "also", "very", "too", "all", "some", "any", "each", "every",
    ]
}
