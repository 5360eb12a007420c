import Foundation

/// Loudness of audio buffers, as a level from 0 to 1 for a meter.
///
/// Each buffer's RMS is taken in dBFS and mapped linearly from ``floorDecibels`` (0, and anything
/// quieter, including digital silence) to ``ceilingDecibels`` (1). Normal speech into a
/// microphone sits around −30 to −20 dBFS. Readings are smoothed so the meter rises quickly with
/// the voice and falls back more slowly, as a VU meter does.
public struct LevelMeter: Sendable {
    /// The level that reads 0.
    public static let floorDecibels: Float = -60
    /// The level that reads 1.
    public static let ceilingDecibels: Float = -20

    /// How much of a rising reading is taken at once.
    public var attack: Float = 0.6
    /// How much of a falling reading is taken at once.
    public var release: Float = 0.3

    /// The latest smoothed level.
    public private(set) var level: Float = 0

    public init() {}

    /// Takes in one buffer and returns the smoothed level.
    public mutating func update(with samples: some Collection<Float>) -> Float {
        let target = Level.normalized(decibels: Level.decibels(rms: Level.rms(samples)))
        let weight = target > level ? attack : release
        level += (target - level) * weight
        if level < 0.001 { level = 0 }
        return level
    }
}

/// Loudness arithmetic.
public enum Level {
    /// Root mean square of `samples`; 0 for an empty buffer.
    public static func rms(_ samples: some Collection<Float>) -> Float {
        guard !samples.isEmpty else { return 0 }
        var sum: Float = 0
        for sample in samples { sum += sample * sample }
        return (sum / Float(samples.count)).squareRoot()
    }

    /// An RMS value in decibels relative to full scale; digital silence is −∞.
    public static func decibels(rms: Float) -> Float {
        rms > 0 ? 20 * log10(rms) : -.infinity
    }

    /// `decibels` mapped from the meter's floor and ceiling to 0…1.
    public static func normalized(decibels: Float) -> Float {
        let span = LevelMeter.ceilingDecibels - LevelMeter.floorDecibels
        return min(max((decibels - LevelMeter.floorDecibels) / span, 0), 1)
    }
}
