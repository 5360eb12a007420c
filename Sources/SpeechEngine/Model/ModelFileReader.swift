import Foundation

/// Sequential little-endian reads over a model file, buffered, with bounds checked on every read.
struct ModelFileReader {
    let path: String
    private let size: Int
    private let read: (_ offset: Int, _ count: Int) -> Data
    private var offset = 0
    private var buffer = Data()
    private var bufferStart = 0

    private static let blockSize = 1 << 20

    init(handle: FileHandle, path: String) throws(ModelFileError) {
        self.path = path
        do {
            size = Int(try handle.seekToEnd())
        } catch {
            throw .unreadable(path: path, reason: "it can't be measured (\(error.localizedDescription))")
        }
        read = { offset, count in
            (try? handle.seek(toOffset: UInt64(offset))).flatMap { try? handle.read(upToCount: count) } ?? Data()
        }
    }

    /// Reads from memory; the fuzzer and the tests use this.
    init(data: Data, path: String) {
        self.path = path
        size = data.count
        read = { offset, count in data.subdata(in: offset..<min(offset + count, data.count)) }
    }

    var atEnd: Bool { offset >= size }

    /// The bytes not read yet.
    var remaining: Int { max(size - offset, 0) }

    mutating func int32() throws(ModelFileError) -> Int32 {
        let bytes = try take(4)
        return bytes.withUnsafeBytes { Int32(littleEndian: $0.loadUnaligned(as: Int32.self)) }
    }

    mutating func string(length: Int) throws(ModelFileError) -> String {
        String(decoding: try take(length), as: UTF8.self)
    }

    mutating func skip(_ count: Int) throws(ModelFileError) {
        try require(count)
        offset += count
    }

    private mutating func take(_ count: Int) throws(ModelFileError) -> Data {
        try require(count)
        if offset < bufferStart || offset + count > bufferStart + buffer.count {
            bufferStart = offset
            buffer = read(offset, max(count, Self.blockSize))
            guard buffer.count >= count else {
                throw .unreadable(path: path, reason: "a read at byte \(offset) failed")
            }
        }
        let start = offset - bufferStart
        offset += count
        return buffer.subdata(in: start..<start + count)
    }

    private func require(_ count: Int) throws(ModelFileError) {
        guard count >= 0, offset + count <= size else {
            throw .truncated(path: path, needed: offset + max(count, 0), size: size)
        }
    }
}
