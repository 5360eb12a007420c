/// How much streamed text was shown and then taken back.
public struct RetractionCount: Codable, Sendable, Hashable {
    /// Characters drawn on screen, each update counting only what it added past the text kept.
    public let shownCharacters: Int
    /// Characters that were shown and later replaced or removed.
    public let retractedCharacters: Int

    /// Creates a count from its parts.
    public init(shownCharacters: Int, retractedCharacters: Int) {
        self.shownCharacters = shownCharacters
        self.retractedCharacters = retractedCharacters
    }

    /// Retracted characters per 100 shown; nil when nothing was shown.
    public var retractedPer100Shown: Double? {
        shownCharacters == 0 ? nil : Double(retractedCharacters) * 100 / Double(shownCharacters)
    }

    /// Component-wise sum, for totals over files.
    public static func + (lhs: RetractionCount, rhs: RetractionCount) -> RetractionCount {
        RetractionCount(shownCharacters: lhs.shownCharacters + rhs.shownCharacters,
                        retractedCharacters: lhs.retractedCharacters + rhs.retractedCharacters)
    }
}

/// Measures the flicker of a streaming transcript from the successive texts shown to the user.
///
/// Each update is the whole transcript as now displayed. The part it shares with the previous one
/// (their common prefix, in characters) stays on screen; whatever the previous text had past that
/// prefix is retracted, and whatever the new text has past it is newly shown. A transcript that only
/// ever grows retracts nothing.
public struct RetractionMeter: Sendable {
    private var displayed: [Character] = []
    private var shown = 0
    private var retracted = 0

    /// A meter that has seen no text yet.
    public init() {}

    /// Records that `text` is now the whole displayed transcript.
    public mutating func show(_ text: String) {
        let next = Array(text)
        let kept = zip(displayed, next).prefix { $0.0 == $0.1 }.count
        retracted += displayed.count - kept
        shown += next.count - kept
        displayed = next
    }

    /// The totals so far.
    public var count: RetractionCount {
        RetractionCount(shownCharacters: shown, retractedCharacters: retracted)
    }
}
