/// One step of a running transcription: the whole transcript so far, a level reading, or both.
///
/// A consumer never has to stitch: ``transcript`` always holds everything heard in this session.
public struct Update: Sendable, Equatable {
    /// The transcript so far, or `nil` when this update only carries a level.
    public var transcript: Transcript?
    /// The input level from 0 (silence) to 1 (loud speech), or `nil` when this update only carries text.
    public var level: Float?
    /// Seconds of session audio at which a session on a ``PassClock`` produced this update: its
    /// virtual time, which the moment it arrives does not tell. `nil` on the wall clock.
    public var sessionTime: Double?

    public init(transcript: Transcript? = nil, level: Float? = nil, sessionTime: Double? = nil) {
        self.transcript = transcript
        self.level = level
        self.sessionTime = sessionTime
    }
}

/// A session's transcript, split into what is settled and what may still change.
public struct Transcript: Sendable, Equatable, Codable {
    /// Settled text, in order. A segment never changes once it is here.
    public var segments: [Segment]
    /// The latest guess at what follows the settled text; the next update may replace it.
    public var tentative: String

    public init(segments: [Segment] = [], tentative: String = "") {
        self.segments = segments
        self.tentative = tentative
    }

    /// The settled text, segments joined by single spaces.
    public var committed: String { Transcript.join(segments.map(\.text)) }

    /// Everything heard so far: settled text followed by the tentative tail.
    public var text: String { Transcript.join([committed, tentative]) }

    /// Joins pieces of text with single spaces, skipping empty ones.
    public static func join(_ parts: [String]) -> String {
        parts.filter { !$0.isEmpty }.joined(separator: " ")
    }
}

/// A piece of settled text with its place in the session's audio.
public struct Segment: Sendable, Equatable, Codable {
    /// The words, trimmed, with whisper's punctuation and case.
    public var text: String
    /// Seconds from the start of the session to the first word.
    public var start: Double
    /// Seconds from the start of the session to the end of the last word.
    public var end: Double

    public init(text: String, start: Double, end: Double) {
        self.text = text
        self.start = start
        self.end = end
    }
}
