import Arguments
import Benchmark
import Foundation
import SpeechEngine

/// `speech-bench calibrate`: times the passes streaming makes and fits the cost model of modeled pacing.
@MainActor
struct CalibrateCommand {
    /// A way of streaming that makes passes of a kind the others make few of.
    private struct Variant {
        let beams: Int
        let sizedContext: Bool
        /// Settle only at long pauses, so windows grow to 28 s and passes decode many tokens over
        /// a long context: the cross-attention term is told apart from the others only there.
        var longWindows = false

        var label: String { "beam \(beams), \(sizedContext ? "sized" : "full")\(longWindows ? ", long windows" : "")" }
    }

    /// Greedy live passes come with every variant; settling passes vary the beam, the full
    /// context gives the encoder term passes far from the short windows' sizes, and long windows
    /// give passes of many tokens.
    private static let variants = [Variant(beams: 5, sizedContext: true), Variant(beams: 2, sizedContext: true),
                                   Variant(beams: 5, sizedContext: false),
                                   Variant(beams: 5, sizedContext: true, longWindows: true)]

    let directories: [String]
    let options: EngineOptions
    let jsonPath: String

    init(_ parsed: ParsedArguments) throws {
        directories = parsed.arguments("DIR")
        var options = EngineOptions(model: parsed.value("model") ?? ModelLocator.defaultName)
        options.decoding.threads = try parsed.int("threads", in: 1...64) ?? DecodingOptions.defaultThreads
        self.options = options
        jsonPath = parsed.value("json") ?? "cost.json"
    }

    func run() async throws {
        let fixtures = try directories.flatMap { directory throws(FixtureSetError) in try FixtureSet.load(from: directory).fixtures }
        let recorder = PassRecorder()
        let loadBefore = Calibration.loadAverage()
        for variant in Self.variants {
            var options = options
            options.decoding.beamSize = variant.beams
            options.streaming.sizeAudioContext = variant.sizedContext
            if variant.longWindows {
                options.streaming.settlePause = 1.5
                options.streaming.maximumWindow = 28
            }
            var runner = StreamingRunner(options: options, pace: .modeled, tailSeconds: 1)
            runner.passClock = recorder.clock
            try await runner.warmUp()
            for fixture in fixtures {
                do {
                    _ = try await runner.run(fixture)
                } catch {
                    throw ClipFailure(file: fixture.name, underlying: error)
                }
                FileHandle.standardError.write(Data("[\(variant.label)] \(fixture.name): \(recorder.passes.count) passes\n".utf8))
            }
        }
        let path = try ModelLocator().locate(options.model, language: options.decoding.language).path
        guard let calibration = Calibration(passes: recorder.passes, model: path, threads: options.decoding.threads,
                                            loadBefore: loadBefore, loadAfter: Calibration.loadAverage(), date: Date()) else {
            throw CalibrationFailure(passes: recorder.passes.count)
        }
        try OutputFile.write(calibration.jsonData(), to: jsonPath)
        let fit = calibration.fit
        print(String(format: "%@; R² %.4f, residual RMS %.4f s, max %.4f s over %d passes (mean %.4f s); load %.2f → %.2f",
                     fit.model.summary, fit.rSquared,
                     fit.rmsResidualSeconds, fit.maxResidualSeconds, fit.passes, fit.meanSeconds,
                     loadBefore ?? .nan, calibration.loadAfter ?? .nan))
    }
}

/// Passes too few or too alike to fit the cost model's coefficients.
struct CalibrationFailure: Error, CustomStringConvertible {
    let passes: Int

    var description: String { "\(passes) passes measured do not determine the cost model; give more, and more varied, clips" }
}
