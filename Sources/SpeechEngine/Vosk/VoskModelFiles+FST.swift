import Foundation

/// An OpenFst file header: what the graph is and how much it holds.
struct FSTHeader: Equatable {
    static let magic: Int32 = 2_125_659_606

    var type: String
    var version: Int32
    var flags: Int32
    var states: Int64
    var arcs: Int64
    /// Where the header ends in the file.
    var end: Int

    /// Reads the header at `offset`; nil when the bytes are not one.
    init?(_ data: Data, at offset: Int) {
        var reader = VoskByteReader(data, offset: offset)
        guard reader.int32() == Self.magic, let type = reader.string(maxLength: 64), reader.string(maxLength: 64) != nil,
              let version = reader.int32(), let flags = reader.int32(), reader.int64() != nil, reader.int64() != nil,
              let states = reader.int64(), let arcs = reader.int64() else { return nil }
        self.type = type
        self.version = version
        self.flags = flags
        self.states = states
        self.arcs = arcs
        end = reader.offset
    }

    /// Where the states and arcs end in the file (at least), when the type stores them at fixed
    /// sizes and no symbol table comes between: nil otherwise.
    var smallestFile: Int64? {
        guard flags & 3 == 0, states >= 0, arcs >= 0, states < 1 << 40, arcs < 1 << 40 else { return nil }
        switch type {
        // A state is its final weight and four counts; an arc two labels, a weight and a target.
        // Version 1, or the aligned flag, puts each array on a 16-byte boundary of the file.
        case "const":
            let aligned = version == 1 || flags & 4 != 0
            let align: (Int64) -> Int64 = { aligned ? ($0 + 15) / 16 * 16 : $0 }
            return align(align(Int64(end)) + states * 20) + arcs * 16
        // A state is its final weight and its arc count, then its arcs.
        case "vector": return Int64(end) + states * 12 + arcs * 16
        default: return nil
        }
    }
}

extension VoskModelFiles {
    /// An OpenFst graph whose header is whole and, where its type allows, whose states and arcs
    /// are all there. A lookahead graph wraps the graph it is made of, right after its own header.
    func fst(_ name: String) throws(VoskModelError) {
        let (size, bytes) = try head(name, count: 4096)
        guard let header = FSTHeader(bytes, at: 0) else {
            var reader = VoskByteReader(bytes)
            guard reader.int32() == FSTHeader.magic else {
                throw .wrongFormat(path: path(name), expected: "an OpenFst graph")
            }
            throw .truncated(path: path(name), reason: "its header ends early")
        }
        var inner = header
        if header.smallestFile == nil, header.type.hasSuffix("_lookahead") {
            let start = (header.end..<max(min(header.end + 64, bytes.count - 4), header.end)).first { offset in
                var reader = VoskByteReader(bytes, offset: offset)
                return reader.int32() == FSTHeader.magic
            }
            guard let start, let wrapped = FSTHeader(bytes, at: start) else {
                throw .truncated(path: path(name), reason: "the \(header.type) graph has no graph inside it")
            }
            inner = wrapped
        }
        if let needed = inner.smallestFile, Int64(size) < needed {
            throw .truncated(path: path(name), reason: "\(inner.states) states and \(inner.arcs) arcs need at least \(needed) bytes, it has \(size)")
        }
    }
}
