import Foundation

/// A word of a decoding pass, timed from the start of the session.
struct Word: Equatable, Sendable {
    var text: String
    var start: Double
    var end: Double

    /// The word as compared between passes: lower case, letters and digits only, so "dog" and
    /// "Dog." agree.
    var key: String { text.lowercased().filter { $0.isLetter || $0.isNumber } }

    /// Joins a pass's tokens into words. A token that begins with a space begins a word; any other
    /// token (the rest of a word, punctuation) extends the current one. Bytes are gathered before
    /// decoding because whisper splits some multi-byte characters across tokens.
    static func words(from segments: [DecodedSegment], offset: Double) -> [Word] {
        var words: [Word] = []
        var bytes: [UInt8] = []
        var start = 0.0, end = 0.0
        func flush() {
            let text = String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespaces)
            if !text.isEmpty { words.append(Word(text: text, start: offset + start, end: offset + end)) }
            bytes = []
        }
        for token in segments.flatMap(\.tokens) where !token.bytes.isEmpty {
            if token.bytes.first == 0x20 || bytes.isEmpty {
                flush()
                start = token.start
            }
            bytes += token.bytes
            end = max(token.end, start)
        }
        flush()
        return words
    }
}
