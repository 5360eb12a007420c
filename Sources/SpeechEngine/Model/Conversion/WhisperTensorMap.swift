/// CTranslate2's Whisper variables under the names whisper.cpp loads, in OpenAI's order.
///
/// Every dimension comes from the variables themselves (layers are counted, widths and mel bands
/// read from shapes), so any Whisper size converts; a variable left unused is an error rather than
/// a weight silently dropped.
struct WhisperTensorMap {
    /// One output tensor: a whole CTranslate2 variable, or one row block of a fused projection.
    struct Tensor {
        var name: String
        var shape: [Int]
        var type: CTranslate2File.DataType
        var bytes: Range<Int>
    }

    /// whisper.cpp's hyperparameters, in file order, except the file type, which the writer decides.
    var vocabularySize = 0, audioContext = 0, audioState = 0, audioHeads = 0, audioLayers = 0
    var textContext = 0, textState = 0, textHeads = 0, textLayers = 0, melBands = 0
    var tensors: [Tensor] = []

    /// CTranslate2 settings that must hold for the weights to mean what OpenAI's Whisper means.
    private static let settings: [String: Double] = [
        "decoder/activation": 3,  // GELU
        "decoder/alibi": 0,
        "decoder/pre_norm": 1,
        "decoder/scale_embeddings": 0,
        "decoder/start_from_zero_embedding": 0,
    ]
    /// Variables whisper.cpp has no use for (CTranslate2 uses them for word timestamps).
    private static let ignored: Set<String> = ["decoder/alignment_heads", "decoder/alignment_layer"]

    private let file: CTranslate2File
    private let path: String
    private var unused: Set<String>

    init(_ file: CTranslate2File, path: String) throws(ConversionError) {
        self.file = file
        self.path = path
        unused = Set(file.variables.keys).subtracting(Self.ignored)
        for (name, expected) in Self.settings.sorted(by: { $0.key < $1.key }) {
            let value = try scalar(name)
            guard value == expected else {
                throw .malformed(path: path, reason: "\(name) is \(value), where Whisper has \(expected)")
            }
        }
        try mapEncoder()
        try mapDecoder()
        audioHeads = try Int(scalar("encoder/num_heads"))
        textHeads = try Int(scalar("decoder/num_heads"))
        guard unused.isEmpty else { throw .unknownVariables(unused.sorted()) }
        try checkShapes()
    }

    private mutating func mapEncoder() throws(ConversionError) {
        try whole("encoder.positional_embedding", "encoder/position_encodings/encodings")
        try linear("encoder.conv1", "encoder/conv1")
        try linear("encoder.conv2", "encoder/conv2")
        audioLayers = layers("encoder")
        for layer in 0..<audioLayers {
            let source = "encoder/layer_\(layer)", target = "encoder.blocks.\(layer)"
            try selfAttention(source, target)
            try feedForward(source, target)
        }
        try norm("encoder.ln_post", "encoder/layer_norm")
    }

    private mutating func mapDecoder() throws(ConversionError) {
        try whole("decoder.positional_embedding", "decoder/position_encodings/encodings")
        let embedding = try take("decoder/embeddings/weight")
        tensors.append(Tensor(name: "decoder.token_embedding.weight", shape: embedding.shape,
                              type: embedding.type, bytes: embedding.bytes))
        // Whisper ties the output projection to the token embedding, and whisper.cpp does too.
        if file.variables["decoder/projection/weight"] != nil {
            let projection = try take("decoder/projection/weight")
            guard file.data[projection.bytes] == file.data[embedding.bytes] else {
                throw .malformed(path: path, reason: "decoder/projection/weight differs from the token embedding")
            }
        }
        textLayers = layers("decoder")
        for layer in 0..<textLayers {
            let source = "decoder/layer_\(layer)", target = "decoder.blocks.\(layer)"
            try selfAttention(source, target)
            try linear("\(target).cross_attn.query", "\(source)/attention/linear_0")
            try fused(["\(target).cross_attn.key", "\(target).cross_attn.value"], "\(source)/attention/linear_1",
                      biasless: 0)
            try linear("\(target).cross_attn.out", "\(source)/attention/linear_2")
            try norm("\(target).cross_attn_ln", "\(source)/attention/layer_norm")
            try feedForward(source, target)
        }
        try norm("decoder.ln", "decoder/layer_norm")
    }

    private mutating func selfAttention(_ source: String, _ target: String) throws(ConversionError) {
        try fused(["\(target).attn.query", "\(target).attn.key", "\(target).attn.value"],
                  "\(source)/self_attention/linear_0", biasless: 1)
        try linear("\(target).attn.out", "\(source)/self_attention/linear_1")
        try norm("\(target).attn_ln", "\(source)/self_attention/layer_norm")
    }

    private mutating func feedForward(_ source: String, _ target: String) throws(ConversionError) {
        try linear("\(target).mlp.0", "\(source)/ffn/linear_0")
        try linear("\(target).mlp.2", "\(source)/ffn/linear_1")
        try norm("\(target).mlp_ln", "\(source)/ffn/layer_norm")
    }

