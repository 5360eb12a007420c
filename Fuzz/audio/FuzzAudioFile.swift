import Foundation
import SpeechEngine

/// libFuzzer's entry point: each input is the whole of an audio file, decoded as `dictate --file -`
/// decodes standard input (libsndfile's virtual I/O over memory, mix-down, libsamplerate).
///
/// Refusing an input with an error is the expected outcome for most. Crashing, leaking, hanging,
/// handing the engine samples it can't use (none at all, or outside -1...1) or writing to standard
/// output, which carries dictate's transcript, is a bug.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAudioFile(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    defer { StandardOutput.expectNothingWritten() }
    let audio: AudioFile
    do {
        audio = try AudioFile(data: Data(bytes: start, count: count), name: "fuzz input")
    } catch {
        // The message is part of what runs on bad input, so it is built too.
        _ = error.description
        return 0
    }
    // fatalError, not precondition: an optimised build drops a precondition's message.
    if audio.samples.isEmpty { fatalError("decoded without error into no samples") }
    if !audio.samples.allSatisfy({ $0.isFinite && abs($0) <= 1 }) { fatalError("a sample outside -1...1") }
    return 0
}

/// libFuzzer's set-up hook, run once before the first input.
@_cdecl("LLVMFuzzerInitialize")
public func initializeFuzzer(_ argc: UnsafeMutableRawPointer, _ argv: UnsafeMutableRawPointer) -> CInt {
    StandardOutput.capture()
    return 0
}

/// Standard output pointed at an anonymous file for the whole run, so that anything a library
/// prints there is caught at the input that made it.
enum StandardOutput {
    private static let file: Int32 = {
        let file = fileno(tmpfile())
        fflush(nil)
        dup2(file, STDOUT_FILENO)
        return file
    }()

    static func capture() {
        _ = file
    }

    static func expectNothingWritten() {
        fflush(nil)
        let written = lseek(file, 0, SEEK_END)
        guard written > 0 else { return }
        var text = [UInt8](repeating: 0, count: min(Int(written), 200))
        _ = pread(file, &text, text.count, 0)
        fatalError("wrote \(written) bytes to standard output: \(String(decoding: text, as: UTF8.self))")
    }
}
