import SpeechScoring

/// Figures over a whole fixture set.
public struct BenchmarkTotals: Codable, Sendable, Hashable {
    /// Number of clips.
    public let files: Int
    /// Total audio length, in seconds.
    public let audioSeconds: Double
    /// Total transcription wall-clock time, in seconds.
    public let decodeSeconds: Double
    /// Total processor time spent transcribing, in seconds.
    public let cpuSeconds: Double
    /// Word errors summed over the clips whose reference has words.
    public let errors: ErrorCounts
    /// Corpus word error rate (total errors / total reference words) as a fraction; clips without
    /// reference words are left out, as the reference scorer does. Nil when no clip has any.
    public let wordErrorRate: Double?
    /// Words produced on clips whose reference is empty.
    public let hallucinatedWords: Int
    /// Total decode time / total audio time; nil without audio.
    public let realTimeFactor: Double?
    /// Streaming only: time to first word, over the clips that measured it.
    public let firstWordLatency: LatencySummary?
    /// Streaming only: end of speech → final text, over the clips that measured it.
    public let finalTextLatency: LatencySummary?
    /// Streaming only: end of speech → final words on screen, over the clips that measured it.
    public let finalWordsLatency: LatencySummary?
    /// Streaming only: retractions summed over the clips that measured them.
    public let retraction: RetractionCount?
    /// Highest resident memory of the process during the run, in bytes, when measured.
    public let peakResidentBytes: UInt64?

    /// Aggregates per-file results.
    public init(results: [FileResult], peakResidentBytes: UInt64?) {
        let scored = results.filter { $0.wordErrorRate != nil }
        files = results.count
        audioSeconds = results.reduce(0) { $0 + $1.audioSeconds }
        decodeSeconds = results.reduce(0) { $0 + $1.decodeSeconds }
        cpuSeconds = results.reduce(0) { $0 + $1.cpuSeconds }
        errors = ErrorCounts(summing: scored.map(\.errors))
        wordErrorRate = scored.isEmpty ? nil : errors.errorRate
        hallucinatedWords = results.reduce(0) { $0 + $1.hallucinatedWords }
        realTimeFactor = audioSeconds > 0 ? decodeSeconds / audioSeconds : nil
        firstWordLatency = LatencySummary(results.compactMap(\.firstWordLatency))
        finalTextLatency = LatencySummary(results.compactMap(\.finalTextLatency))
        finalWordsLatency = LatencySummary(results.compactMap(\.finalWordsLatency))
        let retractions = results.compactMap(\.retraction)
        retraction = retractions.isEmpty ? nil : retractions.dropFirst().reduce(retractions[0], +)
        self.peakResidentBytes = peakResidentBytes
    }
}
