import Foundation

/// Where speech starts and ends in a clip, found from the clip's own energy.
///
/// The streaming latencies are measured from these two instants, so they must come from the audio
/// rather than from the recogniser under test. The clip is cut into 20 ms frames and each frame's
/// RMS level taken in dBFS. A frame is loud when it stands above all three of:
/// - the clip's noise floor (its 10th-percentile frame) plus ``floorMargin`` dB, so steady room
///   noise does not count as speech;
/// - the loudest frame minus ``peakRange`` dB, so a quiet recording's breaths do not either;
/// - ``absoluteThreshold`` dBFS, so near-digital silence never counts.
/// Speech is the stretch from the first to the last run of ``minimumRun`` loud frames in a row (a
/// click is shorter than that).
public struct SpeechSpan: Sendable, Hashable {
    /// Samples per 20 ms frame at 16 kHz.
    public static let frameLength = 320
    /// Frames per second at 16 kHz.
    static let framesPerSecond = 50.0
    /// dB above the noise floor a frame must reach.
    public static let floorMargin: Float = 12
    /// dB below the loudest frame that still counts.
    public static let peakRange: Float = 40
    /// The quietest level, in dBFS, that can count.
    public static let absoluteThreshold: Float = -60
    /// Loud frames in a row that make speech (60 ms).
    public static let minimumRun = 3

    /// Seconds from the start of the clip to the first frame of speech.
    public let start: Double
    /// Seconds from the start of the clip to the end of the last frame of speech.
    public let end: Double

    /// Creates a span from its bounds, in seconds.
    public init(start: Double, end: Double) {
        self.start = start
        self.end = end
    }

    /// The speech in `samples` (16 kHz mono), or nil when no stretch is loud enough (silence, steady noise).
    public static func detect(in samples: [Float]) -> SpeechSpan? {
        let levels = stride(from: 0, to: samples.count - frameLength + 1, by: frameLength).map { start in
            decibels(samples[start..<start + frameLength])
        }
        guard let peak = levels.max() else { return nil }
        let floor = levels.sorted()[levels.count / 10]
        let threshold = max(floor + floorMargin, peak - peakRange, absoluteThreshold)
        let loud = levels.map { $0 > threshold }
        let runEnds = loud.indices.filter { index in
            index + 1 >= minimumRun && loud[(index + 1 - minimumRun)...index].allSatisfy { $0 }
        }
        guard let firstEnd = runEnds.first, let lastEnd = runEnds.last else { return nil }
        return SpeechSpan(start: Double(firstEnd + 1 - minimumRun) / framesPerSecond,
                          end: Double(lastEnd + 1) / framesPerSecond)
    }

    /// RMS level in dBFS, at least -100 (digital silence has no finite level).
    private static func decibels(_ frame: ArraySlice<Float>) -> Float {
        let meanSquare = frame.reduce(0) { $0 + $1 * $1 } / Float(frame.count)
        return max(10 * log10(max(meanSquare, 1e-10)), -100)
    }
}
