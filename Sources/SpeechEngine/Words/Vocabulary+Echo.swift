extension Vocabulary {
    /// Seconds of voiced audio below which a pass is taken to have heard no one: the detector's
    /// shortest speech is longer than this, and no word is said in less.
    static let unvoiced = 0.3

    /// Whether words whisper wrote (as keys: lower case, letters and digits) are its prompt
    /// repeated rather than speech: a stretch of three or more of the prompt's words in the
    /// prompt's order making up most of them, or, where the audio held no voice, words that are
    /// mostly the prompt's. A person who says one of their words is heard saying it; nobody reads
    /// the list back in its order.
    func isEcho(_ keys: [String], voicedSeconds: Double?) -> Bool {
        let keys = keys.filter { !$0.isEmpty }
        guard !isEmpty, !keys.isEmpty else { return false }
        let prompt = Self.keys(of: prompt)
        let copied = Self.longestSharedRun(keys, prompt)
        if copied >= 3, Double(copied) >= 0.6 * Double(keys.count) { return true }
        guard let voicedSeconds, voicedSeconds < Self.unvoiced else { return false }
        let known = Set(prompt)
        return Double(keys.filter(known.contains).count) >= 0.5 * Double(keys.count)
    }

    /// Segments of a whole recording without those that repeat the prompt.
    public func droppingEchoes(_ segments: [DecodedSegment]) -> [DecodedSegment] {
        guard !isEmpty else { return segments }
        return segments.filter { !isEcho(Self.keys(of: $0.text), voicedSeconds: nil) }
    }

    static func keys(of text: String) -> [String] {
        text.split(whereSeparator: \.isWhitespace).map { $0.lowercased().filter { $0.isLetter || $0.isNumber } }.filter { !$0.isEmpty }
    }

    /// The length of the longest run of equal elements found in both sequences.
    private static func longestSharedRun(_ a: [String], _ b: [String]) -> Int {
        var best = 0
        var previous = [Int](repeating: 0, count: b.count + 1)
        for x in a {
            var current = [Int](repeating: 0, count: b.count + 1)
            for (j, y) in b.enumerated() where x == y {
                current[j + 1] = previous[j] + 1
                best = max(best, current[j + 1])
            }
            previous = current
        }
        return best
    }
}
