import Foundation

/// What libvosk says of an utterance: its text and, for a finished one, where it lies in the audio.
struct VoskResult: Equatable {
    var text: String
    /// Seconds from the start of the recognizer's audio to the first word and past the last one.
    var start: Double?
    var end: Double?

    private struct Words: Decodable {
        struct Word: Decodable {
            var start: Double
            var end: Double
        }
        var text: String?
        var partial: String?
        var result: [Word]?
    }

    /// Reads a result or partial result; text that is not one reads as nothing said.
    init(json: UnsafePointer<CChar>?) {
        let data = json.map { Data(String(cString: $0).utf8) } ?? Data()
        let words = try? JSONDecoder().decode(Words.self, from: data)
        self.init(text: words?.text ?? words?.partial ?? "", start: words?.result?.first?.start, end: words?.result?.last?.end)
    }

    init(text: String, start: Double? = nil, end: Double? = nil) {
        self.text = text.trimmingCharacters(in: .whitespaces)
        self.start = start
        self.end = end
    }
}
