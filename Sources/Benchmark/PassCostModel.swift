import Foundation
import SpeechEngine

/// How long a decoding pass takes on one machine, as a linear function of its work: a fixed cost,
/// the encoder's cost per audio-context frame and the decoder's cost per token per beam.
///
/// `--pace modeled` charges every pass from this instead of the wall clock, so comparisons are free
/// of the machine's other load, yet the passes still fall about where they would live on the machine
/// the model was fitted on (`speech-bench calibrate`).
public struct PassCostModel: Codable, Sendable, Hashable {
    /// Seconds every pass costs whatever its size: state setup, mel spectrogram, the prompt.
    public var fixedSeconds: Double
    /// Seconds per encoder frame (`audio_ctx`, 20 ms of context each).
    public var secondsPerFrame: Double
    /// Seconds per token decoded per beam.
    public var secondsPerTokenBeam: Double

    /// A model with these coefficients.
    public init(fixedSeconds: Double, secondsPerFrame: Double, secondsPerTokenBeam: Double) {
        self.fixedSeconds = fixedSeconds
        self.secondsPerFrame = secondsPerFrame
        self.secondsPerTokenBeam = secondsPerTokenBeam
    }

    /// The modeled duration of a pass that did `work`, never negative.
    public func seconds(for work: PassWork) -> Double {
        max(fixedSeconds + secondsPerFrame * Double(work.audioContext)
            + secondsPerTokenBeam * Double(work.tokens * work.beams), 0)
    }

    /// The engine's pass clock charging this model.
    public var clock: PassClock {
        let model = self
        return PassClock { model.seconds(for: $0) }
    }
}
