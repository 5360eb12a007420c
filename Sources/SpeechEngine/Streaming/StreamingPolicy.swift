import Foundation

/// When to decode, what to settle and which audio to forget: live decoding as a pure state machine.
///
/// Samples go in through ``ingest(_:decisions:)`` with the voice gate's decisions for them (or
/// ``ingest(_:)``, which runs a gate of its own); ``settleAtPause(finishing:)`` settles what the
/// latest pass heard once a pause has confirmed it; ``nextPass(finishing:)`` says whether a
/// decoding pass is due and over which audio; ``complete(_:segments:)`` takes the pass's result
/// and updates the transcript. Nothing here touches a model, a clock or a thread, so tests drive
/// it with made-up passes. The design:
///
/// - The *window* is the audio not yet settled: one utterance, or several closed by short pauses.
///   Its latest utterance is the *live region*. Silence costs nothing: without a voiced frame in
///   the window there is no pass, and silence beyond the ``preRoll`` is dropped.
/// - While someone speaks, a *live pass* decodes the live region every ``step`` seconds of new
///   audio (settling `accurate`, an eighth of what it hears, when that is longer), with the
///   encoder sized to it (the session decodes it greedily). The tentative text is the words of the
///   closed utterances followed by what the latest pass heard. Settling `accurate`, a live pass hears at most the
///   last ``liveTail`` seconds, from the end of a shown word, and leaves the words before shown.
/// - When the voice stops, a *closing pass* decodes the live region at once, so the last words are
///   on screen as soon as the speech ends. After ``closingPause`` of quiet the utterance is closed:
///   its words stay shown as that pass heard them, and the next utterance is a live region of its
///   own. Settling `quick`, its words are likely to settle as heard, so the closing pass, like
///   every pass that settles (``Pass/closesUtterance``), hears the full 30 s encoder context and is
///   worth the beam. Settling `accurate`, it is a live pass: its words are only shown, quickly.
/// - The window settles at ``StreamingConfiguration/settlePause`` of quiet: `quick` at the closing
///   pause, so every pause settles; `accurate` at a sentence's pause. Settling `quick`, a window of
///   one utterance is settled as its closing pass heard it, with no pass of its own; a window of
///   several, or any window settling `accurate`, is decoded again as a whole by a *final pass*, so
///   each word is settled with its neighbours, as an offline pass over the file hears it. If speech
///   went on after the latest pass, at that pause or at the end of the session, a final pass
///   decodes the window and settles what it hears. A closing pass that came back only after speech
///   resumed settles what it heard if the pause after its audio was long enough.
/// - A window that outgrows ``StreamingConfiguration/maximumWindow`` (someone talking without a
///   settling pause) is split, unless the voice has just stopped, when the pause settles it whole;
///   one whose speech outgrows ``longestWindow`` is split even at a pause or the end.
///   The *split pass* decodes the whole window and settles the phrases whisper ended at least
///   ``splitLookahead`` before its end, so the words before the split are heard with what followed
///   them; with no phrase end there, it splits where the live region starts, or else at the
///   window's quietest moment. What it heard after the split is the live text until the next pass,
///   whose first words that repeat the settled text's last are dropped.
/// - What a pass heard counts only once cleaned: stock phrases heard in a blip, loops and repeats,
///   echoes of the settled text and more words than anyone can say are taken out. A pass that
///   would settle far fewer words than were shown over its audio is not trusted: the session
///   decodes it again more carefully, and the shown words a retry misses too are kept. A final
///   pass that runs out of the time Done gives it settles the words the latest live pass heard in
///   full and decodes only the audio after them (StreamingPolicy+Shortfall.swift).
/// - Settled text never changes.
///
/// What did worse, as measured (docs/BENCHMARKS.md): settling words pass by pass as soon as two
/// passes agreed froze the guesses of short windows and doubled words where settled text met new
/// text; settling the words two passes agreed on and cutting the audio at their timestamps lost or
/// doubled words at the cut, since a greedy pass over ten seconds sometimes skips a phrase and word
/// times are rough.
struct StreamingPolicy: Sendable {
    static let sampleRate = 16_000
    /// Seconds of new audio between two live passes while someone speaks, at least.
    static let step = 0.4
    /// Settling `accurate`, the share of what a live pass would hear that it waits for, when that
    /// is longer than ``step``: a live pass costs about what its audio lasts. Settling `quick`,
    /// where a live pass's words may settle, the same wait cut CPU by a sixth but moved the passes
    /// so that a quiet sentence settled misheard, and passes stay every ``step``.
    static let stepShare = 0.125
    /// Seconds of quiet after speech (beyond the detector's 0.2 s hangover) that close an
    /// utterance: its words stay on screen as the closing pass heard them, and the next utterance
    /// is decoded on its own. A shorter ``StreamingConfiguration/settlePause`` settles at this one.
    static let closingPause = 0.3
    /// Seconds of speech a window may hold whatever the voice does: whisper hears 30 s at once,
    /// and a pass whose speech runs to the end of those 30 s ends its text early, where a
    /// whole-file pass would go on from its last word. A 29 s clip read with only short pauses,
    /// settled by one pass over 31.1 s, lost its last sentence so.
    static let longestWindow = 29.0
    /// Seconds of audio kept before the first voiced frame, so a word's onset is not lost.
    static let preRoll = 0.3
    /// Seconds of speech after a split that the pass settling the audio before it hears, as
    /// context (``Split``). Decoding only the audio before the split, whose last words whisper then
    /// hears without what follows them, made 66–77 errors over the long recordings where 2 s made
    /// 52–60, for final words 0.1–0.3 s sooner where splits fall near the end of speech
    /// (measured with speech-bench; the runs are in docs/BENCHMARKS.md's history in git).
    static let splitLookahead = 2.0

