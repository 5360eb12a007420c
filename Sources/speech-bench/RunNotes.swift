import Benchmark
import Foundation
import SpeechEngine

/// The lines after the report's table that say how the run was made, and the streaming cost of
/// listening to no speech, which the report's own figures do not cover.
struct RunNotes {
    let mode: RunCommand.Mode
    let pace: StreamPace
    let options: EngineOptions
    let tailSeconds: Double
    /// The cost model of modeled pacing.
    let calibration: Calibration?
    /// How many times the calibration's cost each pass was charged.
    let costScale: Double
    let directories: [String]
    let results: [FileResult]
    /// Streaming sessions that ended in an error, as "clip: error"; their text up to then is scored.
    let failures: [String]
    /// The streaming passes, by role.
    let passes: PassTotals

    func markdown() -> String {
        let decoding = options.decoding, streaming = options.streaming
        var lines = ["- Fixtures: " + directories.joined(separator: ", "),
                     "- Model: \(options.model ?? ModelLocator.defaultName), language \(decoding.language),"
                        + (options.liveModel.map { " live passes \($0)," } ?? "") + " \(decoding.threads) threads"]
        switch mode {
        case .offline:
            lines.append("- Mode: offline (each clip whole; decode s is the whisper.cpp call), timestamps,"
                         + " \(decoding.historyTokens) tokens of history")
        case .stream:
            lines.append("- Mode: stream, \(pace.rawValue) pacing, \(format(tailSeconds)) s of silence after each clip;"
                         + " decode s is the session's wall-clock time")
            if let calibration {
                lines.append(String(format: "- Pass cost: %@ (R² %.3f over %d passes; %@, %@, load %.1f)",
                                    calibration.fit.model.summary, calibration.fit.rSquared, calibration.fit.passes, calibration.machine,
                                    calibration.date, calibration.loadBefore ?? .nan)
                             + (costScale == 1 ? "" : ", each pass charged \(format(costScale))× that"))
            }
            if ModelLocator().voskFolder(options.model, language: decoding.language) != nil {
                lines.append("- Engine: Vosk (libvosk decodes as it hears; no passes, windows or voice gate)")
            } else {
                lines.append("- Streaming: settling \(streaming.closingPassSettles ? "quick" : "accurate"), pause \(format(streaming.settlePause)) s, max window \(format(streaming.maximumWindow)) s,"
                             + " voice gate \(streaming.voiceGate.rawValue)")
            }
            if ModelLocator().voskFolder(options.model, language: decoding.language) == nil {
                let live = passes.total(.live), settling = passes.total(.settling)
                lines.append(String(format: "- Passes (%@ s): live %d, %.1f s over %.1f s of audio; settling %d, %.1f s over %.1f s of audio",
                                    pace == .modeled ? "charged" : "wall-clock", live.passes, live.seconds, live.audioSeconds,
                                    settling.passes, settling.seconds, settling.audioSeconds))
            }
            // Clips without speech are where CPU use should fall to nothing; their whole session,
            // silence tail included, is idle listening.
            let idle = results.filter { $0.wordErrorRate == nil }.map { result in
                let share = result.cpuSeconds / (result.audioSeconds + tailSeconds) * 100
                return "\(result.file) \(String(format: "%.1f", share)) %"
            }
            if !idle.isEmpty {
                lines.append("- CPU while listening to no speech (CPU s / session s, % of one core): "
                             + idle.joined(separator: ", "))
            }
        }
        if !failures.isEmpty {
            lines.append("- **Sessions that failed** (scored on the text shown until then): " + failures.joined(separator: "; "))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func format(_ value: Double) -> String {
        String(format: "%g", value)
    }
}
