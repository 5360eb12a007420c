/// How results are written on standard output.
enum OutputFormat: String, CaseIterable, Sendable {
    /// Plain text: the live transcript on a terminal, settled lines in a pipe.
    case text
    /// One JSON event per line: partial, final, error, end.
    case jsonl
    /// SubRip subtitles.
    case srt
    /// WebVTT subtitles.
    case vtt

    /// Whether the format writes when each piece was said (subtitle cues, JSON `final` events), so
    /// that a whole-file pass must decode timestamps; plain text has no times and is decoded faster
    /// without them.
    var needsTimestamps: Bool {
        switch self {
        case .text: false
        case .jsonl, .srt, .vtt: true
        }
    }
}
