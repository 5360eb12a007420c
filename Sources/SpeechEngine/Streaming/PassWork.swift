/// One decoding pass as it ended, for benchmarks: what it was for and how long it took.
public struct PassReport: Sendable {
    /// Whether the live model or the settling model decoded it (the same model without a live one).
    public var role: DecoderRole
    /// Seconds of audio it heard.
    public var audioSeconds: Double
    /// Seconds it took on the wall clock, stopped or not; on a pass clock, the seconds it was charged.
    public var seconds: Double
}

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
    /// Decoder steps spent on attempts after the first (temperature fallback), each one token of
    /// one decoder: decoding work beyond `tokens` × `beams`.
    public var retriedSteps: Int
    /// Seconds of audio the pass heard.
    public var audioSeconds: Double
    /// How long the pass took on the wall clock, in seconds: what a cost model is fitted to.
    public var measuredSeconds: Double
    /// The model that decoded it, by its short name ("tiny.en"); `nil` for work recorded without it.
    /// A session with a live model decodes with two, each with a cost of its own.
    public var model: String?

    /// The full encoder context in frames: 30 s at 50 frames a second.
    public static let fullAudioContext = 1_500

    /// Work as measured elsewhere, for fitting and testing cost models.
    public init(audioContext: Int, tokens: Int, beams: Int, retriedSteps: Int = 0, audioSeconds: Double, measuredSeconds: Double) {
        self.audioContext = audioContext
        self.tokens = tokens
        self.beams = beams
        self.retriedSteps = retriedSteps
        self.audioSeconds = audioSeconds
        self.measuredSeconds = measuredSeconds
    }

    /// The work of a finished decode of `samples` with `options`, from the state that ran it.
    init(samples: Int, options: DecodingOptions, state: DecoderState, measuredSeconds: Double) {
        let context = options.audioContext > 0 ? options.audioContext : Self.fullAudioContext
        self.init(audioContext: min(context, Self.fullAudioContext), tokens: state.decodedTokens,
                  beams: max(options.beamSize, 1), retriedSteps: state.retriedSteps,
                  audioSeconds: Double(samples) / 16_000, measuredSeconds: measuredSeconds)
        model = state.modelName
    }

    /// Reads work; work recorded before retries were counted had none.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        audioContext = try container.decode(Int.self, forKey: .audioContext)
        tokens = try container.decode(Int.self, forKey: .tokens)
        beams = try container.decode(Int.self, forKey: .beams)
        retriedSteps = try container.decodeIfPresent(Int.self, forKey: .retriedSteps) ?? 0
        audioSeconds = try container.decode(Double.self, forKey: .audioSeconds)
        measuredSeconds = try container.decode(Double.self, forKey: .measuredSeconds)
        model = try container.decodeIfPresent(String.self, forKey: .model)
    }
}
