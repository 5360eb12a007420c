/// Whether a model decodes fast enough on this machine for live dictation, from how many seconds
/// of speech one settling pass (the full 30 s context, the beam) decodes per second of work.
public enum KeepUp: String, Sendable, Equatable, Codable, CaseIterable {
    /// Fast enough for both kinds of pass: the live passes that redraw the words as they are
    /// spoken, and the settling pass at each pause.
    case live
    /// Its settling passes keep pace with speech but would leave the live text lagging: a small
    /// model shows the words while this one settles them.
    case settlesOnly = "settles-only"
    /// Slower than speech: for files and recordings (`dictate --file`), not for dictating.
    case offlineOnly = "offline-only"

    /// The speed from which a model keeps up live. At 4× a settling pass over quick settling's
    /// longest window (10 s) ends 2.5 s after the pause; the live passes, their encoder context cut
    /// to the audio they hear, cost a fraction of that and fit between.
    public static let liveFactor = 4.0
    /// The speed from which passes keep pace with speech at all: a window settles no later than it lasted.
    public static let settlingFactor = 1.0

    /// The class of a model that decodes `realTimeFactor` seconds of speech per second.
    public init(realTimeFactor: Double) {
        switch realTimeFactor {
        case Self.liveFactor...: self = .live
        case Self.settlingFactor...: self = .settlesOnly
        default: self = .offlineOnly
        }
    }

    /// What it means, in a few words.
    public var label: String {
        switch self {
        case .live: "keeps up live"
        case .settlesOnly: "settles only"
        case .offlineOnly: "offline only"
        }
    }
}
