import Foundation
import Testing
import TestSupport

/// What a user sees from the audio files the fuzzer found (Fuzz/regressions/audio): a transcript,
/// or a message, a documented status and an empty standard output, where dictate used to abort or
/// print a library's complaints into the transcript.
@Suite("dictate on the fuzzer's findings")
struct FuzzFindingsTests {
    @Test("each finding is refused with a message, its status and nothing on standard output", arguments: [
        ("Fuzz/regressions/audio/flac-claims-8ch-4g-frames.flac", Int32(65)),
        ("Fuzz/regressions/audio/sds-damaged-blocks.sds", 65),
        ("Fuzz/corpus/audio/one-frame-768k.wav", 65),
    ] as [(String, Int32)])
    func refused(file: String, status: Int32) async throws {
        let path = DictateBinary.repository.appendingPathComponent(file).path
        let result = try await DictateBinary.run(["--file", path, "--offline"])
        #expect(result.status == status, "\(file): \(result.standardError)")
        #expect(result.standardError.hasPrefix("dictate: "), "\(file): \(result.standardError)")
        #expect(result.standardOutput.isEmpty, "\(file): \(result.standardOutput.prefix(200))")
    }

    @Test("a W64 file whose data chunk claims 2^63 bytes reads from standard input as from a file")
    func hugeChunkOnStandardInput() async throws {
        let path = DictateBinary.repository.appendingPathComponent("Fuzz/regressions/audio/w64-data-chunk-2e63.w64").path
        let piped = try await DictateBinary.run(["--file", "-", "--offline"], input: path)
        let named = try await DictateBinary.run(["--file", path, "--offline"])
        #expect(piped.status == 0, "\(piped.standardError)")
        #expect(piped.standardOutput == named.standardOutput)
    }
}