    /// A decoding pass to run.
    struct Pass: Sendable, Equatable {
        /// 16 kHz samples to decode.
        var audio: [Float]
        /// Absolute sample index of `audio`'s first sample.
        var start: Int
        /// whisper.cpp `audio_ctx` for this window, or 0 for the full context.
        var audioContext: Int
        /// Whether this pass settles everything it hears.
        var isFinal: Bool
        /// Whether the audio ends after the speech in it, or at a split: what the pass hears is
        /// likely to be settled as heard, so it is worth the configured beam.
        var closesUtterance: Bool
        /// Seconds of voiced audio in the window.
        var voicedSeconds: Double
        /// Where the pass settling a window at its limit splits it; `nil` for every other pass.
        var split: Split?
        /// Whether the decoder is shown the vocabulary's prompt.
        var prompted = true
        /// The settled text just before the audio, shown to the decoder as what came before.
        var precedingText = ""
        /// The live words before a live pass's audio, which it leaves shown as they are
        /// (``StreamingPolicy/liveTail``).
        var keptLive: [Word] = []
        /// Whether the window is one short answer (``StreamingPolicy/shortWindow``): even the
        /// session's last pass, which someone waits on, is worth the beam over so little audio.
        var isShortAnswer = false

        var end: Int { start + audio.count }
        var seconds: Double { Double(audio.count) / Double(StreamingPolicy.sampleRate) }
    }

    /// Where a pass that hears the whole window splits it: at the latest phrase end whisper
    /// decoded within `phraseEnds`, or else at `fallback`, settling the words before the split.
    struct Split: Sendable, Equatable {
        /// Absolute sample indices a phrase must end between for the window to be split there.
        var phraseEnds: ClosedRange<Int>
        /// Absolute sample index of the split when no phrase ends within `phraseEnds`: a gap
        /// between utterances, or the quietest moment.
        var fallback: Int
    }

    let configuration: StreamingConfiguration
    /// The words the decoder is prompted with, whose echoes are kept out of the text.
    let vocabulary: Vocabulary
    /// How a piece is written where it meets the text before it.
    let join: SentenceJoin
    /// The gate ``ingest(_:)`` runs, made on first use. A policy fed a session's decisions holds
    /// none, so the session runs Silero once over its audio, not twice.
    private var gate: VoiceGate?

    private var window: [Float] = []
    private(set) var windowStart = 0
    /// One voice decision per 20 ms frame of `window`, from its start.
    private(set) var voiced: [Bool] = []
    /// Where the audio of the latest pass ended, as an absolute sample index.
    private(set) var lastPassEnd = 0
    /// Where the audio of the latest live pass started, as an absolute sample index.
    private var lastPassStart = 0
    /// Where the live region starts, as an absolute sample index: the end of the utterances
    /// closed by a pause that did not settle them.
    private(set) var liveStart = 0
    /// Whether the latest pass was a live pass that heard the voice stop, and its words have not
    /// yet closed an utterance.
    private var latestPassCloses = false
    /// Whether the window starts where a split cut speech in two, so that the settled text ends
    /// with words said just before its first sample.
    private var startsAtSplit = false
    /// Whether the live words are what a split pass heard after its split, with the full context
    /// and the beam, as a final pass would hear them: settling `accurate`, a pause settles them as
    /// heard rather than decoding them again with less around them.
    private var restHeardWhole = false

