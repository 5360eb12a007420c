import Foundation

/// What a draft's `metadata.json` says about its recording.
public struct RecordingMetadata: Codable, Equatable, Sendable {
    /// When recording started.
    public var startedAt: Date
    /// Seconds of audio recorded (pauses excluded).
    public var duration: Double
    /// The language decoded, such as "en".
    public var language: String?
    /// The model that decoded it, such as "base.en".
    public var model: String

    public init(startedAt: Date, duration: Double, language: String?, model: String) {
        self.startedAt = startedAt
        self.duration = duration
        self.language = language
        self.model = model
    }

    enum CodingKeys: String, CodingKey {
        case startedAt = "started_at"
        case duration
        case language
        case model
    }
}
