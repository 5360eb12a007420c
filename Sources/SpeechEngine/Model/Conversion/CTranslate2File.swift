import Foundation

/// The variables of a CTranslate2 `model.bin` (binary version 6), located without being copied.
///
/// Weights stay in the file's bytes (memory-mapped), so converting a 3 GB model needs no 3 GB of
/// memory; each variable records where its bytes are.
struct CTranslate2File {
    /// The element types CTranslate2 writes, by their code in the file.
    enum DataType: UInt8 {
        case float32 = 0, int8 = 1, int16 = 2, int32 = 3, float16 = 4, bfloat16 = 5

        var size: Int {
            switch self {
            case .float32, .int32: 4
            case .int16, .float16, .bfloat16: 2
            case .int8: 1
            }
        }

        var name: String {
            switch self {
            case .float32: "float32"
            case .int8: "int8"
            case .int16: "int16"
            case .int32: "int32"
            case .float16: "float16"
            case .bfloat16: "bfloat16"
            }
        }
    }

    struct Variable {
        var name: String
        var shape: [Int]
        var type: DataType
        var bytes: Range<Int>
    }

    /// The model's spec name: "WhisperSpec" for Whisper.
    var spec: String
    /// Variables by name, aliases resolved to their targets.
    var variables: [String: Variable]
    /// The whole file.
    var data: Data

    init(data: Data, path: String) throws(ConversionError) {
        self.data = data
        var cursor = Cursor(data: data, path: path)
        let version = try cursor.uint(4)
        guard version == 6 else {
            throw .malformed(path: path, reason: "binary version \(version); only version 6 is supported")
        }
        spec = try cursor.string()
        _ = try cursor.uint(4)  // the spec's revision: nothing here depends on it
        var variables: [String: Variable] = [:]
        for _ in 0..<(try cursor.uint(4)) {
            let name = try cursor.string()
            var shape: [Int] = []
            for _ in 0..<(try cursor.uint(1)) { shape.append(try cursor.uint(4)) }
            let code = try cursor.uint(1)
            guard let type = DataType(rawValue: UInt8(code)) else {
                throw .unsupportedDataType(variable: name, type: "an unknown type (code \(code))")
            }
            let count = try cursor.uint(4)
            let bytes = try cursor.skip(count)
            guard shape.reduce(1, *) * type.size == count else {
                throw .malformed(path: path, reason: "\(name) has \(count) bytes, which do not fit shape \(shape)")
            }
            variables[name] = Variable(name: name, shape: shape, type: type, bytes: bytes)
        }
        for _ in 0..<(try cursor.uint(4)) {
            let alias = try cursor.string(), target = try cursor.string()
            guard let variable = variables[target] else {
                throw .malformed(path: path, reason: "alias \(alias) points at a missing variable \(target)")
            }
            variables[alias] = variable
        }
        guard cursor.offset == data.count else {
            throw .malformed(path: path, reason: "\(data.count - cursor.offset) bytes follow the last alias")
        }
        self.variables = variables
    }

    /// A rank-0 variable's value, whatever its numeric type.
    func scalar(_ variable: Variable) -> Double? {
        guard variable.shape.isEmpty else { return nil }
        return data[variable.bytes].withUnsafeBytes { raw -> Double in
            switch variable.type {
            case .float32: Double(Float(bitPattern: raw.loadUnaligned(as: UInt32.self).littleEndian))
            case .float16: Double(Float16(bitPattern: raw.loadUnaligned(as: UInt16.self).littleEndian))
            case .bfloat16: Double(Float(bitPattern: UInt32(raw.loadUnaligned(as: UInt16.self).littleEndian) << 16))
            case .int8: Double(raw.loadUnaligned(as: Int8.self))
            case .int16: Double(Int16(littleEndian: raw.loadUnaligned(as: Int16.self)))
            case .int32: Double(Int32(littleEndian: raw.loadUnaligned(as: Int32.self)))
            }
        }
    }
}

/// Bounds-checked little-endian reads; running off the end is a truncated file.
private struct Cursor {
    let data: Data
    let path: String
    var offset = 0

    mutating func skip(_ count: Int) throws(ConversionError) -> Range<Int> {
        guard count <= data.count - offset else { throw .truncated(path: path) }
        defer { offset += count }
        return offset..<offset + count
    }

    mutating func uint(_ size: Int) throws(ConversionError) -> Int {
        let range = try skip(size)
        return data[range].reversed().reduce(0) { $0 << 8 | Int($1) }
    }

    mutating func string() throws(ConversionError) -> String {
        let range = try skip(try uint(2))
        guard let last = range.last, data[last] == 0 else {
            throw .malformed(path: path, reason: "a name at byte \(range.lowerBound) lacks its terminating NUL")
        }
        return String(decoding: data[range.lowerBound..<last], as: UTF8.self)
    }
}
