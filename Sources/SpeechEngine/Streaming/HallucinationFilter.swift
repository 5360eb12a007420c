import Foundation

/// What whisper writes when it hears no speech, kept out of the transcript.
///
/// Whisper was trained on subtitles, so silence and noise come out as the phrases subtitles put
/// on silence. Annotations in brackets or parentheses ("[BLANK_AUDIO]", "(music)") and music signs
/// are never dictation and are always removed. The stock phrases are removed only when the window
/// held little speech: a person who really says "thank you" says it for longer than that.
enum HallucinationFilter {
    static let stockPhrases: Set<String> = [
        "you", "thank you", "thanks", "thank you very much", "thanks for watching",
        "thank you for watching", "bye", "okay", "oh", "so", "the end", "i", "um", "uh", "hmm",
        "please subscribe", "subscribe", "subtitles by the amaraorg community",
        "see you next time", "ill see you next time", "see you in the next video",
    ]

    /// Whether `words` are one stock phrase and nothing else.
    static func isStockPhrase(_ words: [Word]) -> Bool {
        stockPhrases.contains(words.map(\.key).joined(separator: " "))
    }

    /// Seconds of voiced audio below which a lone stock phrase is taken for a hallucination.
    static let shortSpeech = 0.8

    static func filter(_ words: [Word], voicedSeconds: Double) -> [Word] {
        var kept: [Word] = []
        var depth = 0
        for word in words {
            var text = ""
            for character in word.text {
                switch character {
                case "[", "(": depth += 1
                case "]", ")": depth = max(depth - 1, 0)
                case "♪", "♫", "*": continue
                default: if depth == 0 { text.append(character) }
                }
            }
            text = text.trimmingCharacters(in: .whitespaces)
            if !text.isEmpty, text.contains(where: { $0.isLetter || $0.isNumber }) {
                kept.append(Word(text: text, start: word.start, end: word.end))
            }
        }
        if voicedSeconds < shortSpeech, isStockPhrase(kept) { return [] }
        return kept
    }
}