    /// Text that will not change.
    private(set) var segments: [Segment] = []
    /// The words of the utterances closed before the live region, as their closing passes heard them.
    private(set) var held: [Word] = []
    /// What the latest pass heard in the live region.
    private(set) var live: [Word] = []
    /// Every word shown but not settled.
    var tentative: [Word] { held + live }

    init(configuration: StreamingConfiguration = StreamingConfiguration(), vocabulary: Vocabulary = Vocabulary(), join: SentenceJoin = .asHeard) {
        self.configuration = configuration
        self.vocabulary = vocabulary
        self.join = join
    }

    /// Samples heard so far in the session.
    var heard: Int { windowStart + window.count }

    /// The transcript as it stands.
    var transcript: Transcript {
        Transcript(segments: segments, tentative: Self.text(join.joining(tentative, after: segments.last?.text ?? "")))
    }

    /// Whether there is unsettled speech a final pass would decode.
    var hasPendingSpeech: Bool { voiced.contains(true) }

    /// Whether the latest decided frame was speech (including the hangover).
    private(set) var isSpeaking = false

    /// Takes in samples, deciding which frames are speech with a voice gate of the policy's own,
    /// made from the configuration. A policy takes its decisions from one place for a whole
    /// session: here, or ``ingest(_:decisions:)``.
    mutating func ingest(_ samples: [Float]) {
        if gate == nil {
            precondition(heard == 0, "a policy fed decisions from outside cannot start a voice gate of its own mid-session")
            gate = VoiceGate(configuration: configuration)
        }
        take(samples, decisions: gate?.process(samples) ?? [])
    }

    /// Takes in samples with the voice gate's decisions that came out while they were heard: one
    /// per 20 ms frame counted from the session's first sample, in order, continuing where the
    /// last call's ended. Decisions may lag the samples (Silero decides 32 ms at a time), so a
    /// call may bring decisions for earlier samples, or none; they never run ahead of the samples.
    mutating func ingest(_ samples: [Float], decisions: [Bool]) {
        precondition(gate == nil, "a policy running a voice gate of its own takes no decisions from outside")
        take(samples, decisions: decisions)
    }

    private mutating func take(_ samples: [Float], decisions: [Bool]) {
        window.append(contentsOf: samples)
        voiced.append(contentsOf: decisions)
        precondition(voiced.count * VoiceActivityDetector.frameLength <= window.count, "voice decisions ran ahead of their samples")
        if let last = decisions.last { isSpeaking = last }
        if !hasPendingSpeech { dropSilence() }
    }

    /// Absolute sample index just after the last voiced frame of the window.
    private var speechEnd: Int {
        windowStart + ((voiced.lastIndex(of: true) ?? -1) + 1) * VoiceActivityDetector.frameLength
    }

    /// Whether the window ends in a pause of at least `seconds`.
    private func isPaused(for seconds: Double) -> Bool {
        Double(heard - speechEnd) >= seconds * Double(Self.sampleRate)
    }

    /// Seconds of quiet that settle the window: the settling pause, never shorter than the closing one.
    private var settlingPause: Double { max(configuration.settlePause, Self.closingPause) }

    /// Whether the window ends in a pause long enough to settle it.
    private var isSettling: Bool { isPaused(for: settlingPause) }

    /// The live region's first frame in the window.
    private var liveFrame: Int { frame(at: liveStart) }

    /// The window's frame holding absolute sample `index`, within `0...voiced.count`.
    func frame(at index: Int) -> Int {
        min(max(index - windowStart, 0) / VoiceActivityDetector.frameLength, voiced.count)
    }

    /// Whether the live region holds speech.
    private var hasLiveSpeech: Bool { voiced[liveFrame...].contains(true) }

    /// At a settling pause, or when `finishing` the session, settles what the latest pass heard if
    /// that pass covered the whole window and all the speech in it; at a shorter pause, closes the
    /// utterance that pass heard. A closing pass that came back after speech resumed settles what
    /// it heard if the pause after its audio was a settling one. Returns whether the transcript changed.
    @discardableResult
    mutating func settleAtPause(finishing: Bool = false) -> Bool {
        guard hasPendingSpeech else { return false }
        guard lastPassEnd >= speechEnd else { return settlesLateClosingPass ? settleTentative() : false }
        if finishing || isSettling {
            // Settling `quick`, a latest pass that heard the whole window settles as heard, sooner
            // than a pass of its own: requiring the beam pass cost 1.4 s of settling (median) on
            // `real` in real time. Settling `accurate`, the final pass settles the window
            // (``nextPass(finishing:)``) unless a split pass heard its rest whole.
            guard lastPassStart <= windowStart, configuration.closingPassSettles || restHeardWhole || shortWindowClosed
            else { return false }
            return settleTentative()
        }
        // A short answer heard whole stays live until it settles, as one window.
        if isPaused(for: Self.closingPause), hasLiveSpeech, !shortWindowClosed { closeUtterance() }
        return false
    }

