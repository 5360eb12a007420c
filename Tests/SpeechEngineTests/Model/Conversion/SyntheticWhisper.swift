import Foundation

/// Small CTranslate2 Whisper models with random weights, written by the tests in the shapes the two
/// real models lack: 128 mel bands, the 51866-token vocabulary, float32, 32 layers, 2 decoder layers.
struct SyntheticWhisper {
    var width = 64
    var heads = 4
    var encoderLayers = 2
    var decoderLayers = 2
    var melBands = 80
    var vocabulary = 51_864
    /// CTranslate2's code for the weights' type: 4 float16, 0 float32.
    var weightType: UInt8 = 4
    /// Extra variables appended as they are (name, type code, shape), for the error cases.
    var extra: [(String, UInt8, [Int])] = []

    private var variables: [(name: String, type: UInt8, shape: [Int], data: Data)] = []
    private var random = SeededRandom(seed: 7)

    init(width: Int = 64, heads: Int = 4, encoderLayers: Int = 2, decoderLayers: Int = 2, melBands: Int = 80,
         vocabulary: Int = 51_864, weightType: UInt8 = 4) {
        (self.width, self.heads, self.encoderLayers, self.decoderLayers) = (width, heads, encoderLayers, decoderLayers)
        (self.melBands, self.vocabulary, self.weightType) = (melBands, vocabulary, weightType)
    }

    /// Writes `model.bin` and `vocabulary.txt` into a new folder inside `parent`.
    mutating func write(in parent: URL, name: String = "ct2") throws -> URL {
        let folder = parent.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try modelBinary().write(to: folder.appendingPathComponent("model.bin"))
        try Data(vocabularyText().utf8).write(to: folder.appendingPathComponent("vocabulary.txt"))
        return folder
    }

    /// Text tokens up to `<|endoftext|>` (50256 of them for English-only, 50257 for multilingual), then
    /// special tokens to the vocabulary's size, one a line.
    func vocabularyText() -> String {
        let textTokens = vocabulary >= 51_865 ? 50_257 : 50_256
        let text = (0..<textTokens).map { "t\($0)" }
        let special = ["<|endoftext|>"] + (textTokens + 1..<vocabulary).map { "<|s\($0)|>" }
        return (text + special).joined(separator: "\n") + "\n"
    }

    mutating func modelBinary() -> Data {
        variables = []
        for (name, value) in [("decoder/activation", 3), ("decoder/alibi", 0), ("decoder/pre_norm", 1),
                              ("decoder/scale_embeddings", 0), ("decoder/start_from_zero_embedding", 0)] {
            add(name, type: 1, shape: [], data: Data([UInt8(value)]))
        }
        add("encoder/num_heads", type: 3, shape: [], data: Self.int32(heads))
        add("decoder/num_heads", type: 3, shape: [], data: Self.int32(heads))
        weights("encoder/conv1/weight", [width, melBands, 3])
        weights("encoder/conv1/bias", [width])
        weights("encoder/conv2/weight", [width, width, 3])
        weights("encoder/conv2/bias", [width])
        weights("encoder/position_encodings/encodings", [1500, width])
        weights("decoder/position_encodings/encodings", [448, width])
        weights("decoder/embeddings/weight", [vocabulary, width])
        norm("encoder/layer_norm")
        norm("decoder/layer_norm")
        for layer in 0..<encoderLayers { block("encoder/layer_\(layer)", cross: false) }
        for layer in 0..<decoderLayers { block("decoder/layer_\(layer)", cross: true) }
        for (name, type, shape) in extra {
            add(name, type: type, shape: shape, data: Data(count: shape.reduce(1, *) * Self.size(type)))
        }
        var out = Self.int32(6) + Self.string("WhisperSpec") + Self.int32(3) + Self.int32(variables.count)
        for variable in variables {
            out += Self.string(variable.name) + Data([UInt8(variable.shape.count)])
            for dimension in variable.shape { out += Self.int32(dimension) }
            out += Data([variable.type]) + Self.int32(variable.data.count) + variable.data
        }
        out += Self.int32(1) + Self.string("decoder/projection/weight") + Self.string("decoder/embeddings/weight")
        return out
    }

