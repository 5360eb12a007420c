import Foundation

/// The header of a whisper.cpp model file, checked from end to end without loading any weights.
///
/// whisper.cpp aborts the process on some malformed files, so every file is read through this
/// first: magic, hyperparameters in the ranges real models use, the vocabulary, and every tensor's
/// name, type and shape against what the hyperparameters imply, and the file's length to the byte.
public struct ModelFile: Sendable, Equatable {
    /// whisper.cpp's hyperparameters, in file order.
    public struct Hyperparameters: Sendable, Equatable {
        public var vocabularySize: Int32
        public var audioContext: Int32
        public var audioState: Int32
        public var audioHeads: Int32
        public var audioLayers: Int32
        public var textContext: Int32
        public var textState: Int32
        public var textHeads: Int32
        public var textLayers: Int32
        public var melBands: Int32
        public var fileType: Int32
    }

    static let magic: UInt32 = 0x6767_6d6c

    /// The file's hyperparameters.
    public var hyperparameters: Hyperparameters
    /// The number of tokens in the file's vocabulary.
    public var vocabularyCount: Int
    /// The number of tensors in the file.
    public var tensorCount: Int

    /// Whether the model transcribes languages other than English (its vocabulary has language tokens).
    public var isMultilingual: Bool { hyperparameters.vocabularySize >= 51865 }

    /// Reads and checks the file at `path`.
    public init(validating path: String) throws(ModelFileError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .notFound(path: path)
        }
        if isDirectory.boolValue { throw .unreadable(path: path, reason: "it is a directory") }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw .unreadable(path: path, reason: "permission denied or not a regular file")
        }
        defer { try? handle.close() }
        var reader = try ModelFileReader(handle: handle, path: path)
        try self.init(reader: &reader)
    }

    /// Checks a whole model file held in memory, naming it `name` in errors. The fuzzer and the
    /// corpus tests feed bytes this way, through the same checks as a file on disk.
    package init(data: Data, name: String) throws(ModelFileError) {
        var reader = ModelFileReader(data: data, path: name)
        try self.init(reader: &reader)
    }

    init(reader: inout ModelFileReader) throws(ModelFileError) {
        let path = reader.path
        let found = UInt32(bitPattern: try reader.int32())
        guard found == Self.magic else { throw .badMagic(path: path, found: found) }
        var values: [Int32] = []
        for _ in 0..<11 { values.append(try reader.int32()) }
        let hp = Hyperparameters(
            vocabularySize: values[0], audioContext: values[1], audioState: values[2], audioHeads: values[3],
            audioLayers: values[4], textContext: values[5], textState: values[6], textHeads: values[7],
            textLayers: values[8], melBands: values[9], fileType: values[10])
        try Self.check(hp, path: path)
        hyperparameters = hp

        let filterBands = try reader.int32()
        let filterBins = try reader.int32()
        guard filterBands == hp.melBands, (1...4096).contains(filterBins) else {
            throw .badHyperparameter(path: path, name: "mel filter size", value: filterBands)
        }
        try reader.skip(Int(filterBands) * Int(filterBins) * 4)

        let count = try reader.int32()
        guard count > 0, count <= hp.vocabularySize else {
            throw .badVocabulary(path: path, reason: "\(count) tokens for a model of \(hp.vocabularySize)")
        }
        for index in 0..<Int(count) {
            let length = try reader.int32()
            guard (0...256).contains(length) else {
                throw .badVocabulary(path: path, reason: "token \(index) claims \(length) bytes")
            }
            try reader.skip(Int(length))
        }
        vocabularyCount = Int(count)

        var expected = TensorLayout.expected(for: hp)
        var seen = 0
        while !reader.atEnd {
            // Whatever follows the last tensor is not a tensor header, and reading it as one would
            // name a made-up fault.
            guard !expected.isEmpty else { throw .trailingBytes(path: path, count: reader.remaining) }
            let tensor = try TensorHeader(reader: &reader)
            guard let shape = expected.removeValue(forKey: tensor.name) else {
                throw .badTensor(path: path, name: tensor.name, reason: "not part of this model, or listed twice")
            }
            guard tensor.shape == shape else {
                throw .badTensor(path: path, name: tensor.name,
                                 reason: "shape \(tensor.shape) where the header implies \(shape)")
            }
            try reader.skip(try tensor.byteCount(path: path))
            seen += 1
        }
        guard expected.isEmpty else { throw .missingTensors(path: path, names: expected.keys.sorted()) }
        tensorCount = seen
    }

    private static func check(_ hp: Hyperparameters, path: String) throws(ModelFileError) {
        let checks: [(String, Int32, ClosedRange<Int32>)] = [
            ("n_vocab", hp.vocabularySize, 51_000...52_000),
            ("n_audio_ctx", hp.audioContext, 1...1500),
            ("n_audio_state", hp.audioState, 64...4096),
            ("n_audio_head", hp.audioHeads, 1...64),
            ("n_audio_layer", hp.audioLayers, 1...64),
            ("n_text_ctx", hp.textContext, 1...448),
            ("n_text_state", hp.textState, 64...4096),
            ("n_text_head", hp.textHeads, 1...64),
            ("n_text_layer", hp.textLayers, 1...64),
            ("n_mels", hp.melBands, 80...128),
        ]
        for (name, value, range) in checks where !range.contains(value) {
            throw .badHyperparameter(path: path, name: name, value: value)
        }
        guard hp.audioState % hp.audioHeads == 0 else {
            throw .badHyperparameter(path: path, name: "n_audio_head", value: hp.audioHeads)
        }
        guard hp.textState % hp.textHeads == 0 else {
            throw .badHyperparameter(path: path, name: "n_text_head", value: hp.textHeads)
        }
        // ftype carries ggml's quantisation version in its thousands; versions 0 to 2 exist.
        guard TensorHeader.knownFileTypes.contains(hp.fileType % 1000), (0...2_999).contains(hp.fileType) else {
            throw .badHyperparameter(path: path, name: "ftype", value: hp.fileType)
        }
    }
}
