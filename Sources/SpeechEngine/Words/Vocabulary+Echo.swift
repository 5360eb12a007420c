extension Vocabulary {
    /// Seconds of voiced audio below which a pass is taken to have heard no one: the detector's
    /// shortest speech is longer than this, and no word is said in less.
    static let unvoiced = 0.3

    /// Whether words whisper wrote (as keys: lower case, letters and digits) are its list
    /// repeated rather than speech: a stretch of three or more of the listed words in the list's
    /// order making up most of them, or, where the audio held no voice, words that are mostly
    /// listed ones, or five words or more of the prompt's sentence copied. A person who says one
    /// of their words is heard saying it; nobody reads the list back in its order, and the
    /// sentence's own few words ("we talked about") are said every day.
    func isEcho(_ keys: [String], voicedSeconds: Double?) -> Bool {
        let keys = keys.filter { !$0.isEmpty }
        guard !isEmpty, !keys.isEmpty else { return false }
        let listed = prompted.flatMap(Self.keys(of:))
        func copies(_ source: [String], atLeast least: Int) -> Bool {
            let copied = Self.longestSharedRun(keys, source)
            return copied >= least && Double(copied) >= 0.6 * Double(keys.count)
        }
        if copies(listed, atLeast: 3) || copies(Self.keys(of: prompt), atLeast: 5) { return true }
        guard let voicedSeconds, voicedSeconds < Self.unvoiced else { return false }
        let known = Set(listed)
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