    private mutating func whole(_ target: String, _ source: String) throws(ConversionError) {
        let variable = try take(source)
        tensors.append(Tensor(name: target, shape: variable.shape, type: variable.type, bytes: variable.bytes))
    }

    private mutating func linear(_ target: String, _ source: String) throws(ConversionError) {
        try whole("\(target).weight", "\(source)/weight")
        try whole("\(target).bias", "\(source)/bias")
    }

    private mutating func norm(_ target: String, _ source: String) throws(ConversionError) {
        try whole("\(target).weight", "\(source)/gamma")
        try whole("\(target).bias", "\(source)/beta")
    }

    /// Splits a fused projection into equal row blocks. Block `biasless` is a key projection, which
    /// has no bias in Whisper: its part of the fused bias must be all zeros, and is dropped.
    private mutating func fused(_ targets: [String], _ source: String, biasless: Int) throws(ConversionError) {
        let weight = try take("\(source)/weight"), bias = try take("\(source)/bias")
        let parts = targets.count
        guard weight.shape.count == 2, weight.shape[0] % parts == 0, bias.shape == [weight.shape[0]] else {
            throw .malformed(path: path, reason: "\(source) can't be split into \(parts) projections: \(weight.shape), \(bias.shape)")
        }
        let rows = weight.shape[0] / parts
        let weightBlock = weight.bytes.count / parts, biasBlock = bias.bytes.count / parts
        for (index, target) in targets.enumerated() {
            let weightStart = weight.bytes.lowerBound + index * weightBlock
            tensors.append(Tensor(name: "\(target).weight", shape: [rows, weight.shape[1]], type: weight.type,
                                  bytes: weightStart..<weightStart + weightBlock))
            let biasStart = bias.bytes.lowerBound + index * biasBlock
            let biasBytes = biasStart..<biasStart + biasBlock
            if index == biasless {
                guard isZero(biasBytes, type: bias.type) else {
                    throw .malformed(path: path, reason: "\(source): the key projection has a bias, which Whisper never has")
                }
            } else {
                tensors.append(Tensor(name: "\(target).bias", shape: [rows], type: bias.type, bytes: biasBytes))
            }
        }
    }

    /// Whether every number in `bytes` is zero (either sign).
    private func isZero(_ bytes: Range<Int>, type: CTranslate2File.DataType) -> Bool {
        let data = file.data[bytes]
        switch type {
        case .float16, .bfloat16:
            return stride(from: bytes.lowerBound, to: bytes.upperBound, by: 2).allSatisfy {
                data[$0] == 0 && data[$0 + 1] & 0x7F == 0
            }
        case .float32:
            return stride(from: bytes.lowerBound, to: bytes.upperBound, by: 4).allSatisfy {
                data[$0] == 0 && data[$0 + 1] == 0 && data[$0 + 2] == 0 && data[$0 + 3] & 0x7F == 0
            }
        default:
            return data.allSatisfy { $0 == 0 }
        }
    }

    private mutating func take(_ name: String) throws(ConversionError) -> CTranslate2File.Variable {
        guard let variable = file.variables[name] else {
            throw .malformed(path: path, reason: "it has no variable \(name)")
        }
        unused.remove(name)
        return variable
    }

    private mutating func scalar(_ name: String) throws(ConversionError) -> Double {
        let variable = try take(name)
        guard let value = file.scalar(variable) else {
            throw .malformed(path: path, reason: "\(name) should be a single number, has shape \(variable.shape)")
        }
        return value
    }

    private func layers(_ prefix: String) -> Int {
        var count = 0
        while file.variables.keys.contains(where: { $0.hasPrefix("\(prefix)/layer_\(count)/") }) { count += 1 }
        return count
    }

    private mutating func checkShapes() throws(ConversionError) {
        let shapes = Dictionary(tensors.map { ($0.name, $0.shape) }) { first, _ in first }
        guard let audio = shapes["encoder.positional_embedding"], audio.count == 2,
              let text = shapes["decoder.positional_embedding"], text.count == 2,
              let embedding = shapes["decoder.token_embedding.weight"], embedding.count == 2,
              let conv1 = shapes["encoder.conv1.weight"], conv1.count == 3,
              let conv2 = shapes["encoder.conv2.weight"], conv2.count == 3 else {
            throw .malformed(path: path, reason: "the embeddings or convolutions have the wrong number of dimensions")
        }
        (audioContext, audioState, textContext, textState) = (audio[0], audio[1], text[0], text[1])
        (vocabularySize, melBands) = (embedding[0], conv1[1])
        guard embedding[1] == textState, conv1[0] == audioState, conv2[0] == audioState, conv2[1] == audioState else {
            throw .malformed(path: path, reason: "the tensors disagree about the model's width")
        }
        guard audioHeads > 0, textHeads > 0, audioState % audioHeads == 0, textState % textHeads == 0 else {
            throw .malformed(path: path, reason: "the number of attention heads does not divide the model's width")
        }
    }
}
