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
}
