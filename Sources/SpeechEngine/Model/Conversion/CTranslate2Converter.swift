import Foundation

/// Converts a Whisper model in CTranslate2 (faster-whisper) format into a whisper.cpp model file.
///
/// The one converter: `scripts/setup` makes tiny.en and base through it (`dictate models convert`)
/// and `dictate models import` uses it for any folder a user brings, so both give the same bytes.
/// It is lossless (float16 and float32 weights are copied, never re-quantised) and deterministic.
public enum CTranslate2Converter {
    /// Whether `folder` looks like a CTranslate2 model: it has a `model.bin`.
    public static func isModelFolder(_ folder: URL) -> Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent("model.bin").path)
    }

    /// Converts the model in `folder` into a whisper.cpp file at `destination`.
    ///
    /// The file appears whole or not at all: it is written beside `destination` under a temporary
    /// name and renamed over it only once complete. Returns the hyperparameters written.
    @discardableResult
    public static func convert(folder: URL, to destination: URL) throws(ConversionError) -> ModelFile.Hyperparameters {
        let modelPath = folder.appendingPathComponent("model.bin").path
        guard isModelFolder(folder) else {
            throw .notWhisperModel(folder: folder.path, reason: "it has no model.bin")
        }
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: modelPath), options: .alwaysMapped) } catch {
            throw .io(path: modelPath, reason: "can't be read (\(error.localizedDescription))")
        }
        let file = try CTranslate2File(data: data, path: modelPath)
        guard file.spec == "WhisperSpec" else {
            throw .notWhisperModel(folder: folder.path, reason: "model.bin holds a \(file.spec), not a WhisperSpec")
        }
        guard let vocabulary = try WhisperVocabulary(folder: folder) else {
            throw .notWhisperModel(folder: folder.path,
                                   reason: "it has no vocabulary (\(WhisperVocabulary.fileNames.joined(separator: ", ")))")
        }
        let map = try WhisperTensorMap(file, path: modelPath)
        let count = vocabulary.tokens.count
        guard count == map.vocabularySize || (!vocabulary.isComplete && count < map.vocabularySize) else {
            throw .badVocabulary(reason: "it has \(count) tokens, the model's embedding \(map.vocabularySize)")
        }
        let writer = GGMLWriter(map: map, vocabulary: try vocabulary.ggmlTokens(), source: data)
        let fileType = try writer.fileType(path: modelPath)
        try AtomicFile.write(to: destination) { handle in try writer.write(to: handle, fileType: fileType) }
        return ModelFile.Hyperparameters(
            vocabularySize: Int32(map.vocabularySize), audioContext: Int32(map.audioContext),
            audioState: Int32(map.audioState), audioHeads: Int32(map.audioHeads), audioLayers: Int32(map.audioLayers),
            textContext: Int32(map.textContext), textState: Int32(map.textState), textHeads: Int32(map.textHeads),
            textLayers: Int32(map.textLayers), melBands: Int32(map.melBands), fileType: fileType)
    }
}
