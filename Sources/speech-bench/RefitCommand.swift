import Arguments
import Benchmark
import Foundation

/// `speech-bench refit CALIBRATION.json`: the cost model fitted anew to passes measured before.
struct RefitCommand {
    let inputPath: String
    let jsonPath: String

    init(_ parsed: ParsedArguments) {
        inputPath = parsed.argument("CALIBRATION.json") ?? ""
        jsonPath = parsed.value("json") ?? "cost.json"
    }

    func run() throws {
        let measured: Calibration
        do {
            measured = try Calibration(json: Data(contentsOf: URL(fileURLWithPath: inputPath)))
        } catch {
            throw CalibrationFileError(path: inputPath, reason: error.localizedDescription)
        }
        guard let refitted = measured.refitted() else { throw CalibrationFailure(passes: measured.passes.count) }
        try OutputFile.write(refitted.jsonData(), to: jsonPath)
        let (before, after) = (measured.fit, refitted.fit)
        print(String(format: "%@; R² %.4f → %.4f, residual RMS %.4f → %.4f s, max %.4f → %.4f s over %d passes",
                     after.model.summary, before.rSquared, after.rSquared, before.rmsResidualSeconds,
                     after.rmsResidualSeconds, before.maxResidualSeconds, after.maxResidualSeconds, after.passes))
    }
}
