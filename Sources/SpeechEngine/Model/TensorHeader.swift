/// One tensor's header in a whisper.cpp model file.
struct TensorHeader {
    var name: String
    /// The shape in PyTorch order (outermost first); the file stores it innermost first.
    var shape: [Int]
    var type: Int32

    /// Element types whisper.cpp model files use: (elements per block, bytes per block).
    private static let types: [Int32: (block: Int, bytes: Int)] = [
        0: (1, 4),    // f32
        1: (1, 2),    // f16
        2: (32, 18),  // q4_0
        3: (32, 20),  // q4_1
        6: (32, 22),  // q5_0
        7: (32, 24),  // q5_1
        8: (32, 34),  // q8_0
    ]

    /// The file types (`ftype`) whose tensors use only the element types above.
    static let knownFileTypes: Set<Int32> = [0, 1, 2, 3, 7, 8, 9]

    init(reader: inout ModelFileReader) throws(ModelFileError) {
        let path = reader.path
        let dimensions = try reader.int32()
        let nameLength = try reader.int32()
        type = try reader.int32()
        guard (1...4).contains(dimensions) else {
            throw .badTensor(path: path, name: "#?", reason: "\(dimensions) dimensions")
        }
        guard (1...256).contains(nameLength) else {
            throw .badTensor(path: path, name: "#?", reason: "a name of \(nameLength) bytes")
        }
        var innermostFirst: [Int] = []
        for _ in 0..<dimensions { innermostFirst.append(Int(try reader.int32())) }
        name = try reader.string(length: Int(nameLength))
        shape = innermostFirst.reversed()
        guard shape.allSatisfy({ (1...1 << 24).contains($0) }) else {
            throw .badTensor(path: path, name: name, reason: "dimensions \(shape)")
        }
    }

    func byteCount(path: String) throws(ModelFileError) -> Int {
        guard let layout = Self.types[type] else {
            throw .badTensor(path: path, name: name, reason: "unsupported element type \(type)")
        }
        let elements = shape.reduce(1, *)
        guard shape.last! % layout.block == 0 else {
            throw .badTensor(path: path, name: name, reason: "rows not a whole number of blocks")
        }
        return elements / layout.block * layout.bytes
    }
}

/// The tensors a whisper model has, by name, with the shape its hyperparameters imply.
enum TensorLayout {
    static func expected(for hp: ModelFile.Hyperparameters) -> [String: [Int]] {
        let audio = Int(hp.audioState), text = Int(hp.textState)
        var tensors: [String: [Int]] = [
            "encoder.positional_embedding": [Int(hp.audioContext), audio],
            "encoder.conv1.weight": [audio, Int(hp.melBands), 3],
            "encoder.conv1.bias": [audio, 1],
            "encoder.conv2.weight": [audio, audio, 3],
            "encoder.conv2.bias": [audio, 1],
            "encoder.ln_post.weight": [audio],
            "encoder.ln_post.bias": [audio],
            "decoder.positional_embedding": [Int(hp.textContext), text],
            "decoder.token_embedding.weight": [Int(hp.vocabularySize), text],
            "decoder.ln.weight": [text],
            "decoder.ln.bias": [text],
        ]
        for layer in 0..<Int(hp.audioLayers) {
            tensors.merge(block("encoder.blocks.\(layer)", width: audio, cross: false)) { $1 }
        }
        for layer in 0..<Int(hp.textLayers) {
            tensors.merge(block("decoder.blocks.\(layer)", width: text, cross: true)) { $1 }
        }
        return tensors
    }

    private static func block(_ prefix: String, width: Int, cross: Bool) -> [String: [Int]] {
        var tensors: [String: [Int]] = [
            "\(prefix).mlp_ln.weight": [width], "\(prefix).mlp_ln.bias": [width],
            "\(prefix).mlp.0.weight": [4 * width, width], "\(prefix).mlp.0.bias": [4 * width],
            "\(prefix).mlp.2.weight": [width, 4 * width], "\(prefix).mlp.2.bias": [width],
        ]
        for attention in cross ? ["attn", "cross_attn"] : ["attn"] {
            let name = "\(prefix).\(attention)"
            tensors["\(prefix).\(attention)_ln.weight"] = [width]
            tensors["\(prefix).\(attention)_ln.bias"] = [width]
            for projection in ["query", "key", "value", "out"] {
                tensors["\(name).\(projection).weight"] = [width, width]
                // Whisper's key projection has no bias.
                if projection != "key" { tensors["\(name).\(projection).bias"] = [width] }
            }
        }
        return tensors
    }
}
