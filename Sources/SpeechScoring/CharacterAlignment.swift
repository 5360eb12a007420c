extension WordAlignment {
    /// Aligns the characters of two texts, with spaces, punctuation and bracketed tags ("[noise]")
    /// left out: the character error rate, for languages such as Korean whose spacing a recogniser
    /// draws its own way, so that words would count a misplaced space as two errors.
    public init(charactersOf referenceText: String, hypothesisText: String) {
        self.init(reference: Self.scoredCharacters(referenceText), hypothesis: Self.scoredCharacters(hypothesisText))
    }

    static func scoredCharacters(_ text: String) -> [String] {
        var characters: [String] = []
        var inTag = false
        for character in text {
            switch character {
            case "[": inTag = true
            case "]": inTag = false
            case _ where !inTag && (character.isLetter || character.isNumber): characters.append(String(character).lowercased())
            default: break
            }
        }
        return characters
    }
}
