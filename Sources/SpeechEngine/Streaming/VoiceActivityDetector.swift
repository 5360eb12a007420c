import Foundation

/// Decides, 20 ms at a time, whether someone is speaking.
///
/// A frame is voiced when it stands ``margin`` dB above the noise floor and above
/// ``absoluteThreshold``. The floor is the quietest frame of the last ``floorWindow`` seconds
/// ("minimum statistics"): steady room noise or hum raises the floor with it, so it never opens
/// the gate, while the gaps between words keep the floor low during speech. Digital silence
/// (exact zeros, as a null-sink monitor gives) is never voiced. Speech stays "on" for
/// ``hangover`` seconds after the last voiced frame so word endings are not clipped.
public struct VoiceActivityDetector: Sendable {
    /// Samples per decision.
    public static let frameLength = 320

    /// How far above the floor a frame must be, in dB.
    public var margin: Float = 10
    /// No frame quieter than this (dBFS) counts as speech, whatever the floor.
    public var absoluteThreshold: Float = -50
    /// Seconds of history the floor is taken from.
    public var floorWindow: Double = 3
    /// Seconds speech stays on after the last voiced frame.
    public var hangover: Double = 0.2

    private var history: [Float] = []
    private var pending: [Float] = []
    private var sinceVoiced = Int.max
    private var onsetFrames = 0

    public init() {}

    /// Whether the latest frames were speech (including the hangover).
    public private(set) var isSpeaking = false

    /// Samples fed since the end of the last voiced frame, hangover aside; `nil` before any speech.
    public var samplesSinceVoice: Int? {
        sinceVoiced == .max ? nil : sinceVoiced * Self.frameLength + pending.count
    }

    /// Feeds samples; returns one decision per completed 20 ms frame, in order.
    public mutating func process(_ samples: some Collection<Float>) -> [Bool] {
        pending.append(contentsOf: samples)
        var decisions: [Bool] = []
        var start = 0
        while pending.count - start >= Self.frameLength {
            decisions.append(decide(pending[start..<start + Self.frameLength]))
            start += Self.frameLength
        }
        pending.removeFirst(start)
        return decisions
    }

    private mutating func decide(_ frame: ArraySlice<Float>) -> Bool {
        let decibels = max(Level.decibels(rms: Level.rms(frame)), -100)
        history.append(decibels)
        let limit = Int(floorWindow * 16_000) / Self.frameLength
        if history.count > limit { history.removeFirst(history.count - limit) }
        let floor = max(history.min() ?? -100, -80)
        let voiced = decibels > absoluteThreshold && decibels > floor + margin
        // Two voiced frames in a row open the gate: a lone click or pop is not speech.
        onsetFrames = voiced ? onsetFrames + 1 : 0
        if voiced && (isSpeaking || onsetFrames >= 2) { sinceVoiced = 0 } else if sinceVoiced < Int.max { sinceVoiced += 1 }
        isSpeaking = sinceVoiced <= Int(hangover * 16_000) / Self.frameLength
        return isSpeaking
    }
}
