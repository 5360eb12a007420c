/// Turns speech probabilities, one per 512-sample chunk (Silero's 32 ms), into one decision per
/// 20 ms frame of the policy, with a threshold, hysteresis and a hangover.
///
/// A frame is decided once every chunk it overlaps has a probability, and its probability is the
/// highest of those: a word that starts late in a chunk still opens the frame. Decisions therefore
/// lag the audio by at most one chunk. A frame is voiced at ``threshold``; once voiced, frames stay
/// voiced down to ``threshold`` − ``hysteresis`` (Silero's own practice: its probability dips
/// inside words). Speech stays on for ``hangover`` seconds after the last voiced frame, as the
/// energy detector's does, so word endings are not clipped.
struct SpeechProbabilityFrames: Sendable {
    /// Samples per probability.
    static let chunkLength = SileroModel.chunkLength
    /// Samples per decision.
    static let frameLength = VoiceActivityDetector.frameLength

    /// Probability at which a frame counts as speech.
    var threshold: Float
    /// How far below ``threshold`` speech that has started may dip and still count.
    var hysteresis: Float = 0.15
    /// Seconds speech stays on after the last voiced frame.
    var hangover: Double = 0.2

    /// Probabilities of the chunks from `firstChunk` on that undecided frames still need.
    private var probabilities: [Float] = []
    private var firstChunk = 0
    /// Absolute index of the next frame to decide.
    private var nextFrame = 0
    private var wasVoiced = false
    private var sinceVoiced = Int.max

    init(threshold: Float) {
        self.threshold = threshold
    }

    /// Whether the latest decided frames were speech (including the hangover).
    private(set) var isSpeaking = false

    /// Samples of the stream that have a decision.
    var decidedSamples: Int { nextFrame * Self.frameLength }

    /// Decided samples since the end of the last voiced frame, hangover aside; `nil` before any speech.
    var samplesSinceVoice: Int? { sinceVoiced == .max ? nil : sinceVoiced * Self.frameLength }

    /// Takes the probabilities of the next chunks; returns the frames they complete, in order.
    mutating func add(_ chunks: [Float]) -> [Bool] {
        probabilities.append(contentsOf: chunks)
        let covered = (firstChunk + probabilities.count) * Self.chunkLength
        var decisions: [Bool] = []
        while (nextFrame + 1) * Self.frameLength <= covered {
            let start = nextFrame * Self.frameLength
            let chunks = (start / Self.chunkLength)...((start + Self.frameLength - 1) / Self.chunkLength)
            let probability = chunks.map { probabilities[$0 - firstChunk] }.max() ?? 0
            decisions.append(decide(probability))
            nextFrame += 1
        }
        let needed = nextFrame * Self.frameLength / Self.chunkLength
        probabilities.removeFirst(min(needed - firstChunk, probabilities.count))
        firstChunk = needed
        return decisions
    }

    private mutating func decide(_ probability: Float) -> Bool {
        let voiced = probability >= threshold || (wasVoiced && probability >= threshold - hysteresis)
        wasVoiced = voiced
        if voiced { sinceVoiced = 0 } else if sinceVoiced < Int.max { sinceVoiced += 1 }
        isSpeaking = sinceVoiced <= Int(hangover * 16_000) / Self.frameLength
        return isSpeaking
    }
}
