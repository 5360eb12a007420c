import Foundation
import Testing
import TestSupport
@testable import SpeechEngine

@Suite("Converting CTranslate2 Whisper models", .ownThread)
struct CTranslate2ConverterTests {
    @Test("a large-v3 shape (128 mel bands, 51866 tokens, 32/32 layers, float32) converts to a file the model checker accepts")
    func largeV3Shape() throws {
        var model = SyntheticWhisper(width: 64, heads: 2, encoderLayers: 32, decoderLayers: 32, melBands: 128,
                                     vocabulary: 51_866, weightType: 0)
        let hp = try convertAndCheck(&model)
        #expect(hp.melBands == 128 && hp.vocabularySize == 51_866 && hp.fileType == 0)
        #expect(hp.audioLayers == 32 && hp.textLayers == 32 && hp.audioHeads == 2)
    }

    @Test("a distil shape (2 decoder layers, float16, English-only) converts to a file the model checker accepts")
    func distilShape() throws {
        var model = SyntheticWhisper(width: 64, heads: 4, encoderLayers: 4, decoderLayers: 2)
        let hp = try convertAndCheck(&model)
        #expect(hp.melBands == 80 && hp.vocabularySize == 51_864 && hp.fileType == 1)
        #expect(hp.audioLayers == 4 && hp.textLayers == 2)
    }

    @Test("converting the same folder twice gives the same bytes")
    func deterministic() throws {
        let scratch = Fixtures.temporaryDirectory()
        var model = SyntheticWhisper()
        let folder = try model.write(in: scratch)
        let first = scratch.appendingPathComponent("a.bin"), second = scratch.appendingPathComponent("b.bin")
        try CTranslate2Converter.convert(folder: folder, to: first)
        try CTranslate2Converter.convert(folder: folder, to: second)
        #expect(try Data(contentsOf: first) == Data(contentsOf: second))
    }

    @Test("the 80-band filters are Whisper's own, bit for bit")
    func melFiltersMatchWhisper() throws {
        // sha256 of the float32 filters in whisper.cpp's models/for-tests-ggml-base.bin (librosa's).
        let filters = MelFilterBank.filters(bands: 80)
        let file = Fixtures.temporaryDirectory().appendingPathComponent("filters")
        try filters.withUnsafeBytes { Data($0) }.write(to: file)
        #expect(try FileDigest.sha256(of: file) == "85818f156f7e189453901a515e4726d270d307f976e161cf9403e8caab405498")
        #expect(MelFilterBank.filters(bands: 128).count == 128 * 201)
        #expect(MelFilterBank.filters(bands: 128).allSatisfy { $0 >= 0 && $0.isFinite })
    }

    /// Converts `model` and checks the file with ``ModelFile``: every tensor's name and shape for
    /// these dimensions, and the file's length. (whisper.cpp itself decodes only the real models in
    /// these tests: on these small random-weight shapes it stops on an assertion of ggml's.)
    private func convertAndCheck(_ model: inout SyntheticWhisper) throws -> ModelFile.Hyperparameters {
        let scratch = Fixtures.temporaryDirectory()
        let folder = try model.write(in: scratch)
        let output = scratch.appendingPathComponent("ggml-synthetic.bin")
        let written = try CTranslate2Converter.convert(folder: folder, to: output)
        let file = try ModelFile(validating: output.path)
        #expect(file.hyperparameters == written)
        return written
    }
}
