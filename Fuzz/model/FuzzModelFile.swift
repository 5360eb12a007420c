import Foundation
import SpeechEngine

/// libFuzzer's entry point: each input is the whole of a model file, checked as `WhisperModel`
/// checks a file before whisper.cpp may read it.
///
/// Refusing an input with an error is the expected outcome. Crashing, leaking or hanging is a bug,
/// and so is accepting a file without a vocabulary or tensors.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzModelFile(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let file: ModelFile
    do {
        file = try ModelFile(data: Data(bytes: start, count: count), name: "fuzz input")
    } catch {
        // The message is part of what runs on bad input, so it is built too.
        _ = error.description
        return 0
    }
    // fatalError, not precondition: an optimised build drops a precondition's message.
    if file.vocabularyCount == 0 || file.tensorCount == 0 { fatalError("accepted a model without vocabulary or tensors") }
    return 0
}
