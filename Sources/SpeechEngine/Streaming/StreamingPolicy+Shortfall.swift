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
    /// between two of its words (``MissedWords/skipsPhrase(of:heard:phrase:)``).
    func hearsLessThanShown(_ pass: Pass, segments: [DecodedSegment]) -> Bool {
        guard pass.isFinal || pass.closesUtterance else { return false }
        return fallsShort(pass, heard: words(heardBy: pass, segments: segments))
    }

    /// Whether what `pass` heard (its `segments`, and their `heard` words) may not be settled as
    /// heard: it heard far fewer words than were shown (``hearsLessThanShown(_:segments:)``), it
    /// stopped before the last phrase of the shown words (``stopsBeforeShownPhrase(_:heard:lostTime:)``),
    /// or it looped (``loops(_:segments:)``).
    func mistrusts(_ pass: Pass, segments: [DecodedSegment], heard: [Word]) -> Bool {
        guard pass.isFinal || pass.closesUtterance else { return false }
        return fallsShort(pass, heard: heard) || stopsBeforeShownPhrase(pass, heard: heard, lostTime: segments.contains(where: \.lostTime))
            || loops(pass, segments: segments)
    }

    /// Whether whisper looped over `pass`, writing a run of words twice back to back
    /// (``StreamingPolicy/loops(_:)``). The copy is dropped from what it heard, but a decoder that
    /// loops has lost its place, and the words after the loop are seldom what was said: in real
    /// time, "Peter will add an alert for disk space." came out after a repeated sentence as "The
    /// server went out, and looked for disk space."
    func loops(_ pass: Pass, segments: [DecodedSegment]) -> Bool {
        Self.loops(filteredWords(heardBy: pass, segments: segments))
    }

    /// Whether `heard` ends before a phrase of the words shown over `pass`'s audio
    /// (``MissedWords/stopsShort(of:heard:phrase:)``), and either whisper.cpp lost track of time
    /// over the pass (``DecodedSegment/lostTime``), so its times cannot tell, or the phrase was
    /// said over speech well after its last word. However many words it heard: a 12 s pass whose
    /// token times collapsed stopped before the last phrase shown, and a 28 s pass with the full
    /// context ended its one segment a sentence early, keeping 50 of 62 shown words. Shown words
    /// over what the voice gate took for quiet are a live pass's invention, and may go.
    func stopsBeforeShownPhrase(_ pass: Pass, heard: [Word], lostTime: Bool) -> Bool {
        let shown = shownWords(over: pass)
        guard shown.count >= Self.shortfallMinimumShown,
              MissedWords.stopsShort(of: shown, heard: heard, phrase: Self.skippedPhraseWords) else { return false }
        if lostTime { return true }
        let last = heard.last.map(Self.end(of:)) ?? Double(pass.start) / Double(Self.sampleRate)
        let late = shown.filter { $0.start >= last + Self.shortfallSpan }
        guard let first = late.first, let final = late.last, late.count >= Self.skippedPhraseWords else { return false }
        return voicedShare(from: first.start, to: final.end) >= Self.voicedPhraseShare
    }

    /// The share of a left-out shown phrase's time that must be speech for its loss to count.
    static let voicedPhraseShare = 0.5

    /// The share of the window's 20 ms frames between `start` and `end` (seconds into the
    /// session) that the voice gate took for speech.
    private func voicedShare(from start: Double, to end: Double) -> Double {
        let frames = frames(from: start, to: end)
        return frames.all > 0 ? Double(frames.voiced) / Double(frames.all) : 0
    }

    /// Seconds of the window between `start` and `end` (seconds into the session) that the voice
    /// gate took for speech.
    private func voicedSeconds(from start: Double, to end: Double) -> Double {
        Double(frames(from: start, to: end).voiced * VoiceActivityDetector.frameLength) / Double(Self.sampleRate)
    }

    /// The window's 20 ms frames between `start` and `end` (seconds into the session): how many,
    /// and how many the voice gate took for speech.
    private func frames(from start: Double, to end: Double) -> (all: Int, voiced: Int) {
        let lower = frame(at: Int(start * Double(Self.sampleRate)))
        let upper = max(frame(at: Int(end * Double(Self.sampleRate))), lower)
        return (upper - lower, voiced[lower..<upper].filter { $0 }.count)
    }


    /// Whether `heard`, what `pass` heard, falls far short of the words shown over its audio: it
    /// stops well before them, begins well after them, or jumped over a phrase in between (see
    /// ``hearsLessThanShown(_:segments:)``).
    func fallsShort(_ pass: Pass, heard: [Word]) -> Bool {
        let shown = shownWords(over: pass)
        guard shown.count >= Self.shortfallMinimumShown else { return false }
        let ends = missedEnds(of: shown, heard: heard, pass: pass)
        return ends.start || ends.end || MissedWords.skipsPhrase(of: shown, heard: heard, phrase: Self.skippedPhraseWords)
    }

    /// Whether `heard` holds far fewer words than `shown` and leaves at least two shown words
    /// ending ``shortfallSpan`` before its first word (it skipped its start) or starting that long
    /// after its last (it stopped short).
    private func missedEnds(of shown: [Word], heard: [Word], pass: Pass) -> (start: Bool, end: Bool) {
        guard Double(heard.count) < Double(shown.count) * Self.shortfallRatio else { return (false, false) }
        let last = heard.last.map(Self.end(of:)) ?? Double(pass.start) / Double(Self.sampleRate)
        let first = heard.first?.start ?? Double(pass.end) / Double(Self.sampleRate)
        let (early, late) = (shown.filter { $0.end <= first - Self.shortfallSpan }, shown.filter { $0.start >= last + Self.shortfallSpan })
        guard early.count + late.count >= 2 else { return (false, false) }
        return (!early.isEmpty, !late.isEmpty)
    }

    /// The longest a heard word is taken to last. The last word of a pass that stopped
    /// mid-sentence often ends with the audio ("milk, Air-" ending 5 s later), hiding what it missed.
    static let longestWord = 1.0

    /// Where `word` ends, at most ``longestWord`` after it starts.
    static func end(of word: Word) -> Double { min(word.end, word.start + longestWord) }

    /// Words of a run of shown words a pass missed, not found among the shown words around it,
    /// that make the run a phrase the pass jumped over ("milk, eggs and apples on the way home.
    /// The train" heard as "milk, The train"), however many words it heard
    /// (``MissedWords/isPhrase(_:of:words:)``).
    static let skippedPhraseWords = 3

    /// Settles `heard`, what `pass` heard, with the shown words it missed put back where they were
    /// said (``MissedWords``): after a pass and a more careful retry both fell short, what was
    /// shown over the audio they missed is all there is of those words. With nothing heard, the
    /// shown words stand as they are. A pass that stopped before a shown phrase
    /// (``stopsBeforeShownPhrase(_:heard:lostTime:)``) gets that phrase back after its last word.
    /// Returns whether the transcript changed.
    @discardableResult
    mutating func keepShown(for pass: Pass, heard: [Word] = [], lostTime: Bool = false) -> Bool {
        let shown = shownWords(over: pass)
        guard !heard.isEmpty else { return complete(pass, words: shown) }
        let ends = missedEnds(of: shown, heard: heard, pass: pass)
        let end = ends.end || stopsBeforeShownPhrase(pass, heard: heard, lostTime: lostTime)
        return complete(pass, words: MissedWords.restoring(heard, from: shown, phrase: Self.skippedPhraseWords, start: ends.start, end: end))
    }

    /// Seconds before the end of the latest live pass's audio within which its last words may have
    /// been cut off mid-word; those are decoded again rather than settled.
    static let fallbackMargin = 0.3

    /// Seconds of speech, by the voice gate's count, between two shown words (or before the
    /// first) that no shown word was heard in: words a pass skipped, since a greedy pass over a
    /// long live region sometimes jumps over a phrase.
    static let unheardSpeech = 0.5

    /// The shown words that the latest live pass heard in full, up to the first stretch of
    /// ``unheardSpeech`` with no word: the ones a final pass that runs out of time can settle
    /// without decoding that audio again. Those after such a stretch are decoded again with it,
    /// since settling them would cut away the audio of what the live pass skipped: in real time, a
    /// 29 s clip lost its middle phrase so (measured with speech-bench; the runs are in docs/BENCHMARKS.md's history in git).
    private var wordsHeardInFull: [Word] {
        guard lastPassEnd > windowStart else { return [] }
        let limit = Double(lastPassEnd) / Double(Self.sampleRate) - Self.fallbackMargin
        var heard: [Word] = []
        var covered = Double(windowStart) / Double(Self.sampleRate)
        for word in tentative {
            guard word.end <= limit, voicedSeconds(from: covered, to: word.start) < Self.unheardSpeech else { break }
            heard.append(word)
            covered = max(covered, Self.end(of: word))
        }
        return heard
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
        // Where the last word ends by the time it could take: a word whose end swallowed a pause
        // may have swallowed speech too, which the pass after it must hear.
        clearWindow(upTo: Int(Self.end(of: last) * Double(Self.sampleRate)))
        return hasPendingSpeech ? pass(isFinal: true) : nil
    }
}
