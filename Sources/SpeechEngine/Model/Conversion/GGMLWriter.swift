import Foundation

/// Writes a whisper.cpp model file: header, mel filters, vocabulary, then every tensor.
///
/// whisper.cpp reads one-dimensional tensors, the convolution biases and both positional
/// embeddings as float32 (the biases as [n, 1]) and every other tensor in the file type's
/// precision, so float16 weights are copied as they are (lossless) and float32 weights make a
/// float32 file; nothing is ever re-quantised.
struct GGMLWriter {
    private static let magic: Int32 = 0x6767_6D6C

    let map: WhisperTensorMap
    let vocabulary: [[UInt8]]
    let source: Data

    /// whisper.cpp's file type: 1 when the weights are float16, 0 when they are float32.
    func fileType(path: String) throws(ConversionError) -> Int32 {
        let weightTypes = Set(map.tensors.filter { !Self.isFloat32(in: $0) }.map(\.type))
        for tensor in map.tensors where tensor.type != .float16 && tensor.type != .float32 {
            throw .unsupportedDataType(variable: tensor.name, type: tensor.type.name)
        }
        switch weightTypes {
        case [.float16], []: return 1
        case [.float32]: return 0
        default: throw .malformed(path: path, reason: "it mixes float16 and float32 weights")
        }
    }

    /// Writes the file to `handle`, in one pass.
    func write(to handle: FileHandle, fileType: Int32) throws {
        let header = [Self.magic] + [map.vocabularySize, map.audioContext, map.audioState, map.audioHeads,
                                     map.audioLayers, map.textContext, map.textState, map.textHeads,
                                     map.textLayers, map.melBands].map { Int32($0) } + [fileType]
        var buffer = Data()
        Self.append(header, to: &buffer)
        let filters = MelFilterBank.filters(bands: map.melBands)
        Self.append([Int32(map.melBands), Int32(MelFilterBank.fftSize / 2 + 1)], to: &buffer)
        filters.withUnsafeBytes { buffer.append(contentsOf: $0) }
        Self.append([Int32(vocabulary.count)], to: &buffer)
        for token in vocabulary {
            Self.append([Int32(token.count)], to: &buffer)
            buffer.append(contentsOf: token)
        }
        try handle.write(contentsOf: buffer)
        for tensor in map.tensors {
            let float32 = Self.isFloat32(in: tensor)
            var shape = tensor.shape
            if tensor.name == "encoder.conv1.bias" || tensor.name == "encoder.conv2.bias" { shape.append(1) }
            let name = Array(tensor.name.utf8)
            var head = Data()
            Self.append([Int32(shape.count), Int32(name.count), float32 || fileType == 0 ? 0 : 1]
                        + shape.reversed().map { Int32($0) }, to: &head)
            head.append(contentsOf: name)
            try handle.write(contentsOf: head)
            let bytes = source[tensor.bytes]
            if float32 && tensor.type == .float16 {
                try handle.write(contentsOf: Self.widened(bytes))
            } else {
                try handle.write(contentsOf: bytes)
            }
        }
    }

    /// Whether whisper.cpp wants this tensor as float32 whatever the file type.
    private static func isFloat32(in tensor: WhisperTensorMap.Tensor) -> Bool {
        tensor.shape.count == 1 || tensor.name.hasSuffix("positional_embedding")
    }

    /// float16 little-endian values as float32 little-endian values (exact).
    private static func widened(_ bytes: Data) -> Data {
        bytes.withUnsafeBytes { raw in
            let halves = raw.bindMemory(to: UInt16.self)
            var floats = [Float](repeating: 0, count: halves.count)
            for index in halves.indices { floats[index] = Float(Float16(bitPattern: UInt16(littleEndian: halves[index]))) }
            return floats.withUnsafeBytes { Data($0) }
        }
    }

    private static func append(_ values: [Int32], to data: inout Data) {
        for value in values { withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) } }
    }
}
