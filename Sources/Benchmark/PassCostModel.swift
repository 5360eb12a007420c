import Foundation
import SpeechEngine

/// How long a decoding pass takes on one machine, as a linear function of its work: a fixed cost,
/// the encoder's cost per audio-context frame, the decoder's cost per token per beam, the
/// decoder's cross-attention, which reads every frame of the context for every token of every beam,
/// and a cost that grows with the square of the tokens, as the decoder's self-attention does.
///
/// `--pace modeled` charges every pass from this instead of the wall clock, so comparisons are free
/// of the machine's other load, yet the passes still fall about where they would live on the machine
/// the model was fitted on (`speech-bench calibrate`). Without the cross-attention term, a model
/// fitted on short windows charged a 25 s window's live pass 1.4 s where it took 2.2 s. The squared
/// term fits the measured passes better without the beams than with them (the fits are in
/// docs/BENCHMARKS.md's history in git).
public struct PassCostModel: Codable, Sendable, Hashable {
    /// Seconds every pass costs whatever its size: state setup, mel spectrogram, the prompt.
    public var fixedSeconds: Double
    /// Seconds per encoder frame (`audio_ctx`, 20 ms of context each).
    public var secondsPerFrame: Double
    /// Seconds per token decoded per beam.
    public var secondsPerTokenBeam: Double
    /// Seconds per token decoded per beam per encoder frame it attends to.
    public var secondsPerTokenBeamFrame: Double
    /// Seconds per token decoded, squared: each token attends to the tokens before it.
    public var secondsPerTokenSquared: Double

    /// A model with these coefficients.
    public init(fixedSeconds: Double, secondsPerFrame: Double, secondsPerTokenBeam: Double,
                secondsPerTokenBeamFrame: Double = 0, secondsPerTokenSquared: Double = 0) {
        self.fixedSeconds = fixedSeconds
        self.secondsPerFrame = secondsPerFrame
        self.secondsPerTokenBeam = secondsPerTokenBeam
        self.secondsPerTokenBeamFrame = secondsPerTokenBeamFrame
        self.secondsPerTokenSquared = secondsPerTokenSquared
    }

    /// The model with `coefficients` in the order of ``terms(of:)``.
    init(coefficients: [Double]) {
        self.init(fixedSeconds: coefficients[0], secondsPerFrame: coefficients[1], secondsPerTokenBeam: coefficients[2],
                  secondsPerTokenBeamFrame: coefficients[3], secondsPerTokenSquared: coefficients[4])
    }

    /// Reads a model; one written before the cross-attention or the squared term charges none for it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        fixedSeconds = try container.decode(Double.self, forKey: .fixedSeconds)
        secondsPerFrame = try container.decode(Double.self, forKey: .secondsPerFrame)
        secondsPerTokenBeam = try container.decode(Double.self, forKey: .secondsPerTokenBeam)
        secondsPerTokenBeamFrame = try container.decodeIfPresent(Double.self, forKey: .secondsPerTokenBeamFrame) ?? 0
        secondsPerTokenSquared = try container.decodeIfPresent(Double.self, forKey: .secondsPerTokenSquared) ?? 0
    }

    /// The quantities the coefficients multiply, in their order: what a fit regresses on.
    static func terms(of work: PassWork) -> [Double] {
        // A retry's decoder step costs what a kept one does.
        let tokenBeams = Double(work.tokens * work.beams + work.retriedSteps)
        return [1, Double(work.audioContext), tokenBeams, tokenBeams * Double(work.audioContext),
                Double(work.tokens * work.tokens)]
    }

    /// The coefficients in the order of ``terms(of:)``.
    var coefficients: [Double] {
        [fixedSeconds, secondsPerFrame, secondsPerTokenBeam, secondsPerTokenBeamFrame, secondsPerTokenSquared]
    }

    /// The modeled duration of a pass that did `work`, never negative.
    public func seconds(for work: PassWork) -> Double {
        max(unclamped(work), 0)
    }

    /// The linear model's value, which a fit's residuals are measured against.
    func unclamped(_ work: PassWork) -> Double {
        zip(coefficients, Self.terms(of: work)).reduce(0) { $0 + $1.0 * $1.1 }
    }

    /// The coefficients in words, for reports: the units each is charged in.
    public var summary: String {
        String(format: "%.4f s + %.3f ms per frame + %.3f ms per token per beam + %.3f µs per token per beam per frame + %.2f µs per token²",
               fixedSeconds, secondsPerFrame * 1e3, secondsPerTokenBeam * 1e3, secondsPerTokenBeamFrame * 1e6,
               secondsPerTokenSquared * 1e6)
    }

    /// The model of a machine `factor` times as slow: every coefficient scaled. A policy that wins
    /// at one scale and loses at its neighbours won by where its passes happened to fall, not by
    /// what it decodes.
    public func scaled(by factor: Double) -> PassCostModel {
        PassCostModel(coefficients: coefficients.map { $0 * factor })
    }

    /// The engine's pass clock charging this model.
    public var clock: PassClock {
        let model = self
        return PassClock { model.seconds(for: $0) }
    }
}