    /// The live region's words, as the latest pass heard them, become a closed utterance.
    private mutating func closeUtterance() {
        liveStart = lastPassEnd
        held += live
        live = []
        latestPassCloses = false
    }

    /// Whether the latest pass heard a short answer (``shortWindow``) to its end with the full
    /// context and the beam, settling `accurate`: its words settle as heard.
    private var shortWindowClosed: Bool {
        !configuration.closingPassSettles && latestPassCloses && lastPassEnd >= speechEnd && isShortWindow
    }

    /// Whether the latest pass closed the whole window, with the beam, at a pause long enough to
    /// settle it, though speech resumed before the pass came back. A quicker decoder would have
    /// settled those words at that pause; left unsettled, the window grows, and the pass as the
    /// voice stops decodes them all again (on the long recordings, passes over 11 s and more where
    /// the last utterance was 3 s). Settling them made `real` 16 → 11 errors, as few as the offline
    /// pass, with its final words and settled text sooner (measured with speech-bench; the runs are in
    /// docs/BENCHMARKS.md's history in git).
    private var settlesLateClosingPass: Bool {
        latestPassCloses && lastPassStart <= windowStart && pauseAfterLatestPass >= settlingPause
    }

    /// Seconds of quiet after the last speech the latest pass heard, up to where speech resumed
    /// (or the window's end).
    private var pauseAfterLatestPass: Double {
        let frameLength = VoiceActivityDetector.frameLength
        let passFrame = frame(at: lastPassEnd)
        guard let lastVoiced = voiced[..<passFrame].lastIndex(of: true) else { return 0 }
        let resumed = voiced[(lastVoiced + 1)...].firstIndex(of: true) ?? voiced.count
        return Double((resumed - lastVoiced - 1) * frameLength) / Double(Self.sampleRate)
    }

    /// The pass due now, if any. `finishing` asks for the final pass of the session.
    func nextPass(finishing: Bool = false) -> Pass? {
        guard hasPendingSpeech else { return nil }
        // Speech that fills what whisper hears at once is split, even at a pause or the end.
        if Double(speechEnd - windowStart) > Self.longestWindow * Double(Self.sampleRate) { return splitPass() }
        if finishing || isSettling { return pass(isFinal: true) }
        // A window at its limit when the voice stops is settled whole at the pause, sooner than a
        // split followed by a pass over the rest.
        if Double(window.count) > configuration.maximumWindow * Double(Self.sampleRate), voiced.last != false { return splitPass() }
        // A short answer heard to its end waits for the pause that settles it: passes over the
        // silence after it would only hear that silence too.
        guard hasLiveSpeech, !shortWindowClosed else { return nil }
        let voiceStopped = voiced.last == false && lastPassEnd < speechEnd
        let tail = liveTailStart
        let hears = Double(heard - (tail?.start ?? liveStart)) / Double(Self.sampleRate)
        let step = configuration.closingPassSettles ? Self.step : max(Self.step, hears * Self.stepShare)
        guard voiceStopped || Double(heard - lastPassEnd) >= step * Double(Self.sampleRate) else { return nil }
        return livePass(tail: tail)
    }

    /// A pass up to the window's end: a final one over all of it, or a live one over its live
    /// region (or its tail, settling `accurate`).
    func pass(isFinal: Bool) -> Pass {
        isFinal ? pass(frames: 0..<voiced.count, isFinal: true, closesUtterance: true) : livePass(tail: liveTailStart)
    }

    /// The live pass over the live region, or over its `tail` (``liveTailStart``).
    private func livePass(tail: (start: Int, kept: [Word])?) -> Pass {
        let closes = voiced.last == false && (configuration.closingPassSettles || isShortWindow)
        let end = closes && !configuration.closingPassSettles ? shortAnswerEnd : voiced.count
        guard let (start, kept) = tail else { return pass(frames: liveFrame..<end, isFinal: false, closesUtterance: closes) }
        var pass = pass(frames: frame(at: start)..<end, isFinal: false, closesUtterance: closes)
        pass.keptLive = kept
        return pass
    }

