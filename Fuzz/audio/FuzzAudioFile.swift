import Foundation
import SpeechEngine

/// libFuzzer's entry point: each input is the whole of an audio file, decoded as `dictate --file -`
/// decodes standard input (libsndfile's virtual I/O over memory, mix-down, libsamplerate).
///
/// Refusing an input with an error is the expected outcome for most. Crashing, leaking, hanging or
/// handing the engine samples it can't use (none at all, or outside -1...1) is a bug.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAudioFile(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let audio: AudioFile
    do {
        audio = try AudioFile(data: Data(bytes: start, count: count), name: "fuzz input")
    } catch {
        // The message is part of what runs on bad input, so it is built too.
        _ = error.description
        return 0
    }
    precondition(!audio.samples.isEmpty, "decoded without error into no samples")
    precondition(audio.samples.allSatisfy { $0.isFinite && abs($0) <= 1 }, "a sample outside -1...1")
    return 0
}
