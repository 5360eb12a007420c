extension DecodedSegment {
    /// The longest a single token can plausibly take to say; a token timed longer was not timed.
    static let longestToken = 2.0
    /// Tokens whose starts fall within this many seconds of the first one's were piled up where
    /// whisper.cpp lost track of time if those before the last hold ``pileBytes`` bytes of text or
    /// more: said that fast, they would be five times as fast as anyone speaks.
    static let pileSpan = 0.1
    /// See ``pileSpan``.
    static let pileBytes = 8

    /// The segment with its times kept inside the `seconds` of audio it was decoded from, and the
    /// tokens whisper.cpp could not time spread over the time left to them.
    ///
    /// whisper.cpp ends a segment that no timestamp closes at the end of its 30 s window, however
    /// short the audio, and its per-token times sometimes collapse: over a 12 s pass, the first
    /// token was timed across all of it and the twenty after it within its last 60 ms. The
    /// streaming policy places words by their times (which side of a split a word falls on,
    /// whether a pass stopped short), so that pass put every word but the first after a split at
    /// 10 s, and the next pass, starting there, never heard them again. A token longer than
    /// ``longestToken``, or one of a pile (``pileSpan``), counts as untimed; a run of them is
    /// spread between the timed tokens around it (or the segment's ends) in proportion to their
    /// bytes, which puts each word about where it was said. If that is most of the text, the
    /// segment has ``lostTime``.
    func fitted(toAudio seconds: Double) -> DecodedSegment {
        let end = min(self.end, seconds), start = min(self.start, end)
        var tokens = self.tokens.map { token in
            var token = token
            token.start = min(max(token.start, start), end)
            token.end = min(max(token.end, token.start), end)
            return token
        }
        let untimed = Self.untimed(tokens)
        var index = 0
        while index < tokens.count {
            guard untimed[index] else { index += 1; continue }
            let run = index..<(untimed[index...].firstIndex(of: false) ?? tokens.count)
            let from = run.lowerBound > 0 ? tokens[run.lowerBound - 1].end : start
            let to = max(run.upperBound < tokens.count ? tokens[run.upperBound].start : end, from)
            let bytes = tokens[run].map { Double(max($0.bytes.count, 1)) }
            let total = bytes.reduce(0, +)
            var said = 0.0
            for (offset, position) in run.enumerated() {
                tokens[position].start = from + (to - from) * (said / total)
                said += bytes[offset]
                tokens[position].end = from + (to - from) * (said / total)
            }
            index = run.upperBound
        }
        let (lost, all) = zip(tokens, untimed).reduce((0, 0)) { sum, item in
            (sum.0 + (item.1 ? item.0.bytes.count : 0), sum.1 + item.0.bytes.count)
        }
        return DecodedSegment(text: text, start: start, end: end, noSpeechProbability: noSpeechProbability, tokens: tokens,
                              lostTime: lost * 2 > all)
    }

    /// Which of `tokens` carry no usable time: the overlong ones and the piled-up ones.
    private static func untimed(_ tokens: [DecodedToken]) -> [Bool] {
        var untimed = tokens.map { $0.end - $0.start > longestToken }
        for first in tokens.indices {
            let pile = first..<(tokens[first...].firstIndex { $0.start - tokens[first].start > pileSpan } ?? tokens.count)
            // Every token of the pile but its last was said, by these times, within the span.
            if tokens[pile.dropLast()].reduce(0, { $0 + $1.bytes.count }) >= pileBytes {
                for index in pile { untimed[index] = true }
            }
        }
        return untimed
    }
}
