import Foundation
import Testing
@testable import SpeechEngine
import TestSupport

/// Damaged model files are refused with a reason before whisper.cpp can abort on them.
@Suite("Model file validation", .ownThread)
struct ModelFileTests {
    static func modelBytes() throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: Fixtures.tinyPath), options: .alwaysMapped)
    }

    static func validate(_ data: Data) throws(ModelFileError) -> ModelFile {
        var reader = ModelFileReader(data: data, path: "test.bin")
        return try ModelFile(reader: &reader)
    }

    static func patch(_ data: Data, at offset: Int, int32 value: Int32) -> Data {
        var copy = data
        withUnsafeBytes(of: value.littleEndian) { copy.replaceSubrange(offset..<offset + 4, with: $0) }
        return copy
    }

    @Test("the converted tiny.en passes, with its hyperparameters")
    func validModel() throws {
        let file = try ModelFile(validating: Fixtures.tinyPath)
        #expect(file.hyperparameters.vocabularySize == 51_864)
        #expect(file.hyperparameters.audioLayers == 4)
        #expect(file.tensorCount == 167)
        #expect(!file.isMultilingual)
    }

    @Test("a file cut short anywhere is refused as truncated", arguments: [10, 60, 1_000, 500_000, 40_000_000, -1])
    func truncated(length: Int) throws {
        let data = try Self.modelBytes()
        let cut = length < 0 ? data.count - 1 : length
        #expect(throws: ModelFileError.self) { try Self.validate(data.prefix(cut)) }
        do { _ = try Self.validate(data.prefix(cut)) } catch {
            guard case .truncated = error else { Issue.record("expected truncated, got \(error)"); return }
        }
    }

    @Test("the wrong magic is refused")
    func wrongMagic() throws {
        let error = try #require(throws: ModelFileError.self) { try Self.validate(Self.patch(try Self.modelBytes(), at: 0, int32: 0x1234_5678)) }
        guard case .badMagic(_, let found) = error else { Issue.record("got \(error)"); return }
        #expect(found == 0x1234_5678)
        #expect(error.description.contains("not a whisper.cpp model"))
    }

    @Test("absurd hyperparameters are refused by name", arguments: [(4, "n_vocab"), (8, "n_audio_ctx"), (16, "n_audio_head"), (40, "n_mels"), (44, "ftype")])
    func absurdHyperparameter(offset: Int, name: String) throws {
        let error = try #require(throws: ModelFileError.self) {
            try Self.validate(Self.patch(try Self.modelBytes(), at: offset, int32: 1_000_000_007))
        }
        #expect(error == .badHyperparameter(path: "test.bin", name: name, value: 1_000_000_007))
    }

    @Test("a vocabulary that doesn't match the model is refused")
    func vocabularyMismatch() throws {
        let data = try Self.modelBytes()
        // The vocabulary count follows the header (48 bytes) and the 80 × 201 mel filters.
        let offset = 48 + 8 + 80 * 201 * 4
        let error = try #require(throws: ModelFileError.self) { try Self.validate(Self.patch(data, at: offset, int32: 60_000)) }
        guard case .badVocabulary = error else { Issue.record("got \(error)"); return }
    }

    @Test("a tensor with the wrong shape, or an unknown one, is refused")
    func badTensor() throws {
        let data = try Self.modelBytes()
        // Flipping a byte in the first tensor's name makes it unknown to the model.
        let nameStart = try #require(data.range(of: Data("encoder.positional_embedding".utf8)))
        var renamed = data
        renamed[nameStart.lowerBound] = UInt8(ascii: "X")
        let error = try #require(throws: ModelFileError.self) { try Self.validate(renamed) }
        guard case .badTensor(_, let name, _) = error else { Issue.record("got \(error)"); return }
        #expect(name.hasPrefix("Xncoder"))
    }

    @Test("bytes after the last tensor are named as such, however they look", arguments: [UInt8(0), 0x41, 0xFF])
    func trailingBytes(fill: UInt8) throws {
        let data = try Self.modelBytes() + Data(repeating: fill, count: 64)
        #expect(throws: ModelFileError.trailingBytes(path: "test.bin", count: 64)) { try Self.validate(data) }
    }

    @Test("WhisperModel refuses a damaged file instead of handing it to whisper.cpp")
    func modelRefusesDamage() throws {
        let path = Fixtures.temporaryDirectory().appendingPathComponent("ggml-cut.bin").path
        try Self.modelBytes().prefix(2_000_000).write(to: URL(fileURLWithPath: path))
        #expect(throws: WhisperModelError.self) { try WhisperModel(path: path) }
        #expect(throws: WhisperModelError.invalidFile(.notFound(path: "/no/model.bin"))) { try WhisperModel(path: "/no/model.bin") }
    }
}