    private mutating func block(_ prefix: String, cross: Bool) {
        fused("\(prefix)/self_attention/linear_0", parts: 3, zeroPart: 1)
        linear("\(prefix)/self_attention/linear_1", [width, width])
        norm("\(prefix)/self_attention/layer_norm")
        if cross {
            linear("\(prefix)/attention/linear_0", [width, width])
            fused("\(prefix)/attention/linear_1", parts: 2, zeroPart: 0)
            linear("\(prefix)/attention/linear_2", [width, width])
            norm("\(prefix)/attention/layer_norm")
        }
        linear("\(prefix)/ffn/linear_0", [4 * width, width])
        linear("\(prefix)/ffn/linear_1", [width, 4 * width])
        norm("\(prefix)/ffn/layer_norm")
    }

    private mutating func fused(_ name: String, parts: Int, zeroPart: Int) {
        weights("\(name)/weight", [parts * width, width])
        let values = (0..<parts * width).map { $0 / width == zeroPart ? 0 : random.weight() }
        add("\(name)/bias", type: weightType, shape: [parts * width], data: encode(values))
    }

    private mutating func linear(_ name: String, _ shape: [Int]) {
        weights("\(name)/weight", shape)
        weights("\(name)/bias", [shape[0]])
    }

    private mutating func norm(_ name: String) {
        weights("\(name)/gamma", [width])
        weights("\(name)/beta", [width])
    }

    private mutating func weights(_ name: String, _ shape: [Int]) {
        let count = shape.reduce(1, *)
        // Written straight into the bytes: the embedding alone is millions of weights, and mapping them
        // through arrays in a debug build kept both of the test runner's threads busy for seconds.
        var data = Data(count: count * Self.size(weightType))
        data.withUnsafeMutableBytes { bytes in
            switch weightType {
            case 0:
                let floats = bytes.bindMemory(to: Float.self)
                for index in 0..<count { floats[index] = random.weight() }
            case 1:
                for index in 0..<count { bytes[index] = Self.int8(random.weight()) }
            default:
                let halves = bytes.bindMemory(to: Float16.self)
                for index in 0..<count { halves[index] = Float16(random.weight()) }
            }
        }
        add(name, type: weightType, shape: shape, data: data)
    }

    private func encode(_ values: [Float]) -> Data {
        switch weightType {
        case 0: values.withUnsafeBytes { Data($0) }
        case 1: Data(values.map(Self.int8))
        default: values.map { Float16($0) }.withUnsafeBytes { Data($0) }
        }
    }

    private static func int8(_ value: Float) -> UInt8 { UInt8(bitPattern: Int8((value * 1000).rounded())) }

    private mutating func add(_ name: String, type: UInt8, shape: [Int], data: Data) {
        variables.append((name, type, shape, data))
    }

    private static func size(_ type: UInt8) -> Int { [4, 1, 2, 4, 2, 2][Int(min(type, 5))] }

    private static func int32(_ value: Int) -> Data {
        withUnsafeBytes(of: UInt32(value).littleEndian) { Data($0) }
    }

    private static func string(_ text: String) -> Data {
        let bytes = Data(text.utf8) + Data([0])
        return withUnsafeBytes(of: UInt16(bytes.count).littleEndian) { Data($0) } + bytes
    }
}

/// A small deterministic generator, so a synthetic model is the same bytes in every run.
struct SeededRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    /// A weight in [-0.05, 0.05): small enough that random layers neither overflow nor vanish.
    mutating func weight() -> Float {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Float(state >> 40) / Float(1 << 24) * 0.1 - 0.05
    }
}
