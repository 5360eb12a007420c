import Foundation

/// Names what is wrong with a WAV header that libsndfile refused, whose own reasons ("SF_INFO
/// struct incomplete", "Malformed 'fmt ' chunk") do not say which field is at fault.
///
/// ``problem(in:)`` is only consulted after libsndfile has refused a file, so it never decides what
/// is readable; ``contradiction(in:)`` is asked first, for the headers libsndfile would read as noise.
enum WAVHeaderCheck {
    /// Format tags whose WAV files libsndfile decodes: PCM, ADPCM, IEEE float, A-law, µ-law, IMA
    /// ADPCM, G.721, G.723, GSM 6.10, MPEG layer 3, and the extensible form that wraps them.
    static let decodableTags: Set<UInt16> = [0x0001, 0x0002, 0x0003, 0x0006, 0x0007, 0x0011, 0x0040, 0x0014,
                                             0x0031, 0x0055, 0xFFFE]

    /// What the header at the start of a file (`head`, its first bytes) gets wrong, finishing the
    /// sentence "its WAV header …"; `nil` when it is not a WAV file or nothing is found wrong.
    static func problem(in head: Data) -> String? {
        let bytes = [UInt8](head)
        guard bytes.count >= 4, bytes[0..<4] == [0x52, 0x49, 0x46, 0x46] else { return nil }  // "RIFF"
        guard bytes.count >= 12 else { return "ends after \(bytes.count) bytes" }
        guard String(decoding: bytes[8..<12], as: UTF8.self) == "WAVE" else { return nil }
        var offset = 12
        while offset + 8 <= bytes.count {
            let id = String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
            let size = Int(uint32(bytes, offset + 4))
            if id == "fmt " { return fmtProblem(bytes, body: offset + 8, size: size) }
            offset += 8 + size + (size & 1)
        }
        return offset >= bytes.count && bytes.count < 4_096 ? "ends after \(bytes.count) bytes, before its 'fmt ' chunk" : nil
    }

    /// What a PCM or float WAV header (`head`, the file's first bytes) says against itself, finishing
    /// the sentence "its WAV header …"; `nil` when nothing. libsndfile trusts the block size and
    /// ignores the sample size, so such a file opens and decodes to noise, or to silence.
    static func contradiction(in head: Data) -> String? {
        let bytes = [UInt8](head)
        guard bytes.count >= 12, bytes[0..<4] == [0x52, 0x49, 0x46, 0x46],
              String(decoding: bytes[8..<12], as: UTF8.self) == "WAVE" else { return nil }
        var offset = 12
        while offset + 8 <= bytes.count {
            let id = String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
            let size = Int(uint32(bytes, offset + 4))
            if id == "fmt " {
                let body = offset + 8
                guard size >= 16, body + 16 <= bytes.count, [0x0001, 0x0003, 0xFFFE].contains(uint16(bytes, body)) else { return nil }
                let channels = Int(uint16(bytes, body + 2))
                let block = Int(uint16(bytes, body + 12))
                let bits = Int(uint16(bytes, body + 14))
                guard channels > 0, bits > 0 else { return nil }
                let expected = channels * ((bits + 7) / 8)
                guard block != expected else { return nil }
                return "declares \(bits) bits per sample in \(block)-byte blocks of \(channels) channel\(channels == 1 ? "" : "s"), "
                    + "which would hold \(expected) bytes"
            }
            offset += 8 + size + (size & 1)
        }
        return nil
    }

    private static func fmtProblem(_ bytes: [UInt8], body: Int, size: Int) -> String? {
        guard size >= 16, body + 16 <= bytes.count else { return "ends after \(bytes.count) bytes, inside its 'fmt ' chunk" }
        var tag = uint16(bytes, body)
        let channels = uint16(bytes, body + 2)
        let rate = uint32(bytes, body + 4)
        let bits = uint16(bytes, body + 14)
        // The extensible form keeps the real tag in the first two bytes of its sub-format GUID.
        if tag == 0xFFFE, size >= 40, body + 26 <= bytes.count { tag = uint16(bytes, body + 24) }
        if channels == 0 { return "declares 0 channels" }
        if rate < 1_000 || rate > 768_000 { return "declares a sample rate of \(rate) Hz" }
        if !decodableTags.contains(tag) {
            return "declares codec 0x\(String(format: "%04X", tag)), which dictate can't decode (convert it to PCM WAV or FLAC)"
        }
        if bits == 0 { return "declares 0 bits per sample" }
        if tag == 0x0001, ![8, 16, 24, 32].contains(bits) { return "declares \(bits)-bit PCM samples" }
        return nil
    }

    private static func uint16(_ bytes: [UInt8], _ offset: Int) -> UInt16 {
        UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8
    }

    private static func uint32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        (0..<4).reduce(UInt32(0)) { $0 | UInt32(bytes[offset + $1]) << (8 * $1) }
    }
}
