/// The text a session has settled on, built from dictated parts, with what each part changed so
/// "scratch that" can put the text back exactly as it was before it.
///
/// Spacing is decided here, from the end of the text so far: no space at the start, after a line
/// break or after an opening mark; one space before words otherwise; marks place themselves.
struct Composition: Sendable {
    /// What one part changed: the text was cut to `kept` UTF-8 bytes, losing `removed`, then
    /// something was appended. Undoing cuts back to `kept` and restores `removed`.
    private struct Step: Sendable {
        var kept: Int
        var removed: String
        var joinedNext: Bool
    }

    private(set) var text = ""
    /// Whether the last thing typed asked the next to sit against it (an opening quote, a hyphen).
    private var joinsNext = false
    private var steps: [Step] = []

    mutating func add(_ parts: [DictatedPart]) {
        for part in parts {
            switch part {
            case .text(let words): append(words)
            case .command(.insert(let insertion)): insert(insertion)
            case .command(.scratchThat): scratch()
            }
        }
    }

    /// The text with `words` added as they would be by ``append(_:)``, without keeping them: how
    /// tentative words are shown, so that settling on the same words changes nothing.
    func text(followedBy words: String) -> String {
        guard !words.isEmpty else { return text }
        return text + separator(joiningPrevious: false) + startingSentence(words)
    }

    private mutating func append(_ words: String) {
        guard !words.isEmpty else { return }
        steps.append(Step(kept: text.utf8.count, removed: "", joinedNext: joinsNext))
        text = text(followedBy: words)
        joinsNext = false
    }

    private mutating func insert(_ insertion: Insertion) {
        let marks = insertion.replacesMark ? text.reversed().prefix { clauseMarks.contains($0) }.count : 0
        let removed = String(text.suffix(marks))
        text.removeLast(marks)
        steps.append(Step(kept: text.utf8.count, removed: removed, joinedNext: joinsNext))
        text += separator(joiningPrevious: insertion.joinsPrevious) + insertion.text
        joinsNext = insertion.joinsNext
    }

    private mutating func scratch() {
        guard let step = steps.popLast() else { return }
        text = String(decoding: text.utf8.prefix(step.kept), as: UTF8.self) + step.removed
        joinsNext = step.joinedNext
    }

    private func separator(joiningPrevious: Bool) -> String {
        guard let last = text.last, !joiningPrevious, !joinsNext, !last.isWhitespace else { return "" }
        return " "
    }

    /// Words after a line break start a sentence: their first letter is raised to a capital if
    /// whisper left it small. Nothing is ever lowered, as names and "I" must keep their case.
    private func startingSentence(_ words: String) -> String {
        guard text.last == "\n", let first = words.first, first.isLowercase else { return words }
        return first.uppercased() + words.dropFirst()
    }
}
