/// Whisper's stock phrases ("Thank you.", "Thanks for watching!", "I'll see you next time!") are
/// what it writes over audio it cannot make out: whispered speech, a fragment whose start was cut,
/// a breath. The ``HallucinationFilter`` drops a lone one over less than a word's voice; over more,
/// a pass that would settle one is doubted, and its words are settled only as a careful pass hears
/// them.
extension StreamingPolicy {
    /// Seconds of voice under which a lone stock phrase from a pass that settles words is doubted:
    /// said for real, "thank you for watching" takes about 1.3 s.
    static let doubtfulSpeech = 2.0
    /// Whisper's no-speech probability at or over which a stock phrase is doubted however long the
    /// voice under it, and a careful pass's one is not settled.
    static let likelyNoSpeech: Float = 0.5

    /// Whether `heard`, the words of `pass` (whose `segments` they are), are a lone stock phrase
    /// that a pass settling words heard over short speech, or where whisper found speech unlikely.
    func doubts(_ pass: Pass, segments: [DecodedSegment], heard: [Word]) -> Bool {
        guard pass.isFinal || pass.closesUtterance, HallucinationFilter.isStockPhrase(heard) else { return false }
        return pass.voicedSeconds < Self.doubtfulSpeech || Self.findsSpeechUnlikely(segments)
    }

    /// The words a careful pass over a doubted pass's audio settles: what it heard, unless that is
    /// a lone stock phrase whisper found speech unlikely under.
    func confirmed(_ heard: [Word], segments: [DecodedSegment]) -> [Word] {
        HallucinationFilter.isStockPhrase(heard) && Self.findsSpeechUnlikely(segments) ? [] : heard
    }

    private static func findsSpeechUnlikely(_ segments: [DecodedSegment]) -> Bool {
        segments.contains { $0.noSpeechProbability >= likelyNoSpeech }
    }
}
