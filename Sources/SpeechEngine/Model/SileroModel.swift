import CWhisper
import Foundation

/// Silero VAD, run by whisper.cpp: the probability that each 32 ms of audio is speech.
///
/// One instance owns one `whisper_vad_context`, which holds both the weights and the LSTM state
/// that carries from one chunk to the next, and frees it in `deinit`. The state makes it a
/// stream's own: use an instance from one thread at a time, like ``DecoderState``. Calls block
/// while the network runs, so make them on the capture or decoding thread, never on Swift's
/// cooperative pool.
public final class SileroModel: @unchecked Sendable {
    /// The weights `scripts/setup` installs, as a name ``ModelLocator`` finds (`ggml-NAME.bin`).
    public static let standardName = "silero-v6.2.0"
    /// Samples per probability: Silero judges 512 samples (32 ms) at a time at 16 kHz.
    public static let chunkLength = 512

    /// Where the weights were loaded from.
    public let path: String
    private let context: OpaquePointer

    /// Loads the Silero weights at `path` (whisper.cpp's ggml format), after checking that the file
    /// is one: whisper.cpp reads any other file's header as sizes and may crash on it.
    public init(path: String, logger: Logger = .silent) throws(VoiceGateError) {
        WhisperLog.route(to: logger)
        try Self.checkHeader(path: path)
        var params = whisper_vad_default_context_params()
        // A network this small gains nothing from more threads, and each would wait at every barrier.
        params.n_threads = 1
        params.use_gpu = false
        guard let context = whisper_vad_init_from_file_with_params(path, params) else {
            throw .loadFailed(path: path)
        }
        self.path = path
        self.context = context
    }

    /// Finds and loads the weights named `nameOrPath` (``standardName`` by default) as
    /// ``ModelLocator`` finds whisper models.
    public convenience init(locating nameOrPath: String = SileroModel.standardName,
                            locator: ModelLocator = ModelLocator(), logger: Logger = .silent) throws(VoiceGateError) {
        let url: URL
        do {
            url = try locator.locate(nameOrPath)
        } catch {
            throw .weightsNotFound(nameOrPath, reason: error.description)
        }
        try self.init(path: url.path, logger: logger)
    }

    deinit { whisper_vad_free(context) }

    /// The speech probability of each 512-sample chunk of `samples`, continuing from the chunks
    /// before (the LSTM state is kept). A last chunk shorter than 512 samples is padded with zeros.
    public func probabilities(of samples: [Float]) -> [Float] {
        guard !samples.isEmpty else { return [] }
        let done = samples.withUnsafeBufferPointer { buffer in
            whisper_vad_detect_speech_no_reset(context, buffer.baseAddress, Int32(buffer.count))
        }
        guard done, let probabilities = whisper_vad_probs(context) else {
            return Array(repeating: 0, count: (samples.count + Self.chunkLength - 1) / Self.chunkLength)
        }
        return Array(UnsafeBufferPointer(start: probabilities, count: Int(whisper_vad_n_probs(context))))
    }

    /// Forgets the audio heard so far, as at the start of a stream.
    public func reset() { whisper_vad_reset_state(context) }

    /// The file starts with ggml's magic and a model type naming Silero.
    private static func checkHeader(path: String) throws(VoiceGateError) {
        guard let handle = FileHandle(forReadingAtPath: path) else { throw .weightsNotFound(path, reason: "No file at \(path).") }
        defer { try? handle.close() }
        let header = (try? handle.read(upToCount: 24)) ?? Data()
        let word = { (offset: Int) -> UInt32 in
            header.count >= offset + 4 ? header[offset..<offset + 4].reversed().reduce(0) { $0 << 8 | UInt32($1) } : 0
        }
        let typeLength = Int(word(4))
        let type = header.count >= 8 + min(typeLength, 16) ? String(decoding: header.dropFirst(8).prefix(min(typeLength, 16)), as: UTF8.self) : ""
        guard word(0) == 0x6767_6d6c, type.hasPrefix("silero") else { throw .notSileroWeights(path: path) }
    }
}
