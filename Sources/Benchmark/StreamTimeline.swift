/// The transcripts a streaming session showed, each with the moment it was shown, and the
/// latency and flicker figures that follow from them.
///
/// Times are seconds on the session's audio clock: 0 is the first sample of the clip.
public struct StreamTimeline: Sendable, Hashable {
    /// One transcript as shown.
    public struct Entry: Sendable, Hashable {
        /// When it was shown, in seconds of session audio.
        public let time: Double
        /// The whole transcript text.
        public let text: String
    }

    /// Every transcript shown, in order.
    public private(set) var entries: [Entry] = []

    /// An empty timeline.
    public init() {}

    /// Records that `text` became the displayed transcript at `time`.
    public mutating func record(_ text: String, at time: Double) {
        entries.append(Entry(time: time, text: text))
    }

    /// The last text shown: what the session ended with.
    public var finalText: String { entries.last?.text ?? "" }

    /// How much shown text was later taken back, over every text shown.
    public var retraction: RetractionCount {
        var meter = RetractionMeter()
        for entry in entries { meter.show(entry.text) }
        return meter.count
    }

    /// Seconds from `speechStart` until a transcript showed more words than were on screen at
    /// `speechStart` (normally: until the first word appeared). Nil when that never happened.
    public func firstWordLatency(after speechStart: Double) -> Double? {
        let wordsAtStart = entries.last { $0.time < speechStart }.map { Self.wordCount($0.text) } ?? 0
        return entries.first { $0.time >= speechStart && Self.wordCount($0.text) > wordsAtStart }
            .map { $0.time - speechStart }
    }

    /// Seconds from `speechEnd` until the text last changed, or 0 when it had already stopped
    /// changing by then (the last word can be recognised before the energy of its tail dies away).
    /// Nil when nothing was ever shown.
    public func finalTextLatency(after speechEnd: Double) -> Double? {
        var lastChange: Double?
        var shown = ""
        for entry in entries where entry.text != shown {
            lastChange = entry.time
            shown = entry.text
        }
        return lastChange.map { max($0 - speechEnd, 0) }
    }

    /// Seconds from `speechEnd` until a transcript first held the last words of the final text
    /// (its last three, or all of them when fewer), tentative or settled: when the end of what was
    /// said was first on screen as it will remain. 0 when that was before `speechEnd`; nil when the
    /// session ended with no words. Case and punctuation are ignored, since settling often changes them.
    public func finalWordsLatency(after speechEnd: Double) -> Double? {
        let last = Array(Self.words(finalText).suffix(Self.finalWordCount))
        guard !last.isEmpty else { return nil }
        return entries.first { Self.words($0.text).containsRun(last) }.map { max($0.time - speechEnd, 0) }
    }

    /// How many of the final text's last words ``finalWordsLatency(after:)`` waits for.
    static let finalWordCount = 3

    private static func words(_ text: String) -> [Substring] {
        text.lowercased().split { !$0.isLetter && !$0.isNumber && $0 != "'" }
    }

    private static func wordCount(_ text: String) -> Int {
        text.split(whereSeparator: \.isWhitespace).count
    }
}
