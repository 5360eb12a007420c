import Foundation
import Testing
@testable import SpeechEngine
import TestSupport

@Suite("Refusing what is not a convertible Whisper model, with nothing written", .ownThread)
struct ConversionErrorTests {
    @Test("a folder without model.bin is not a Whisper model")
    func noModelBin() throws {
        let scratch = Fixtures.temporaryDirectory()
        try expectRefusal(folder: scratch) { if case .notWhisperModel = $0 { true } else { false } }
    }

    @Test("another CTranslate2 spec is not a Whisper model")
    func otherSpec() throws {
        let scratch = Fixtures.temporaryDirectory()
        var model = SyntheticWhisper()
        let folder = try model.write(in: scratch)
        var bytes = try Data(contentsOf: folder.appendingPathComponent("model.bin"))
        let spec = Data("WhisperSpec".utf8)
        bytes.replaceSubrange(bytes.range(of: spec)!, with: Data("MarianSpec!".utf8))
        try bytes.write(to: folder.appendingPathComponent("model.bin"))
        try expectRefusal(folder: folder) { if case .notWhisperModel = $0 { true } else { false } }
    }

    @Test("a truncated model.bin")
    func truncated() throws {
        let scratch = Fixtures.temporaryDirectory()
        var model = SyntheticWhisper()
        let folder = try model.write(in: scratch)
        let bytes = try Data(contentsOf: folder.appendingPathComponent("model.bin"))
        try bytes.prefix(bytes.count / 2).write(to: folder.appendingPathComponent("model.bin"))
        try expectRefusal(folder: folder) { $0 == .truncated(path: folder.appendingPathComponent("model.bin").path) }
    }

    @Test("a variable no Whisper model has")
    func unknownVariable() throws {
        let scratch = Fixtures.temporaryDirectory()
        var model = SyntheticWhisper()
        model.extra = [("decoder/adapter/weight", 4, [4, 4])]
        let folder = try model.write(in: scratch)
        try expectRefusal(folder: folder) { $0 == .unknownVariables(["decoder/adapter/weight"]) }
    }

    @Test("int8 weights and unknown type codes are unsupported number types")
    func unsupportedTypes() throws {
        let scratch = Fixtures.temporaryDirectory()
        var int8 = SyntheticWhisper()
        int8.extra = [("decoder/other", 9, [2])]
        let unknownCode = try int8.write(in: scratch, name: "code9")
        try expectRefusal(folder: unknownCode) {
            if case .unsupportedDataType(variable: "decoder/other", _) = $0 { true } else { false }
        }
        var quantized = SyntheticWhisper(weightType: 1)
        let folder = try quantized.write(in: scratch, name: "int8")
        try expectRefusal(folder: folder) { if case .unsupportedDataType(_, type: "int8") = $0 { true } else { false } }
    }

    @Test("a vocabulary that does not fit the embedding")
    func vocabularyMismatch() throws {
        let scratch = Fixtures.temporaryDirectory()
        var model = SyntheticWhisper()
        let folder = try model.write(in: scratch)
        let text = model.vocabularyText().split(separator: "\n").dropLast().joined(separator: "\n")
        try Data(text.utf8).write(to: folder.appendingPathComponent("vocabulary.txt"))
        try expectRefusal(folder: folder) { if case .badVocabulary = $0 { true } else { false } }
    }

    /// Converting `folder` throws an error `matches` accepts, and the output folder stays empty.
    private func expectRefusal(folder: URL, _ matches: (ConversionError) -> Bool) throws {
        let output = Fixtures.temporaryDirectory().appendingPathComponent("out")
        #expect {
            try CTranslate2Converter.convert(folder: folder, to: output.appendingPathComponent("ggml-x.bin"))
        } throws: { error in
            guard let error = error as? ConversionError else { return false }
            return matches(error) && !error.description.isEmpty
        }
        let left = (try? FileManager.default.contentsOfDirectory(atPath: output.path)) ?? []
        #expect(left.isEmpty, "left behind: \(left)")
    }
}
