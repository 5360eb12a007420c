import SpeechEngine

/// Transcribes each clip whole, in one call to whisper.cpp, as `dictate --file --offline` does.
public struct OfflineRunner: Sendable {
    /// The loaded model.
    public let model: WhisperModel
    /// How every clip is decoded.
    public var options: DecodingOptions

    /// Creates a runner over a loaded model.
    public init(model: WhisperModel, options: DecodingOptions) {
        self.model = model
        self.options = options
    }

    /// Transcribes one clip and scores it. The decode time covers the whisper.cpp call only (a
    /// fresh decoding state, the voice gate and the pass), not reading the file. Blocks the calling thread.
    public func run(_ fixture: Fixture) throws -> FileResult {
        let audio = try AudioFile(path: fixture.audioPath)
        let cpuBefore = ProcessResources.cpuSeconds()
        let stopwatch = Stopwatch()
        let segments = try WholeRecording.transcribe(audio.samples, model: model, options: options)
        let decodeSeconds = stopwatch.elapsedSeconds
        let cpuSeconds = ProcessResources.cpuSeconds() - cpuBefore
        return FileResult(file: fixture.name, audioSeconds: audio.duration, reference: fixture.reference,
                          hypothesis: segments.map(\.text).joined(separator: " "),
                          decodeSeconds: decodeSeconds, cpuSeconds: cpuSeconds)
    }
}