    /// Seconds of speech up to which a window of one utterance is a short answer: a number, a
    /// name, yes or no, a command of two words. Settling `accurate`, its pass as the voice stops
    /// hears the full context with the beam, as settling `quick`'s does, and its words settle as
    /// that pass heard them. A final pass over a word or two and the pause after it, and Done's
    /// greedy pass over the same, wrote "forty two" as "fort it to" and "yes please" without its
    /// capital and comma, where the pass as the voice stopped wrote "42." and "Yes, please.".
    static let shortWindow = 3.0

    /// The window's frame where a short answer's closing pass ends: the closing pause after its
    /// speech, as settling `quick`'s pass hears it, however late the pass runs. Settling
    /// `accurate` in real time, passes that came later over a second of silence after "no thanks"
    /// and "yes please" wrote "No thanks!" and "Yes, please" in three runs of five, and "forty two"
    /// as "Fort it to", where settling `quick` wrote "No thanks.", "Yes, please." and "Forted 2."
    /// in every run.
    private var shortAnswerEnd: Int {
        min(frame(at: speechEnd) + Int(Self.closingPause * Double(Self.sampleRate)) / VoiceActivityDetector.frameLength, voiced.count)
    }

    /// Whether the window is one short utterance (``shortWindow``), not what a split left.
    private var isShortWindow: Bool {
        liveStart == windowStart && held.isEmpty && !startsAtSplit
            && Double(speechEnd - windowStart) <= Self.shortWindow * Double(Self.sampleRate)
    }

    /// Seconds of the live region a live pass hears at most, settling `accurate`: the words before
    /// stay shown as the passes before heard them, and the final pass decodes them all again. A
    /// pass over a whole long utterance costs about what the utterance lasts, and while it runs no
    /// new word is shown: over a 29 s clip read without a pause, live passes took up to 2.6 s each.
    static let liveTail = 6.0

    /// Where a live pass settling `accurate` starts, and the live words before it that it leaves
    /// shown: at the end of the last shown word that ends ``liveTail`` before the end of the audio.
    /// `nil` for a pass over the whole live region: settling `quick` (whose live words may settle
    /// as heard, so each pass hears all of them), or a shorter region.
    private var liveTailStart: (start: Int, kept: [Word])? {
        guard !configuration.closingPassSettles else { return nil }
        let limit = Double(heard) / Double(Self.sampleRate) - Self.liveTail
        guard let last = live.lastIndex(where: { $0.end <= limit }) else { return nil }
        let start = Int((live[last].end * Double(Self.sampleRate)).rounded())
        guard start > liveStart else { return nil }
        return (start, Array(live[...last]))
    }

    /// The pass over the window's `frames`.
    private func pass(frames: Range<Int>, isFinal: Bool, closesUtterance: Bool) -> Pass {
        let frameLength = VoiceActivityDetector.frameLength
        let audio = frames == 0..<voiced.count
            ? window : Array(window[(frames.lowerBound * frameLength)..<(frames.upperBound * frameLength)])
        let seconds = Double(audio.count) / Double(Self.sampleRate)
        // Live passes hear their audio and a second of margin. A pass whose words may settle hears
        // the full 30 s (0), as whisper was trained and as the offline pass hears: any smaller
        // context is a lottery on short speech. Over 84 short answers, sized contexts and floors of
        // 15–25 s made 69–82 errors where full contexts made 52 and the offline pass 54; over the
        // four fixture sets, 190 against 136. The price is about 0.9 s more on two cores for the
        // pass as the voice stops (measured with speech-bench; the runs are in docs/BENCHMARKS.md's history in git).
        let sized = Self.contextFrames(seconds + 1)
        let context = configuration.sizeAudioContext && !closesUtterance && sized < 1_500 ? sized : 0
        return Pass(
            audio: audio, start: windowStart + frames.lowerBound * frameLength,
            audioContext: context, isFinal: isFinal, closesUtterance: closesUtterance,
            voicedSeconds: Double(voiced[frames].filter { $0 }.count * frameLength) / Double(Self.sampleRate),
            prompted: !(startsAtSplit && frames.lowerBound == 0),
            precedingText: isFinal && !configuration.closingPassSettles && !startsAtSplit ? settledTail : "",
            isShortAnswer: isShortWindow)
    }

    /// The end of the settled text, shown to a final pass settling `accurate` as what was said
    /// before its audio; the decoder is shown its last ``DecodingOptions/wholeRecordingHistory`` tokens.
    private var settledTail: String { segments.suffix(3).map(\.text).joined(separator: " ") }

