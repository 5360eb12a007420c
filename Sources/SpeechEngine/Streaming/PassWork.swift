/// What one decoding pass made whisper.cpp do, in the terms its cost grows with.
///
/// A pass's duration depends on the machine and on whatever else runs on it; the work does not.
/// Reporting the work lets a benchmark charge each pass from a cost model of a machine, so that
/// the same audio always gives the same pass schedule (see ``PassClock``).
public struct PassWork: Sendable, Hashable, Codable {
    /// Encoder frames (20 ms each) the pass paid for: its `audio_ctx`, or 1,500 for the full 30 s.
    public var audioContext: Int
    /// Tokens the decoder produced, special tokens included.
    public var tokens: Int
    /// Decoders run side by side: the beam width, 1 when greedy.
    public var beams: Int
    /// Seconds of audio the pass heard.
    public var audioSeconds: Double
    /// How long the pass took on the wall clock, in seconds: what a cost model is fitted to.
    public var measuredSeconds: Double

    /// The full encoder context in frames: 30 s at 50 frames a second.
    public static let fullAudioContext = 1_500

    /// Work as measured elsewhere, for fitting and testing cost models.
    public init(audioContext: Int, tokens: Int, beams: Int, audioSeconds: Double, measuredSeconds: Double) {
        self.audioContext = audioContext
        self.tokens = tokens
        self.beams = beams
        self.audioSeconds = audioSeconds
        self.measuredSeconds = measuredSeconds
    }

    /// The work of a finished decode of `samples` with `options`, from the state that ran it.
    init(samples: Int, options: DecodingOptions, state: DecoderState, measuredSeconds: Double) {
        let context = options.audioContext > 0 ? options.audioContext : Self.fullAudioContext
        self.init(audioContext: min(context, Self.fullAudioContext), tokens: state.decodedTokens,
                  beams: max(options.beamSize, 1), audioSeconds: Double(samples) / 16_000,
                  measuredSeconds: measuredSeconds)
    }
}
