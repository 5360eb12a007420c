/// What may be chosen about live decoding; the rest of the design is ``StreamingPolicy``'s.
///
/// The settings come in two presets (``Settling``): `quick` settles the text at every pause that
/// closes an utterance, for text that only appears once settled; `accurate` settles at
/// sentence-length pauses, each window decoded again as a whole as the whole-file pass decodes it,
/// for front ends that show the tentative words where the text goes. Each other setting here is one
/// something sets: `dictate --voice-gate`, the benchmark's `--settle-pause` and `--max-window`, which
/// measure other pauses and windows, and its calibration, which needs passes of every encoder size.
public struct StreamingConfiguration: Sendable, Equatable {
    /// Seconds of quiet after speech (beyond the detector's 0.2 s hangover) that settle everything
    /// pending. A pause of ``StreamingPolicy/closingPause`` closes an utterance: its words stay on
    /// screen as the closing pass heard them, and the next utterance is decoded on its own. A
    /// longer settling pause lets a window of several utterances be decoded again as a whole, so
    /// each word is settled with the context of its neighbours, as an offline pass hears it.
    public var settlePause: Double = 0.3
    /// Seconds the window may grow to before it is split (see ``StreamingPolicy``) and the part
    /// before the split is settled, settling pause or not. Every pass that settles decodes the
    /// whole window, so this bounds its cost when someone talks without pausing.
    public var maximumWindow: Double = 10
    /// Whether the pass as the voice stops hears the full 30 s context with the beam, so that its
    /// words settle as heard at the settling pause (`quick`), or is a live pass that only shows
    /// them, every window being settled by a final pass of its own (`accurate`).
    public var closingPassSettles = true
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

    /// The `quick` preset.
    public init() {}

    /// The preset for `settling`.
    public init(settling: Settling) {
        settle(settling)
    }

    /// Takes the settling pause, window and closing passes of `settling`'s preset, keeping the rest.
    public mutating func settle(_ settling: Settling) {
        let preset = settling == .quick ? StreamingConfiguration() : nil
        settlePause = preset?.settlePause ?? Settling.accuratePause
        maximumWindow = preset?.maximumWindow ?? Settling.accurateWindow
        closingPassSettles = preset?.closingPassSettles ?? false
    }
}

/// How soon the text settles against how right it is when it does.
public enum Settling: String, Sendable, CaseIterable {
    /// Settles at every pause that closes an utterance (0.3 s), in windows of up to 10 s, each
    /// utterance as the pass as the voice stopped heard it: the text is final soon after speech,
    /// for front ends that show only settled text (a key typer, a pipe).
    case quick
    /// Settles at sentence-length pauses, in windows of up to 28 s, each window decoded again as a
    /// whole with the full 30 s context and the beam, as the whole-file pass decodes it. Until
    /// then every word is shown as the live passes hear it, so this is for front ends that show
    /// the tentative words in place: the input method's preedit, the panel, a terminal.
    case accurate

    /// The settling pause of `accurate`, in seconds.
    static let accuratePause = 1.0
    /// The longest window of `accurate`, in seconds: the whole-file pass's 30 s, less the margin a
    /// window needs to end at a pause (``StreamingPolicy/longestWindow``).
    static let accurateWindow = 28.0
}