    /// whisper.cpp's `audio_ctx` for `seconds` of audio: the encoder sees 50 frames a second,
    /// rounded up to whole blocks of 64.
    static func contextFrames(_ seconds: Double) -> Int {
        min(1_500, Int((seconds * 50 / 64).rounded(.up)) * 64)
    }

    /// The pass that settles a window at its limit: it hears the whole window and splits it after
    /// what it settles (``Split``), falling back on where its live region starts, when that is a
    /// gap between utterances with enough speech on both sides, or else on its quietest moment.
    private func splitPass() -> Pass {
        let split = splitRange.contains(liveFrame) ? liveFrame : quietestFrame()
        var whole = pass(frames: 0..<voiced.count, isFinal: true, closesUtterance: true)
        whole.prompted = false
        whole.precedingText = ""
        let frameLength = VoiceActivityDetector.frameLength
        whole.split = Split(phraseEnds: windowStart + splitRange.lowerBound * frameLength...windowStart + splitRange.upperBound * frameLength,
                            fallback: windowStart + split * frameLength)
        return whole
    }

    /// Frames a split may fall on: from a third of the way in to ``splitLookahead`` before the end,
    /// so whisper hears the words on each side in context.
    private var splitRange: ClosedRange<Int> {
        let margin = Int(Self.splitLookahead * Double(Self.sampleRate)) / VoiceActivityDetector.frameLength
        return voiced.count / 3...max(voiced.count / 3, voiced.count - margin)
    }

    /// The frame in the middle of the window's quietest 100 ms within ``splitRange``: the gap
    /// between words, so none is cut in two, with enough speech on each side for whisper to hear
    /// it in context. The latest quietest one wins a tie.
    private func quietestFrame() -> Int {
        let frameLength = VoiceActivityDetector.frameLength, span = 5
        let energies = stride(from: 0, to: voiced.count * frameLength, by: frameLength).map { start in
            Level.rms(window[start..<start + frameLength])
        }
        let first = splitRange.lowerBound, last = splitRange.upperBound - span
        guard first <= last else { return voiced.count / 2 }
        var best = first, bestEnergy = Float.infinity
        for start in first...last {
            let energy = energies[start..<start + span].reduce(0, +)
            if energy <= bestEnergy { (best, bestEnergy) = (start, energy) }
        }
        return best + span / 2
    }

    /// Takes in what a pass heard. Returns whether the transcript changed.
    @discardableResult
    mutating func complete(_ pass: Pass, segments decoded: [DecodedSegment]) -> Bool {
        guard let split = pass.split else { return complete(pass, words: words(heardBy: pass, segments: decoded)) }
        // A phrase followed by another ended where whisper heard the speech pause; the last one
        // runs to the end of the audio.
        let phraseEnds = decoded.dropLast().map { pass.start + Int(($0.end * Double(Self.sampleRate)).rounded()) }
        guard let phraseEnd = phraseEnds.lastIndex(where: split.phraseEnds.contains) else {
            return complete(pass, words: words(heardBy: pass, segments: decoded))
        }
        return settle(words(heardBy: pass, segments: Array(decoded[...phraseEnd])), splittingAt: phraseEnds[phraseEnd],
                      rest: (words(heardBy: pass, segments: Array(decoded[(phraseEnd + 1)...])), pass.end))
    }

    /// The words of a pass's result that count: hallucinations, loops, echoes of the settled text
    /// and more words than anyone can say taken out.
    func words(heardBy pass: Pass, segments decoded: [DecodedSegment]) -> [Word] {
        let heardWords = Self.collapsingRepeats(filteredWords(heardBy: pass, segments: decoded))
        guard !isEcho(heardWords, before: pass),
              !vocabulary.isEcho(heardWords.map(\.key), voicedSeconds: pass.voicedSeconds) else { return [] }
        return Self.capped(droppingSplitOverlap(heardWords, pass: pass), seconds: pass.seconds)
    }

    /// The words of a pass's result with what whisper writes over no speech taken out, loops and all.
    func filteredWords(heardBy pass: Pass, segments decoded: [DecodedSegment]) -> [Word] {
        let offset = Double(pass.start) / Double(Self.sampleRate)
        return HallucinationFilter.filter(Word.words(from: decoded, offset: offset), voicedSeconds: pass.voicedSeconds)
    }

