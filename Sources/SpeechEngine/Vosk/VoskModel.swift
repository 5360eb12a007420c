import CVosk
import Foundation
import Synchronization

/// A loaded Vosk model: the folder checked by ``VoskModelCheck``, then read by libvosk.
///
/// One per folder per process (``shared(_:)``): loading takes seconds and hundreds of megabytes,
/// and libvosk lets many recognizers share a model.
final class VoskModel: @unchecked Sendable {
    let folder: URL
    let handle: OpaquePointer

    init(folder: URL) throws(VoskModelError) {
        try VoskModelCheck.check(folder: folder)
        try VoskLibrary.open()
        guard let handle = vosk_model_new(folder.path) else { throw .rejected(folder: folder.path) }
        self.folder = folder
        self.handle = handle
    }

    deinit { vosk_model_free(handle) }

    private static let loaded = Mutex<[String: VoskModel]>([:])

    /// The model in `folder`, loaded once for the process.
    static func shared(_ folder: URL) throws(VoskModelError) -> VoskModel {
        let key = folder.standardizedFileURL.path
        if let model = loaded.withLock({ $0[key] }) { return model }
        let model = try VoskModel(folder: folder)
        return loaded.withLock { models in
            if let existing = models[key] { return existing }
            models[key] = model
            return model
        }
    }
}

/// One recognizer over a model, used from one thread: audio in, utterances and partial text out.
final class VoskRecognizer {
    private let handle: OpaquePointer
    /// Keeps the model alive as long as its recognizer.
    private let model: VoskModel

    init(model: VoskModel) throws(VoskModelError) {
        guard let handle = vosk_recognizer_new(model.handle, 16_000) else { throw .rejected(folder: model.folder.path) }
        vosk_recognizer_set_words(handle, 1)
        self.handle = handle
        self.model = model
    }

    deinit { vosk_recognizer_free(handle) }

    /// Takes 16 kHz samples in [-1, 1]; true when they ended an utterance, whose words
    /// ``result()`` then gives.
    func accept(_ samples: [Float]) throws(VoskDecodingError) -> Bool {
        // libvosk takes samples on the scale of 16-bit integers.
        let scaled = samples.map { $0 * 32_768 }
        let status = scaled.withUnsafeBufferPointer { vosk_recognizer_accept_waveform_f(handle, $0.baseAddress, Int32($0.count)) }
        guard status >= 0 else { throw VoskDecodingError() }
        return status == 1
    }

    /// The utterance so far, which more audio may change.
    func partial() -> String {
        VoskResult(json: vosk_recognizer_partial_result(handle)).text
    }

    /// The utterance that the last ``accept(_:)`` ended.
    func result() -> VoskResult {
        VoskResult(json: vosk_recognizer_result(handle))
    }

    /// What is left at the end of the audio.
    func finalResult() -> VoskResult {
        VoskResult(json: vosk_recognizer_final_result(handle))
    }
}

/// libvosk failed on audio it was given.
struct VoskDecodingError: Error, CustomStringConvertible {
    var description: String { "libvosk failed to decode the audio" }
}
