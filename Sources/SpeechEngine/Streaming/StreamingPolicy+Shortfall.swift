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
    /// words after its last one, one that skipped the start of its audio (a beam that jumped to
    /// the last phrase) leaves them before its first, and one that jumped over a phrase leaves them
    /// in a stretch between two of its words (``skippedPhrases(of:by:)``).
    func hearsLessThanShown(_ pass: Pass, segments: [DecodedSegment]) -> Bool {
        guard pass.isFinal || pass.closesUtterance else { return false }
        return fallsShort(pass, heard: words(heardBy: pass, segments: segments))
    }

    /// Whether `heard`, what `pass` heard, falls far short of the words shown over its audio: it
    /// stops well before them, begins well after them, or jumped over a phrase in between (see
    /// ``hearsLessThanShown(_:segments:)``).
    func fallsShort(_ pass: Pass, heard: [Word]) -> Bool {
        let shown = shownWords(over: pass)
        guard shown.count >= Self.shortfallMinimumShown else { return false }
        return missesEnds(of: shown, heard: heard, pass: pass) || !skippedPhrases(of: shown, by: heard).isEmpty
    }

    /// Whether `heard` holds far fewer words than `shown` and leaves at least two shown words
    /// starting ``shortfallSpan`` after its last word or ending that long before its first.
    private func missesEnds(of shown: [Word], heard: [Word], pass: Pass) -> Bool {
        guard Double(heard.count) < Double(shown.count) * Self.shortfallRatio else { return false }
        let (after, before) = ends(of: heard, pass: pass)
        return shown.filter { $0.start >= after + Self.shortfallSpan || $0.end <= before - Self.shortfallSpan }.count >= 2
    }

    /// Where the last word of `heard` ends and its first starts (the pass's start and end when it
    /// heard nothing).
    private func ends(of heard: [Word], pass: Pass) -> (last: Double, first: Double) {
        (heard.last?.end ?? Double(pass.start) / Double(Self.sampleRate), heard.first?.start ?? Double(pass.end) / Double(Self.sampleRate))
    }

    /// The shown words a pass that missed the ends left out (``missesEnds(of:heard:pass:)``): all
    /// those said after its last word, if it stopped short, and before its first, if it skipped its start.
    private func leftAtEnds(of shown: [Word], by heard: [Word], pass: Pass) -> [Word] {
        guard missesEnds(of: shown, heard: heard, pass: pass) else { return [] }
        let (after, before) = ends(of: heard, pass: pass)
        let middle = { (word: Word) in (word.start + word.end) / 2 }
        var late = shown.contains { $0.start >= after + Self.shortfallSpan } ? shown.filter { middle($0) > after } : []
        var early = shown.contains { $0.end <= before - Self.shortfallSpan } ? shown.filter { middle($0) < before } : []
        // Word times are rough: the heard word next to the stretch may be shown inside it too.
        if late.first?.key == heard.last?.key { late.removeFirst() }
        if early.last?.key == heard.first?.key { early.removeLast() }
        return early + late
    }

    /// Shown words missing from a stretch a pass jumped over before they count as a skipped phrase.
    static let skippedPhraseWords = 3
    /// Seconds around a stretch without heard words within which a heard word may repeat a shown
    /// one, its time put elsewhere by whisper: such a shown word was heard, not skipped.
    static let skipNeighbourhood = 2.0

    /// The shown words inside stretches of at least ``shortfallSpan`` between two `heard` words
    /// where `heard` has none of at least ``skippedPhraseWords`` of them, even nearby: phrases a
    /// beam jumped over ("milk, eggs and apples on the way home. The train" heard as "milk, The
    /// train"). A pause between two heard words holds no shown words, and shown words whose times
    /// whisper merely put elsewhere are found among the heard words around it.
    func skippedPhrases(of shown: [Word], by heard: [Word]) -> [Word] {
        zip(heard, heard.dropFirst()).flatMap { before, after -> [Word] in
            guard after.start - before.end >= Self.shortfallSpan else { return [] }
            var inside = shown.filter { ($0.start + $0.end) / 2 > before.end && ($0.start + $0.end) / 2 < after.start }
            let nearby = Set(heard.filter {
                $0.end > before.end - Self.skipNeighbourhood && $0.start < after.start + Self.skipNeighbourhood
            }.map(\.key))
            guard inside.filter({ !nearby.contains($0.key) }).count >= Self.skippedPhraseWords else { return [] }
            // Word times are rough: the word on either side of the stretch may be shown inside it too.
            if inside.first?.key == before.key { inside.removeFirst() }
            if inside.last?.key == after.key { inside.removeLast() }
            return inside
        }
    }

    /// Settles `heard`, what `pass` heard, with the shown words it left out put back where they
    /// were said: after a pass and a more careful retry both fell short, what was shown over the
    /// stretches they missed is all there is of those words. With nothing heard, the shown words
    /// stand as they are. Returns whether the transcript changed.
    @discardableResult
    mutating func keepShown(for pass: Pass, heard: [Word] = []) -> Bool {
        let shown = shownWords(over: pass)
        guard !heard.isEmpty else { return complete(pass, words: shown) }
        var words = heard
        for word in leftAtEnds(of: shown, by: heard, pass: pass) + skippedPhrases(of: shown, by: heard) {
            words.insert(word, at: words.firstIndex { $0.start > word.start } ?? words.endIndex)
        }
        return complete(pass, words: words)
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
