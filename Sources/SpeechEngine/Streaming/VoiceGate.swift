/// Which detector decides whether someone is speaking.
public enum VoiceGateKind: String, Sendable, CaseIterable {
    /// Loudness above the noise floor (``VoiceActivityDetector``): nearly free, but steady speech-like
    /// noise and sudden noises open it.
    case energy
    /// Silero VAD on every 32 ms: tells speech from noise, at the cost of a small network per chunk.
    case silero
    /// Speech only where both agree; Silero runs only while the energy gate is open, so silence and
    /// steady noise cost what the energy gate costs.
    case both
    /// The energy gate, where Silero heard speech within the last
    /// ``VoiceGate/sileroEndSilence`` seconds: room noise that holds the energy gate
    /// open after the last word, or opens it in a pause, is not speech, while Silero's dips inside
    /// quiet or halting speech are shorter than that and split nothing. Within two seconds of
    /// Silero's last speech, the energy gate opening again is the speaker going on, and speech
    /// starts there; after longer, it starts where Silero hears it. Silero runs only while the
    /// energy gate is open, as for ``both``.
    case sileroEnds = "silero-ends"
}

/// Asks, 20 ms at a time, whether someone is speaking, of the detector the configuration chose.
///
/// A session runs one gate, on its capture thread, and hands its decisions to the policy with the
/// samples (``StreamingPolicy/ingest(_:decisions:)``), so both act on the same answers and Silero
/// runs once over the audio. A gate that needs Silero and cannot load its weights falls back to
/// the energy gate (``kind`` then says `.energy`); front ends that let the user ask for Silero
/// check the weights first with ``SileroModel/init(locating:locator:logger:)`` so the user gets an
/// error instead. A gate holding Silero holds its model's LSTM state: copies
/// share it, so use a gate (and the policy holding it) from one thread at a time.
struct VoiceGate: Sendable {
    /// Silero's speech probability at which a frame counts as speech.
    static let sileroThreshold: Float = 0.5
    /// Seconds without speech by Silero's count after which the `.sileroEnds` gate takes the voice
    /// to have stopped, though the energy gate is open.
    static let sileroEndSilence = 0.6

    /// The detector in use.
    let kind: VoiceGateKind
    private var energy: VoiceActivityDetector
    private var silero: SileroModel?
    private var frames: SpeechProbabilityFrames
    /// Samples not yet making a whole Silero chunk.
    private var pending: [Float] = []
    /// Whether the energy gate was open at any frame decided since the last chunk (`.both` only).
    private var energyOpened = false
    /// Whether Silero skipped chunks and must start afresh.
    private var sileroIdle = true
    /// Decisions of one detector waiting for the other's on the same frames (`.both` and
    /// `.sileroEnds`).
    private var energyDecisions: [Bool] = []
    private var sileroDecisions: [Bool] = []
    /// Frames of Silero's silence that count against the energy gate's current opening, up to
    /// ``sileroEndFrames``, at which a gate of kind `.sileroEnds` closes. A gate starts as if after
    /// a long silence, so that noise opening the energy gate before anyone spoke is not speech.
    private var sileroQuietFrames: Int
    /// Frames of Silero's silence that close a gate of kind `.sileroEnds`.
    private let sileroEndFrames: Int
    /// Frames since Silero last heard speech, up to ``resumeFrames``.
    private var sinceSileroSpeech = VoiceGate.resumeFrames
    /// Whether the energy gate was open at the previous frame.
    private var energyWasOpen = false

    /// Whether the latest decided frames were speech (including the hangover).
    private(set) var isSpeaking = false

    /// A gate of the configured kind, with Silero loaded from ``StreamingConfiguration/sileroModel``
    /// when the kind needs it.
    init(configuration: StreamingConfiguration) {
        energy = VoiceActivityDetector()
        frames = SpeechProbabilityFrames(threshold: Self.sileroThreshold)
        sileroEndFrames = Int((Self.sileroEndSilence * 16_000).rounded()) / VoiceActivityDetector.frameLength
        sileroQuietFrames = sileroEndFrames
        guard configuration.voiceGate != .energy, let model = try? SileroModel(locating: configuration.sileroModel) else {
            kind = .energy
            return
        }
        kind = configuration.voiceGate
        self.silero = model
        Self.wake(model)
    }

    /// Starts Silero afresh as if it had just heard silence. Its zeroed state is not the state
    /// silence leaves: from it, whispered speech stayed below 0.05 for a whole sentence that Silero
    /// heard at 0.9 and more after one chunk of silence.
    private static func wake(_ silero: SileroModel) {
        silero.reset()
        _ = silero.probabilities(of: [Float](repeating: 0, count: chunkLength))
    }

