/// Punctuation whisper ends a sentence or clause with; a command must stand between these (or the
/// ends of a piece) to count, so "I said comma and left" stays words.
let clauseMarks: Set<Character> = [".", ",", "!", "?", ";", ":", "…"]

/// Splits text after each run of clause marks, keeping every character: the clauses joined again
/// are the text. Spaces after a mark start the next clause.
func clauses(of text: String) -> [Substring] {
    var result: [Substring] = []
    var start = text.startIndex
    var index = text.startIndex
    while index < text.endIndex {
        if clauseMarks.contains(text[index]) {
            var end = text.index(after: index)
            while end < text.endIndex, clauseMarks.contains(text[end]) { end = text.index(after: end) }
            result.append(text[start..<end])
            start = end
            index = end
        } else {
            index = text.index(after: index)
        }
    }
    if start < text.endIndex { result.append(text[start...]) }
    return result
}
