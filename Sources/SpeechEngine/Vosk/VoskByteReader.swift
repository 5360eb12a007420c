import Foundation

/// Little-endian reads over the first bytes of a model file; `nil` past their end.
struct VoskByteReader {
    private let data: Data
    private(set) var offset: Int

    init(_ data: Data, offset: Int = 0) {
        self.data = data
        self.offset = offset
    }

    mutating func bytes(_ count: Int) -> Data? {
        guard count >= 0, offset + count <= data.count else { return nil }
        defer { offset += count }
        return data.subdata(in: data.startIndex + offset..<data.startIndex + offset + count)
    }

    mutating func byte() -> UInt8? { bytes(1)?.first }

    mutating func int32() -> Int32? {
        bytes(4).map { $0.withUnsafeBytes { Int32(littleEndian: $0.loadUnaligned(as: Int32.self)) } }
    }

    mutating func int64() -> Int64? {
        bytes(8).map { $0.withUnsafeBytes { Int64(littleEndian: $0.loadUnaligned(as: Int64.self)) } }
    }

    /// An OpenFst string: a 32-bit length, then the bytes.
    mutating func string(maxLength: Int) -> String? {
        guard let length = int32(), length >= 0, length <= maxLength, let bytes = bytes(Int(length)) else { return nil }
        return String(data: bytes, encoding: .utf8)
    }
}
