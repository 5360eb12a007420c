import Foundation
import SpeechEngine

/// How fast a model decodes here: one settling pass (full 30 s encoder context, beam search, as
/// dictate settles text) over the sample recording, timed from the loaded model to the words.
public enum SpeedMeasurement {
    /// The sample: `DICTATE_SPEED_SAMPLE`, else the checkout's `.deps/jfk.wav` (11 s of speech that
    /// set-up prepares), else the installation's `share/dictate/jfk.wav`.
    public static func sample(environment: [String: String], executable: URL) -> URL? {
        if let path = environment["DICTATE_SPEED_SAMPLE"], !path.isEmpty { return URL(fileURLWithPath: path) }
        let resolved = executable.resolvingSymlinksInPath()
        let candidates = [ModelLocator.checkout(containing: resolved).map { $0.appendingPathComponent(".deps/jfk.wav") },
                          resolved.deletingLastPathComponent().appendingPathComponent("../share/dictate/jfk.wav").standardizedFileURL]
        return candidates.compactMap { $0 }.first { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// Seconds of `sample` decoded per second of work with the model at `model`. Blocks for a few
    /// seconds: call it from a thread of its own.
    public static func realTimeFactor(of model: URL, sample: URL) throws -> Double {
        let audio = try AudioFile(path: sample.path)
        let whisper = try WhisperModel(path: model.path)
        // English, which the sample is and every model speaks.
        let options = DecodingOptions()
        let state = try whisper.makeState()
        let clock = ContinuousClock()
        let elapsed = try clock.measure {
            _ = try state.decode(audio.samples, options: options, abort: AbortFlag())
        }
        return audio.duration / max(elapsed.inSeconds, 1e-6)
    }
}
