import SpeechEngine

extension Segment {
    /// The segment cut after each sentence end (".", "?" or "!" before a space), each piece timed
    /// by its share of the characters. A pass without timestamps returns a whole 30 s window as one
    /// segment; cut like this, its plain text is still written a sentence a line.
    var sentences: [Segment] {
        var cuts: [(start: Int, end: Int)] = []
        var from = 0
        let characters = Array(text)
        for (index, character) in characters.enumerated()
        where ".?!".contains(character) && index + 1 < characters.count && characters[index + 1] == " " {
            cuts.append((from, index + 1))
            from = index + 2
        }
        if from < characters.count { cuts.append((from, characters.count)) }
        let perCharacter = characters.isEmpty ? 0 : (end - start) / Double(characters.count)
        return cuts.map { cut in
            Segment(text: String(characters[cut.start..<cut.end]),
                    start: self.start + Double(cut.start) * perCharacter,
                    end: self.start + Double(cut.end) * perCharacter)
        }
    }
}
