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
    }

    /// Greedy live passes come with every variant; settling passes vary the beam, and the full
    /// context gives the encoder term passes far from the short windows' sizes.
    private static let variants = [Variant(beams: 5, sizedContext: true), Variant(beams: 2, sizedContext: true),
                                   Variant(beams: 5, sizedContext: false)]

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
            var runner = StreamingRunner(options: options, pace: .modeled, tailSeconds: 1)
            runner.passClock = recorder.clock
            try await runner.warmUp()
            for fixture in fixtures {
                do {
                    _ = try await runner.run(fixture)
                } catch {
                    throw ClipFailure(file: fixture.name, underlying: error)
                }
                FileHandle.standardError.write(Data("[beam \(variant.beams), \(variant.sizedContext ? "sized" : "full")] \(fixture.name): \(recorder.passes.count) passes\n".utf8))
            }
        }
        let path = try ModelLocator().locate(options.model, language: options.decoding.language).path
        guard let calibration = Calibration(passes: recorder.passes, model: path, threads: options.decoding.threads,
                                            loadBefore: loadBefore, loadAfter: Calibration.loadAverage(), date: Date()) else {
            throw CalibrationFailure(passes: recorder.passes.count)
        }
        try OutputFile.write(calibration.jsonData(), to: jsonPath)
        let fit = calibration.fit, model = fit.model
        print(String(format: "fixed %.4f s, %.4f ms per frame, %.4f ms per token per beam; R² %.4f, residual RMS %.4f s, max %.4f s"
                     + " over %d passes (mean %.4f s); load %.2f → %.2f",
                     model.fixedSeconds, model.secondsPerFrame * 1e3, model.secondsPerTokenBeam * 1e3, fit.rSquared,
                     fit.rmsResidualSeconds, fit.maxResidualSeconds, fit.passes, fit.meanSeconds,
                     loadBefore ?? .nan, calibration.loadAfter ?? .nan))
    }
}

/// Passes too few or too alike to fit the three coefficients.
struct CalibrationFailure: Error, CustomStringConvertible {
    let passes: Int

    var description: String { "\(passes) passes measured do not determine the cost model; give more, and more varied, clips" }
}
