import SpeechEngine

/// SubRip and WebVTT cues, numbered and timed, written as soon as each is complete.
struct SubtitleWriter {
    let format: OutputFormat
    private var index = 0

    init(format: OutputFormat) { self.format = format }

    /// The file header (WebVTT needs one).
    var header: String { format == .vtt ? "WEBVTT\n\n" : "" }

    /// One cue, with its blank line.
    mutating func cue(_ segment: Segment) -> String {
        index += 1
        let end = max(segment.end, segment.start + 0.01)
        let timing = "\(Self.timestamp(segment.start, format: format)) --> \(Self.timestamp(end, format: format))"
        let number = format == .srt ? "\(index)\n" : ""
        return "\(number)\(timing)\n\(segment.text)\n\n"
    }

    /// `HH:MM:SS,mmm` for SubRip, `HH:MM:SS.mmm` for WebVTT.
    static func timestamp(_ seconds: Double, format: OutputFormat) -> String {
        let milliseconds = Int((max(seconds, 0) * 1000).rounded())
        let (h, m, s, ms) = (milliseconds / 3_600_000, milliseconds / 60_000 % 60, milliseconds / 1000 % 60, milliseconds % 1000)
        let separator = format == .srt ? "," : "."
        return pad(h, 2) + ":" + pad(m, 2) + ":" + pad(s, 2) + separator + pad(ms, 3)
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(width - digits.count, 0)) + digits
    }
}
