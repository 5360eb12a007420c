import Foundation

extension DecodedSegment {
    /// One item of a decoded token sequence as whisper.cpp keeps it: a text token, or a timestamp
    /// token with its time in seconds from the start of the decoded audio.
    enum Item: Equatable {
        case text(DecodedToken)
        case timestamp(Double)
    }

    /// The phrases of one decoded sequence: its text split wherever the decoder put a timestamp
    /// between two runs of text, each phrase timed by the timestamps around it.
    ///
    /// Asked for a single segment, whisper.cpp keeps every timestamp token it decoded inside that
    /// segment instead of ending a segment at each; they are the decoder's own phrase boundaries,
    /// the ones whisper.cpp seeks to between the 30 s windows of a long recording, and far closer
    /// to where speech paused than the per-token times. Splitting there gives a single-segment
    /// pass the segments an ordinary pass would have. A sequence whisper.cpp already split (a
    /// timestamp at most at each end) comes back as one segment.
    ///
    /// whisper.cpp times a segment from the start of the decoded audio, its timestamp tokens from
    /// the start of the 30 s window they were decoded in; the segment's own start, when it opens
    /// with a timestamp, gives the difference.
    static func phrases(_ items: [Item], start: Double, end: Double, noSpeechProbability: Float) -> [DecodedSegment] {
        let texts = items.map { if case .text = $0 { true } else { false } }
        guard let firstText = texts.firstIndex(of: true), let lastText = texts.lastIndex(of: true),
              texts[firstText...lastText].contains(false) else {
            let tokens = items.compactMap { if case .text(let token) = $0 { token } else { nil } }
            let text = Self.text(of: tokens)
            return text.isEmpty ? [] : [DecodedSegment(text: text, start: start, end: end, noSpeechProbability: noSpeechProbability, tokens: tokens)]
        }
        let offset = if case .timestamp(let time) = items[0] { start - time } else { 0.0 }
        var phrases: [DecodedSegment] = []
        var tokens: [DecodedToken] = []
        var phraseStart = start
        func close(at time: Double) {
            let text = Self.text(of: tokens)
            if !text.isEmpty {
                phrases.append(DecodedSegment(text: text, start: phraseStart, end: max(time, phraseStart),
                                              noSpeechProbability: noSpeechProbability, tokens: tokens))
            }
            tokens = []
        }
        for item in items {
            switch item {
            case .text(let token):
                tokens.append(token)
            case .timestamp(let time):
                if !tokens.isEmpty { close(at: time + offset) }
                phraseStart = time + offset
            }
        }
        if !tokens.isEmpty { close(at: end) }
        return phrases
    }

    /// The text of `tokens`, trimmed; their bytes are joined first, since whisper splits some
    /// multi-byte characters across tokens.
    private static func text(of tokens: [DecodedToken]) -> String {
        String(decoding: tokens.flatMap(\.bytes), as: UTF8.self).trimmingCharacters(in: .whitespaces)
    }
}
