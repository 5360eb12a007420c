import Foundation

/// A WAV file read back by its header, as a player would: the test's view of what was written.
struct WAVFile {
    var channels: Int
    var sampleRate: Int
    var bitsPerSample: Int
    var samples: [Int16]

    init(contentsOf path: String) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        func word(_ offset: Int) -> Int { Int(data[offset]) | Int(data[offset + 1]) << 8 }
        func long(_ offset: Int) -> Int { word(offset) | word(offset + 2) << 16 }
        guard data.count >= 44, String(decoding: data[0..<4], as: UTF8.self) == "RIFF",
              String(decoding: data[8..<12], as: UTF8.self) == "WAVE",
              String(decoding: data[36..<40], as: UTF8.self) == "data",
              long(4) == data.count - 8, word(20) == 1 else { throw CocoaError(.fileReadCorruptFile) }
        channels = word(22)
        sampleRate = long(24)
        bitsPerSample = word(34)
        let dataBytes = long(40)
        guard 44 + dataBytes <= data.count else { throw CocoaError(.fileReadCorruptFile) }
        samples = stride(from: 44, to: 44 + dataBytes, by: 2).map { Int16(bitPattern: UInt16(word($0))) }
    }
}
