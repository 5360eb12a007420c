import SpeechEngine

/// Newly settled segments of a run that may span several chained sessions, with times from the
/// start of the whole recording.
struct SettledText {
    private var seen = 0
    private var offset = 0.0

    /// Starts counting a new session whose audio begins `offset` seconds into the recording.
    mutating func beginSession(at offset: Double) {
        seen = 0
        self.offset = offset
    }

    /// The segments of `transcript` not returned before, shifted to recording time.
    mutating func newSegments(in transcript: Transcript) -> [Segment] {
        guard transcript.segments.count > seen else { return [] }
        defer { seen = transcript.segments.count }
        return transcript.segments[seen...].map {
            Segment(text: $0.text, start: $0.start + offset, end: $0.end + offset)
        }
    }
}

/// Groups settled segments into readable units: a sentence, or at most `maxSeconds` / `maxCharacters`.
struct Grouper {
    var maxSeconds = 6.0
    var maxCharacters = 84
    private var pending: [Segment] = []

    init(maxSeconds: Double = 6, maxCharacters: Int = 84) {
        self.maxSeconds = maxSeconds
        self.maxCharacters = maxCharacters
    }

    /// Adds a segment; returns the groups it completed.
    mutating func add(_ segment: Segment) -> [Segment] {
        pending.append(segment)
        let merged = Self.merge(pending)
        let endsSentence = merged.text.last.map { ".?!".contains($0) } ?? false
        guard endsSentence || merged.end - merged.start >= maxSeconds || merged.text.count >= maxCharacters else { return [] }
        pending = []
        return [merged]
    }

    /// Whatever is pending, as a last group.
    mutating func flush() -> [Segment] {
        defer { pending = [] }
        return pending.isEmpty ? [] : [Self.merge(pending)]
    }

    private static func merge(_ segments: [Segment]) -> Segment {
        Segment(text: segments.map(\.text).joined(separator: " "),
                start: segments.first?.start ?? 0, end: segments.last?.end ?? 0)
    }
}
