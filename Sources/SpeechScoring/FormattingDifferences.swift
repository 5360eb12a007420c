/// How far two transcripts of the same speech differ in their writing alone: capitals and
/// punctuation, with the words themselves set aside.
///
/// Both texts are compared twice: as written, with each punctuation mark a token of its own and
/// case kept, and as words only, lowered and without punctuation. The edits the written
/// comparison needs beyond the words-only one are the differences a reader sees that a word error
/// rate does not count: "ask not What your country can do for you!" against "ask not what your
/// country can do for you," differs in two (the capital, the mark) and in no word.
public struct FormattingDifferences: Sendable, Equatable {
    /// Edits needed in the writing alone.
    public let count: Int
    /// Words in the reference text.
    public let referenceWords: Int

    /// Compares `hypothesis` with `reference`, the text taken to be written right.
    public init(hypothesis: String, reference: String) {
        let written = Self.distance(Self.writtenTokens(reference), Self.writtenTokens(hypothesis))
        let plain = Self.distance(Self.plainTokens(reference), Self.plainTokens(hypothesis))
        count = max(written - plain, 0)
        referenceWords = Self.plainTokens(reference).count
    }

    /// Differences per 100 words of the reference.
    public var perHundredWords: Double {
        referenceWords == 0 ? 0 : Double(count) * 100 / Double(referenceWords)
    }

    /// Words with their case, and each punctuation mark on its own: "you!" is "you" and "!".
    static func writtenTokens(_ text: String) -> [String] {
        var tokens: [String] = []
        for piece in text.split(whereSeparator: \.isWhitespace) {
            var word = ""
            for character in piece {
                if Self.isWordCharacter(character) {
                    word.append(character)
                } else {
                    if !word.isEmpty { tokens.append(word); word = "" }
                    tokens.append(String(character))
                }
            }
            if !word.isEmpty { tokens.append(word) }
        }
        return tokens
    }

    /// The words alone, lowered.
    static func plainTokens(_ text: String) -> [String] {
        writtenTokens(text).filter { $0.first.map(isWordCharacter) ?? false }.map { $0.lowercased() }
    }

    /// Letters and digits, and the apostrophe inside a word ("don't"), which is spelling, not punctuation.
    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "'" || character == "’"
    }

    private static func distance(_ reference: [String], _ hypothesis: [String]) -> Int {
        guard !reference.isEmpty else { return hypothesis.count }
        guard !hypothesis.isEmpty else { return reference.count }
        return EditDistanceTable(reference: reference, hypothesis: hypothesis)[reference.count, hypothesis.count]
    }
}