    /// Takes in `words` as what `pass` heard. Returns whether the transcript changed.
    mutating func complete(_ pass: Pass, words: [Word]) -> Bool {
        let before = transcript
        guard pass.isFinal else {
            // Greedy passes sometimes hear nothing of a window the pass before heard in full. Such a
            // pass is not taken for having heard the end of the speech, which a pause would then
            // settle as heard: the shown words stand, and the audio is decoded again.
            if fallsShort(pass, heard: words) { return false }
            lastPassEnd = max(lastPassEnd, pass.end)
            lastPassStart = pass.start
            restHeardWhole = false
            live = pass.keptLive + words
            latestPassCloses = pass.closesUtterance
            return transcript != before
        }
        guard let split = pass.split else { return settle(words, splittingAt: pass.end) }
        // Without a phrase end to split at, a word belongs on the side of the split where most of it was said.
        let splitAt = Double(split.fallback) / Double(Self.sampleRate)
        let isBefore = { (word: Word) in (word.start + word.end) / 2 < splitAt }
        return settle(words.filter(isBefore), splittingAt: split.fallback, rest: (words.filter { !isBefore($0) }, pass.end))
    }

    /// Settles `words`, a final pass's words up to absolute sample `end`, and forgets the audio
    /// before it. A pass that split the window gives the `rest` of what it heard, up to the end of
    /// its audio: it becomes the live text, as a live pass over the rest would, and is settled as
    /// heard if the speech ended there. Returns whether the transcript changed.
    private mutating func settle(_ words: [Word], splittingAt end: Int, rest: (words: [Word], end: Int)? = nil) -> Bool {
        let before = transcript
        settle(words)
        latestPassCloses = false
        clearWindow(upTo: end)
        lastPassStart = end
        lastPassEnd = end
        if let rest {
            liveStart = windowStart
            live = rest.words
            lastPassEnd = max(rest.end, windowStart)
            restHeardWhole = true
        }
        return transcript != before
    }

    /// Words a split left on both sides: a pass that starts at the split hears again the end of a
    /// word or phrase settled before it (whisper's word times are rough where the audio was cut),
    /// so up to ``splitOverlapWords`` words it starts with that repeat the settled text's last ones
    /// are dropped. So are those of a pass shown the settled text as what came before, which
    /// whisper may say again.
    private func droppingSplitOverlap(_ words: [Word], pass: Pass) -> [Word] {
        guard startsAtSplit || !pass.precedingText.isEmpty, pass.start <= windowStart else { return words }
        let settled = Self.keys(of: segments.suffix(1))
        let longest = (1...Self.splitOverlapWords).last { count in
            count <= words.count && count <= settled.count && Array(settled.suffix(count)) == words.prefix(count).map(\.key)
        }
        return longest.map { Array(words.dropFirst($0)) } ?? words
    }

    /// The most words a split is taken to have doubled.
    static let splitOverlapWords = 4

    /// The words of settled `segments` as passes' words are compared (``Word/key``).
    private static func keys(of segments: some Collection<Segment>) -> [String] {
        segments.flatMap { $0.text.split(separator: " ") }.map { Word(text: String($0), start: 0, end: 0).key }
    }

    /// Whether `words`, heard by `pass`, only repeat the end of the text before its audio, settled
    /// or closed: what whisper says over a window that holds the silence after a sentence, not new speech.
    private func isEcho(_ words: [Word], before pass: Pass) -> Bool {
        guard words.count >= 2 else { return false }
        let settled = Self.keys(of: segments)
        // A pass that settles closed utterances hears them again; only words before its audio can be echoed.
        let passStart = Double(pass.start) / Double(Self.sampleRate)
        let before = settled + (held + pass.keptLive).filter { $0.start < passStart }.map(\.key)
        return before.count >= words.count && Array(before.suffix(words.count)) == words.map(\.key)
    }

    /// Whisper sometimes loops: "two two two", or a sentence said twice. A run of words repeated
    /// back to back is kept once (single words only when three or more times, since "had had" is English).
    static func collapsingRepeats(_ words: [Word]) -> [Word] {
        var words = endingAtLoop(words)
        var start = 0
        // Single words: a run of three or more becomes one.
        while start < words.count {
            var end = start + 1
            while end < words.count, words[end].key == words[start].key { end += 1 }
            if end - start >= 3 { words.removeSubrange(start + 1..<end) }
            start += 1
        }
        // Longer runs: a sequence followed at once by itself loses the copy.
        var keys = words.map(\.key)
        for length in stride(from: min(words.count / 2, longestLoop), through: 2, by: -1) {
            var from = 0
            while let copied = repeatedRun(of: length, in: keys, from: from) {
                words.removeSubrange(copied + length..<copied + 2 * length)
                keys.removeSubrange(copied + length..<copied + 2 * length)
                from = copied
            }
        }
        return droppingClosingCopy(words)
    }

