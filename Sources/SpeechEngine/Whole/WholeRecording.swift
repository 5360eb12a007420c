/// A recording decoded in one pass (`dictate --file --offline`, the benchmark's offline runs),
/// kept to what was said where someone spoke.
///
/// Whisper writes something for every 30-second window, speech or not: "you" over a silent
/// file, a stock sentence over noise, its prompt over both. The streaming engine never decodes
/// audio its voice gate finds silent; a whole recording is decoded at once, so the same gate is
/// run over it first and a segment with almost no voice under it is dropped.
public enum WholeRecording {
    /// Seconds of voice below which a segment is taken to hold no speech: shorter than any word.
    static let leastVoice = 0.3

    /// Decodes `samples` (16 kHz mono) in one pass, on the calling thread, and keeps the segments
    /// that have voice under them. `gate` says which detector hears it.
    public static func transcribe(
        _ samples: consuming [Float], model: WhisperModel, options: DecodingOptions,
        gate: StreamingConfiguration = StreamingConfiguration()
    ) throws(WhisperModelError) -> [DecodedSegment] {
        var detector = VoiceGate(configuration: gate)
        let voiced = VoicedFrames(detector.process(samples))
        return try model.transcribe(samples, options: options).filter { segment in
            voiced.seconds(from: segment.start, to: segment.end) >= leastVoice
        }
    }
}

/// The voice decisions over a recording, one per 20 ms frame from its start.
struct VoicedFrames {
    private let prefix: [Int]

    init(_ decisions: [Bool]) {
        var counts = [0]
        counts.reserveCapacity(decisions.count + 1)
        for decision in decisions { counts.append(counts.last! + (decision ? 1 : 0)) }
        prefix = counts
    }

    /// Seconds of voice between two times in seconds.
    func seconds(from start: Double, to end: Double) -> Double {
        let frame = Double(VoiceActivityDetector.frameLength) / 16_000
        let first = min(max(Int(start / frame), 0), prefix.count - 1)
        let last = min(max(Int((end / frame).rounded(.up)), first), prefix.count - 1)
        return Double(prefix[last] - prefix[first]) * frame
    }
}
