/// What the policy does when a pass that settles words cannot be trusted to: it heard far less than
/// was already shown, or Done's time ran out before it finished. Either way no word that was heard
/// may be dropped in silence.
extension StreamingPolicy {
    /// A pass that settles words and hears fewer than this share of the words shown over the same
    /// audio failed to decode: greedy passes on a loaded machine sometimes stop after the first
    /// sentence ("Hello from dictate." where the live text had twenty words).
    static let shortfallRatio = 0.6
    /// Fewer shown words than this are too few to judge a shortfall by.
    static let shortfallMinimumShown = 4

    /// The shown words over `pass`'s audio: the unsettled words that start within it.
    func shownWords(over pass: Pass) -> [Word] {
        let start = Double(pass.start) / Double(Self.sampleRate), end = Double(pass.end) / Double(Self.sampleRate)
        return tentative.filter { $0.start >= start && $0.start < end }
    }

    /// Seconds the shown words must go on past the last word a pass heard, or begin before its
    /// first, for it to have stopped short or skipped its start.
    static let shortfallSpan = 1.0

    /// Whether `pass`, a pass whose words are to be settled, heard far fewer words than the text
    /// already shown over the same audio, and stopped well before the shown words did or began well
    /// after them: a failed decode, not a correction. Fewer words alone are no failure, since
    /// whisper writes some spoken forms shorter than they were said ("john dot smith at example dot
    /// com" as one word, "twenty twenty five" as "2025"); a pass that stopped short leaves shown
    /// words after its last one, and one that skipped the start of its audio (a beam that jumped to
    /// the last phrase) leaves them before its first.
    func hearsLessThanShown(_ pass: Pass, segments: [DecodedSegment]) -> Bool {
        guard pass.isFinal || pass.closesUtterance else { return false }
        return fallsShort(pass, heard: words(heardBy: pass, segments: segments))
    }

    /// Whether `heard`, what `pass` heard, falls far short of the words shown over its audio and
    /// stops well before them (see ``hearsLessThanShown(_:segments:)``).
    func fallsShort(_ pass: Pass, heard: [Word]) -> Bool {
        let shown = shownWords(over: pass)
        guard shown.count >= Self.shortfallMinimumShown else { return false }
        guard Double(heard.count) < Double(shown.count) * Self.shortfallRatio else { return false }
        let lastHeard = heard.last?.end ?? Double(pass.start) / Double(Self.sampleRate)
        let firstHeard = heard.first?.start ?? Double(pass.end) / Double(Self.sampleRate)
        return shown.filter { $0.start >= lastHeard + Self.shortfallSpan || $0.end <= firstHeard - Self.shortfallSpan }.count >= 2
    }

    /// Takes the shown words as what `pass` heard, when it and a more careful retry both fell
    /// short. Returns whether the transcript changed.
    @discardableResult
    mutating func keepShown(for pass: Pass) -> Bool {
        complete(pass, words: shownWords(over: pass))
    }

    /// Seconds before the end of the latest live pass's audio within which its last words may have
    /// been cut off mid-word; those are decoded again rather than settled.
    static let fallbackMargin = 0.3

    /// The latest live pass's words that it heard in full: the ones a final pass that runs out of
    /// time can settle without decoding that audio again.
    private var wordsHeardInFull: [Word] {
        guard lastPassEnd > windowStart else { return [] }
        let limit = Double(lastPassEnd) / Double(Self.sampleRate) - Self.fallbackMargin
        return Array(tentative.prefix { $0.end <= limit })
    }

    /// Whether a final pass may be given a time limit: only when ``fallBack()`` would have words to
    /// settle, so that running out of time shortens the pass instead of starting it over.
    var canFallBack: Bool { !wordsHeardInFull.isEmpty }

    /// When the final pass ran out of time: settles the words the latest live pass heard in full
    /// and returns the pass over the audio after them, shorter than the one that ran out (or `nil`
    /// when no speech is left). Audio is never skipped, only decoded with less context.
    mutating func fallBack() -> Pass? {
        let kept = wordsHeardInFull
        guard let last = kept.last else { return hasPendingSpeech ? pass(isFinal: true) : nil }
        settle(kept)
        clearWindow(upTo: Int(last.end * Double(Self.sampleRate)))
        return hasPendingSpeech ? pass(isFinal: true) : nil
    }
}
