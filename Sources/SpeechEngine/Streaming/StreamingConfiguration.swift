/// The tunables of live decoding. The defaults are what the benchmark settled on for tiny.en on
/// two cores (see docs/BENCHMARKS.md); `speech-bench` exposes each as a flag.
public struct StreamingConfiguration: Sendable, Equatable {
    /// Seconds of new audio between two passes while someone speaks.
    public var step: Double = 0.4
    /// Seconds of quiet after speech (beyond the detector's 0.2 s hangover) that close an utterance:
    /// its words stay on screen as the closing pass heard them, and the next utterance is decoded on
    /// its own. When this is also ``settlePause`` or longer, the pause settles everything pending.
    public var pauseToSettle: Double = 0.3
    /// Seconds of quiet after speech (beyond the hangover) that settle everything pending: a window
    /// of several utterances is decoded again as a whole, so each word is settled with the context
    /// of its neighbours, as an offline pass hears it. Longer than ``pauseToSettle``, a breath
    /// between phrases only closes an utterance. The default settles at every pause: 1.5 s with a
    /// 28 s window made fewer errors on the modeled pace but lost a phrase of a 29 s clip in real
    /// time, where the final pass over a long window runs out of time (docs/BENCHMARKS.md, "Shown
    /// against settled").
    public var settlePause: Double = 0.3
    /// Seconds the window may grow to before it is split (see ``StreamingPolicy``) and the part
    /// before the split is settled, settling pause or not. Every pass that settles decodes the
    /// whole window, so this bounds its cost when someone talks without pausing.
    public var maximumWindow: Double = 10
    /// Seconds of speech after a split that the pass settling the audio before it hears, as
    /// context. With it, the pass decodes the whole window and settles the phrases whisper ended
    /// at least this long before the window's end, splitting where the latest of them ends (where
    /// whisper.cpp itself would move on to the next window of a recording), or else at the gap or
    /// quietest moment; what it heard after the split is shown until the next pass. `0` decodes
    /// only the audio before the split, whose last words whisper then hears without what follows
    /// them: over the long recordings that made 66–77 errors where 2 s made 52–60, at the price of
    /// final words 0.1–0.3 s later where splits fall near the end of speech (docs/BENCHMARKS.md,
    /// "Tenth session").
    public var splitLookahead: Double = 2
    /// Seconds of audio kept before the first voiced frame, so a word's onset is not lost.
    public var preRoll: Double = 0.3
    /// How far above the noise floor, in dB, a frame must be to count as speech.
    public var voiceMargin: Float = 10
    /// The quietest level, in dBFS, that can count as speech.
    public var voiceThreshold: Float = -50
    /// Which detector decides what is speech. Silero needs its weights (``sileroModel``); without
    /// them the gate falls back to the energy detector. The default, `.sileroEnds`, is the energy
    /// gate with Silero to end speech that room noise would hold open: over the long recordings in
    /// real time it settled the text 1.47 s after the speech (median; 3.03 s p95) where the energy
    /// gate took 1.84 s (5.39 s), with the errors of the two gates within run-to-run differences
    /// (docs/BENCHMARKS.md, "Fifteenth session").
    public var voiceGate: VoiceGateKind = .sileroEnds
    /// Silero's speech probability at which a frame counts as speech.
    public var sileroThreshold: Float = 0.5
    /// Seconds without speech by Silero's count after which the `.sileroEnds` gate takes the voice
    /// to have stopped, though the energy gate is open.
    public var sileroEndSilence: Double = 0.6
    /// The Silero weights: a name ``ModelLocator`` finds, or a path.
    public var sileroModel: String = SileroModel.standardName
    /// Size whisper.cpp's encoder context to the audio of live passes instead of a full 30 s: the
    /// encoder's cost grows with its context, and a live pass only redraws words that a pass with
    /// ``settlingContext`` decodes again before they settle.
    public var sizeAudioContext: Bool = true
    /// Seconds of audio the encoder context of a pass whose words may settle (one worth the beam:
    /// a closing, settling or split pass, or Done's final one) covers at least, when
    /// ``sizeAudioContext`` sizes the live passes; 30 or more, the default, gives them the full
    /// context whisper was trained on, as the offline pass has. Any smaller context is a lottery
    /// on short speech: over 84 short answers (human digit strings, espeak names, dates, emails)
    /// sized contexts and floors of 15, 20 and 25 s made 69–82 errors where full contexts made 52
    /// and the offline pass 54, and over the four fixture sets full contexts made 136 errors where
    /// sized ones made 190. The price is a slower pass as the voice stops (about 0.9 s on two
    /// cores): in real time, settled 0.39 → 1.14 s median on short dictation, where the live
    /// passes had already shown the last words, and the last words 0.8 s later at the end of long
    /// recordings (docs/BENCHMARKS.md, "Thirteenth session"). `0` sizes them like the live passes.
    public var settlingContext: Double = 30
    /// Settle what a closing pass heard over the whole window when the pause after its audio
    /// reached the settling pause, though speech resumed before the pass came back. A quicker
    /// decoder would have settled those words at that pause; otherwise they stay unsettled, the
    /// window grows, and the pass as the voice stops at the end decodes them all again (on the
    /// long recordings, passes over 11 s and more where the last utterance was 3 s). Settling them
    /// made `real` 16 → 11 errors, as few as the offline pass, with its final words and settled
    /// text sooner (docs/BENCHMARKS.md, "Settling after a late closing pass").
    public var settlesLateClosingPasses: Bool = true

    public init() {}
}

extension VoiceActivityDetector {
    /// A detector with the configuration's margin and threshold, so that every part of a session
    /// that asks whether someone speaks gets the same answer.
    init(configuration: StreamingConfiguration) {
        self.init()
        margin = configuration.voiceMargin
        absoluteThreshold = configuration.voiceThreshold
    }
}
