import Foundation

/// What a status bar shows about the recording: the payload of every status update.
///
/// Bars compute the running time themselves from ``startedAt`` while recording, so a snapshot
/// never has to be sent just because a second passed.
public struct StatusSnapshot: Codable, Equatable, Sendable {
    /// Where the recording stands.
    public enum State: String, Codable, Sendable {
        case recording
        case paused
        case stopped
        /// Nothing is recording; what a client reports when no session answers.
        case idle
    }

    /// The longest ``latestText`` a snapshot carries.
    public static let textLimit = 700

    public var state: State
    /// The reference for the running time: while recording, the elapsed time is now minus this.
    /// Pauses move it forward, so it is the start date only for a session never paused.
    public var startedAt: Date?
    /// The elapsed time in seconds, frozen, when paused or stopped; `nil` while recording or idle.
    public var elapsed: Double?
    /// The language decoded, such as "en".
    public var language: String?
    /// How many segments are settled.
    public var segmentCount: Int
    /// The end of the settled text, at most ``textLimit`` characters, cut at a word boundary.
    public var latestText: String
    /// The words heard after ``latestText`` that may still change, at most ``textLimit`` characters;
    /// only in the snapshots of a `watch` feed, `nil` elsewhere.
    public var tentative: String?
    /// The input level this snapshot was sent for, from 0 (silence) to 1; only in a `watch` feed's
    /// snapshots sent for a reading, `nil` elsewhere.
    public var level: Float?
    /// `true` once the session was asked to finish and settles its last words (a final pass); only
    /// in a `watch` feed's snapshots, `nil` elsewhere.
    public var finishing: Bool?

    public init(
        state: State, startedAt: Date? = nil, elapsed: Double? = nil, language: String? = nil,
        segmentCount: Int = 0, latestText: String = "", tentative: String? = nil, level: Float? = nil,
        finishing: Bool? = nil
    ) {
        self.state = state
        self.startedAt = startedAt
        self.elapsed = elapsed
        self.language = language
        self.segmentCount = segmentCount
        self.latestText = latestText
        self.tentative = tentative
        self.level = level
        self.finishing = finishing
    }

    /// The snapshot of no recording at all.
    public static let idle = StatusSnapshot(state: .idle)

    /// The elapsed time in seconds as of `now`: frozen when paused or stopped, running while recording.
    public func elapsed(at now: Date) -> Double {
        if let elapsed { return elapsed }
        guard state == .recording, let startedAt else { return 0 }
        return max(now.timeIntervalSince(startedAt), 0)
    }

    // Snake case, as shell scripts and bar configs expect of JSON keys.
    enum CodingKeys: String, CodingKey {
        case state
        case startedAt = "started_at"
        case elapsed
        case language
        case segmentCount = "segments"
        case latestText = "text"
        case tentative
        case level
        case finishing
    }
}