    /// Samples fed since the end of the last voiced frame, hangover aside; `nil` before any speech.
    var samplesSinceVoice: Int? {
        let fromSilero = frames.samplesSinceVoice.map { $0 + undecided }
        switch kind {
        case .energy: return energy.samplesSinceVoice
        case .silero: return fromSilero
        case .both:
            guard let fromEnergy = energy.samplesSinceVoice, let fromSilero else { return nil }
            return max(fromEnergy, fromSilero)
        case .sileroEnds:
            // Speech ended where the first of the two heard it end; a gate Silero never opened
            // closed on the energy gate's word.
            guard let fromEnergy = energy.samplesSinceVoice else { return nil }
            return max(fromEnergy, fromSilero ?? 0)
        }
    }

    /// Samples fed that Silero has not decided yet.
    private var undecided: Int { heard - frames.decidedSamples }
    private var heard = 0

    /// Feeds samples; returns one decision per decided 20 ms frame, in order. With Silero,
    /// decisions lag the samples by up to one 32 ms chunk.
    mutating func process(_ samples: some Collection<Float>) -> [Bool] {
        heard += samples.count
        let decisions: [Bool]
        switch kind {
        case .energy:
            decisions = energy.process(samples)
        case .silero:
            decisions = listen(samples)
        case .both, .sileroEnds:
            decisions = listenWhileLoud(Array(samples))
        }
        if let last = decisions.last { isSpeaking = last }
        return decisions
    }

    /// Silero on every chunk.
    private mutating func listen(_ samples: some Collection<Float>) -> [Bool] {
        pending.append(contentsOf: samples)
        let whole = pending.count / Self.chunkLength * Self.chunkLength
        guard whole > 0, let silero else { return [] }
        let chunks = Array(pending[..<whole])
        pending.removeFirst(whole)
        return frames.add(silero.probabilities(of: chunks))
    }

    /// The energy gate on every frame, Silero on the chunks during which it was open; a frame is
    /// speech when both say so (`.both`), or when the energy gate says so and Silero heard speech
    /// lately (`.sileroEnds`).
    private mutating func listenWhileLoud(_ samples: [Float]) -> [Bool] {
        var start = 0
        while start < samples.count {
            // Up to the end of the chunk being filled, so each chunk knows whether energy opened in it.
            let end = min(samples.count, start + Self.chunkLength - pending.count)
            let piece = samples[start..<end]
            let loud = energy.process(piece)
            energyDecisions.append(contentsOf: loud)
            energyOpened = energyOpened || loud.contains(true) || energy.isSpeaking
            pending.append(contentsOf: piece)
            if pending.count == Self.chunkLength { sileroDecisions += judgeChunk() }
            start = end
        }
        let count = min(energyDecisions.count, sileroDecisions.count)
        let decisions = (0..<count).map { combine(energy: energyDecisions[$0], silero: sileroDecisions[$0]) }
        energyDecisions.removeFirst(count)
        sileroDecisions.removeFirst(count)
        return decisions
    }

    /// One frame's decision from both detectors' decisions on it.
    private mutating func combine(energy: Bool, silero: Bool) -> Bool {
        guard kind == .sileroEnds else { return energy && silero }
        defer { energyWasOpen = energy }
        if silero {
            (sileroQuietFrames, sinceSileroSpeech) = (0, 0)
            return energy
        }
        sinceSileroSpeech = min(sinceSileroSpeech + 1, Self.resumeFrames)
        // The energy gate opening again soon after speech is the speaker going on, trusted as the
        // energy gate alone would trust it; long after, Silero must hear the speech first.
        let resumes = energy && !energyWasOpen && sinceSileroSpeech < Self.resumeFrames
        sileroQuietFrames = resumes ? 0 : min(sileroQuietFrames + 1, sileroEndFrames)
        return energy && sileroQuietFrames < sileroEndFrames
    }

    /// Frames after Silero last heard speech within which the energy gate opening again is taken
    /// for the speaker going on: two seconds.
    private static let resumeFrames = 100

    /// Silero's decisions for the frames a full chunk completes; a chunk without energy counts as
    /// no speech and costs nothing.
    private mutating func judgeChunk() -> [Bool] {
        let chunk = pending
        pending.removeAll(keepingCapacity: true)
        defer { energyOpened = energy.isSpeaking }
        guard energyOpened, let silero else {
            sileroIdle = true
            return frames.add([0])
        }
        if sileroIdle { Self.wake(silero) }
        sileroIdle = false
        return frames.add(silero.probabilities(of: chunk))
    }

    private static let chunkLength = SileroModel.chunkLength
}
