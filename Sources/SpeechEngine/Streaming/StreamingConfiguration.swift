/// What may be chosen about live decoding; the rest of the design is ``StreamingPolicy``'s.
///
/// The defaults are what users get: they settle the text at every pause that closes an utterance,
/// in windows of up to 10 s, with Silero ending the speech that room noise would hold open
/// (docs/BENCHMARKS.md). Each setting here is one something sets: `dictate --voice-gate`, the
/// benchmark's `--settle-pause` and `--max-window`, which measured settling later over longer
/// windows, and its calibration, which needs passes of every encoder size.
public struct StreamingConfiguration: Sendable, Equatable {
    /// Seconds of quiet after speech (beyond the detector's 0.2 s hangover) that settle everything
    /// pending. A pause of ``StreamingPolicy/closingPause`` closes an utterance: its words stay on
    /// screen as the closing pass heard them, and the next utterance is decoded on its own. A
    /// longer settling pause lets a window of several utterances be decoded again as a whole, so
    /// each word is settled with the context of its neighbours, as an offline pass hears it. The
    /// default settles at every closing pause: 1.5 s with a 28 s window made fewer errors on the
    /// modeled pace but lost a phrase of a 29 s clip in real time, where the final pass over a long
    /// window runs out of time (measured with speech-bench; the runs are in docs/BENCHMARKS.md's history in git).
    public var settlePause: Double = 0.3
    /// Seconds the window may grow to before it is split (see ``StreamingPolicy``) and the part
    /// before the split is settled, settling pause or not. Every pass that settles decodes the
    /// whole window, so this bounds its cost when someone talks without pausing.
    public var maximumWindow: Double = 10
    /// Which detector decides what is speech. Silero needs its weights (``sileroModel``); without
    /// them the gate falls back to the energy detector. The default, `.sileroEnds`, is the energy
    /// gate with Silero to end speech that room noise would hold open: over the long recordings in
    /// real time it settled the text 1.47 s after the speech (median; 3.03 s p95) where the energy
    /// gate took 1.84 s (5.39 s), with the errors of the two gates within run-to-run differences
    /// (measured with speech-bench; the runs are in docs/BENCHMARKS.md's history in git).
    public var voiceGate: VoiceGateKind = .sileroEnds
    /// The Silero weights: a name ``ModelLocator`` finds, or a path.
    public var sileroModel: String = SileroModel.standardName
    /// Size whisper.cpp's encoder context to the audio of live passes instead of a full 30 s: the
    /// encoder's cost grows with its context, and a live pass only redraws words that a pass with
    /// the full context decodes again before they settle. `false` gives live passes the full
    /// context too, which only the benchmark's calibration asks for, to measure passes of every
    /// encoder size.
    public var sizeAudioContext: Bool = true

    public init() {}
}