    /// Where the first run of `length` words (their ``Word/key``s) at or after `start` is followed
    /// at once by itself.
    private static func repeatedRun(of length: Int, in keys: [String], from start: Int = 0) -> Int? {
        guard start + 2 * length <= keys.count else { return nil }
        return (start...(keys.count - 2 * length)).first { run in
            keys[run..<run + length] == keys[run + length..<run + 2 * length]
        }
    }

    /// The most words of a run said twice back to back that are taken for a loop: a whole
    /// sentence of fast speech, which a pass over ten seconds of it was seen to write twice as two
    /// segments ending at the same moment.
    static let longestLoop = 40

    /// The fewest words of a run said twice back to back that show whisper looped: "call me call
    /// me back" and "had had" are speech, a clause said twice over is not.
    static let loopWords = 4

    /// Whether `words` hold a run of at least ``loopWords`` words followed at once by itself.
    static func loops(_ words: [Word]) -> Bool {
        guard words.count >= 2 * loopWords else { return false }
        let keys = words.map(\.key)
        return (loopWords...min(keys.count / 2, longestLoop)).contains { repeatedRun(of: $0, in: keys) != nil }
    }

    /// Whisper can also loop inside a word ("old-s-s-y-y-y-y-y…"): a piece of up to four
    /// characters said four times in a row. Everything from the loop on is noise, so the words
    /// end there.
    private static func endingAtLoop(_ words: [Word]) -> [Word] {
        for (index, word) in words.enumerated() {
            guard let loop = word.text.firstRange(of: /(.{1,4}?)\1{3,}/) else { continue }
            let kept = String(word.text[..<loop.lowerBound]).trimmingCharacters(in: .punctuationCharacters)
            let head = Array(words[..<index])
            return kept.isEmpty ? head : head + [Word(text: kept, start: word.start, end: word.end)]
        }
        return words
    }

    /// Words that the pass already heard, heard again at its end: whisper filling the pause after
    /// an utterance with what it said before ("what your country can do for you. Why your country
    /// can do for you."). A closing run of five or more words that copies an earlier run is
    /// dropped; a repeat followed by new words is left alone, since that is how people restart a
    /// sentence.
    private static func droppingClosingCopy(_ words: [Word]) -> [Word] {
        let minimum = 5
        let keys = words.map(\.key)
        // Longest copy first; a copy fits before its own start, so it is at most half the words.
        for later in stride(from: max(minimum, (keys.count + 1) / 2), through: keys.count - minimum, by: 1) {
            let tail = keys[later...]
            let copied = (0...later - tail.count).contains { earlier in keys[earlier..<earlier + tail.count].elementsEqual(tail) }
            if copied { return Array(words[..<later]) }
        }
        return words
    }

    /// A pass that hears more than five words a second of audio is looping, not listening.
    private static func capped(_ words: [Word], seconds: Double) -> [Word] {
        Array(words.prefix(Int(seconds * 5) + 2))
    }

    mutating func settle(_ words: [Word]) {
        guard let first = words.first, let last = words.last else { return }
        segments.append(Segment(text: Self.text(join.joining(words, after: segments.last?.text ?? "")), start: first.start, end: last.end))
    }

    private static func text(_ words: [Word]) -> String { words.map(\.text).joined(separator: " ") }

    /// Settles the words of the latest pass as they stand, at a pause that pass covered. Returns
    /// whether the transcript changed.
    private mutating func settleTentative() -> Bool {
        let before = transcript
        settle(tentative)
        clearWindow(upTo: lastPassEnd)
        return transcript != before
    }

    /// Forgets the unsettled words and the audio before `index`, where the settled text ends.
    mutating func clearWindow(upTo index: Int) {
        held = []
        live = []
        restHeardWhole = false
        cut(at: index)
        startsAtSplit = hasPendingSpeech
    }

    /// Forgets the audio before absolute sample `index`, on a frame boundary.
    mutating func cut(at index: Int) {
        let frames = frame(at: index)
        let samples = frames * VoiceActivityDetector.frameLength
        window.removeFirst(min(samples, window.count))
        voiced.removeFirst(frames)
        windowStart += samples
        lastPassEnd = max(lastPassEnd, windowStart)
        liveStart = max(liveStart, windowStart)
    }

    /// Keeps only the pre-roll of a window without speech.
    private mutating func dropSilence() {
        let keep = Int(Self.preRoll * Double(Self.sampleRate))
        let excess = window.count - keep
        if excess >= VoiceActivityDetector.frameLength { cut(at: windowStart + excess) }
    }
}
