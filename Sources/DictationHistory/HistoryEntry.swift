import Foundation

/// One dictation that settled text: what was said, when, how, and where it went.
///
/// Stored as one line of JSON in the history file, keys in snake case and sorted, times as Unix
/// seconds, so `jq`, `grep` and `tail` read it as they read any JSON Lines file.
public struct HistoryEntry: Codable, Equatable, Sendable {
    /// Unique for the entry, so a removal names the entry it means whatever was added meanwhile.
    public var id: String
    /// When the dictation started.
    public var startedAt: Date
    /// Seconds of audio heard.
    public var duration: Double
    /// The settled text, as it was delivered (spoken commands acted on) or printed.
    public var text: String
    /// The model that decoded it, as `dictate models` names it, or the model file's path.
    public var model: String
    /// The language decoded, such as "en".
    public var language: String
    /// What the dictation heard: `live` (a microphone), `file`, or `compose` (a sent message).
    public var source: String
    public var delivery: HistoryDelivery
    /// The kept audio (a WAV of `--save`, a draft of `dictate stop`, the file transcribed); `nil` when none was kept.
    public var audio: String?

    public init(id: String = UUID().uuidString.lowercased(), startedAt: Date, duration: Double, text: String,
                model: String, language: String, source: String, delivery: HistoryDelivery, audio: String? = nil) {
        self.id = id
        self.startedAt = startedAt
        self.duration = duration
        self.text = text
        self.model = model
        self.language = language
        self.source = source
        self.delivery = delivery
        self.audio = audio
    }

    enum CodingKeys: String, CodingKey {
        case id
        case startedAt = "started_at"
        case duration
        case text
        case model
        case language
        case source
        case delivery
        case audio
    }
}

/// How a dictation's text left dictate: the way it went and what became of it.
public struct HistoryDelivery: Codable, Equatable, Sendable {
    /// `stdout`, `clipboard`, `paste`, `send-command`, or the way into the focused field
    /// (`ibus`, `input-method-v2`, `xdotool`, `wtype`…).
    public var way: String
    /// `printed`, `copied`, `sent`, `delivered`, `unconfirmed` or `failed`.
    public var result: String
    /// Why it failed; `nil` when it went.
    public var reason: String?

    public init(way: String, result: String, reason: String? = nil) {
        self.way = way
        self.result = result
        self.reason = reason
    }
}
