import SpeechScoring

/// The outcome of transcribing one clip.
public struct FileResult: Codable, Sendable, Hashable {
    /// The clip's name in its set.
    public let file: String
    /// Length of the audio, in seconds.
    public let audioSeconds: Double
    /// The reference transcript as written.
    public let reference: String
    /// What the recogniser produced.
    public let hypothesis: String
    /// Word errors after normalising both texts.
    public let errors: ErrorCounts
    /// Word error rate as a fraction; nil when the reference has no words (silence, noise), which
    /// the reference scorer reports as "n/a" and leaves out of the corpus rate.
    public let wordErrorRate: Double?
    /// Words produced for a clip whose reference has none: hallucinations.
    public let hallucinatedWords: Int
    /// Wall-clock seconds spent transcribing.
    public let decodeSeconds: Double
    /// `decodeSeconds / audioSeconds` (below 1 is faster than real time); nil for empty audio.
    public let realTimeFactor: Double?
    /// Processor seconds (user + system, all threads) spent transcribing.
    public let cpuSeconds: Double
    /// Streaming only: seconds from the start of speech until the first word was shown.
    public let firstWordLatency: Double?
    /// Streaming only: seconds from the end of speech until the text stopped changing: when it
    /// was settled, as far as the reader can tell.
    public let finalTextLatency: Double?
    /// Streaming only: seconds from the end of speech until the last words that remain were first
    /// on screen, tentative or settled.
    public let finalWordsLatency: Double?
    /// Streaming only: how much shown text was later taken back.
    public let retraction: RetractionCount?

    /// Scores `hypothesis` against `reference` and records the measurements.
    public init(file: String, audioSeconds: Double, reference: String, hypothesis: String,
                decodeSeconds: Double, cpuSeconds: Double,
                firstWordLatency: Double? = nil, finalTextLatency: Double? = nil, finalWordsLatency: Double? = nil,
                retraction: RetractionCount? = nil, normalizer: TextNormalizer = .english) {
        let alignment = WordAlignment(referenceText: reference, hypothesisText: hypothesis, normalizer: normalizer)
        let silent = alignment.referenceCount == 0
        self.file = file
        self.audioSeconds = audioSeconds
        self.reference = reference
        self.hypothesis = hypothesis
        self.errors = alignment.counts
        self.wordErrorRate = silent ? nil : alignment.errorRate
        self.hallucinatedWords = silent ? alignment.insertions : 0
        self.decodeSeconds = decodeSeconds
        self.realTimeFactor = audioSeconds > 0 ? decodeSeconds / audioSeconds : nil
        self.cpuSeconds = cpuSeconds
        self.firstWordLatency = firstWordLatency
        self.finalTextLatency = finalTextLatency
        self.finalWordsLatency = finalWordsLatency
        self.retraction = retraction
    }
}
