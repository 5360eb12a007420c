import Foundation
import Glibc
import Synchronization

/// Writes 16-bit PCM mono WAV as samples come, keeping the header's sizes true after every append,
/// so a crash at any moment leaves a file every player reads up to the last append.
///
/// Safe to call from any thread, such as an engine's capture thread.
public final class WAVWriter: Sendable {
    /// The samples per second written in the header.
    public let sampleRate: Int
    /// The file written.
    public let path: String
    private let state: Mutex<(fd: Int32?, samples: Int)>

    static let headerSize = 44

    /// Creates (or empties) the file at `path` and writes a header for no samples yet.
    public init(path: String, sampleRate: Int = 16_000) throws(SystemCallError) {
        self.path = path
        self.sampleRate = sampleRate
        let fd = try systemCall("open") { open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600) }
        state = Mutex((fd, 0))
        do {
            try AtomicFile.writeAll(Self.header(sampleRate: sampleRate, dataBytes: 0), to: fd, at: 0)
        } catch {
            Glibc.close(fd)
            throw error
        }
    }

    deinit { try? close() }

    /// How many samples are written.
    public var sampleCount: Int { state.withLock { $0.samples } }

    /// The seconds of audio written.
    public var duration: Double { Double(sampleCount) / Double(sampleRate) }

    /// Appends `samples` (-1…1, clipped) and then updates the header's sizes. Ignored after ``close()``.
    public func append(_ samples: [Float]) throws(SystemCallError) {
        try state.withLock { state throws(SystemCallError) in
            guard let fd = state.fd, !samples.isEmpty else { return }
            var pcm = Data(capacity: samples.count * 2)
            for sample in samples {
                let value = Int16((max(-1, min(1, sample.isNaN ? 0 : sample)) * 32767).rounded())
                withUnsafeBytes(of: value.littleEndian) { pcm.append(contentsOf: $0) }
            }
            let offset = off_t(Self.headerSize + state.samples * 2)
            try AtomicFile.writeAll(pcm, to: fd, at: offset)
            state.samples += samples.count
            // Data first, sizes after: the header never claims bytes that are not there.
            try Self.patchSizes(fd, dataBytes: state.samples * 2)
        }
    }

    /// Flushes the file to disk and closes it; later calls do nothing.
    public func close() throws(SystemCallError) {
        guard let fd = state.withLock({ state in defer { state.fd = nil }; return state.fd }) else { return }
        defer { Glibc.close(fd) }
        try systemCall("fsync") { fsync(fd) }
    }

    private static func patchSizes(_ fd: Int32, dataBytes: Int) throws(SystemCallError) {
        try AtomicFile.writeAll(littleEndian(UInt32(clamping: 36 + dataBytes)), to: fd, at: 4)
        try AtomicFile.writeAll(littleEndian(UInt32(clamping: dataBytes)), to: fd, at: 40)
    }

    static func header(sampleRate: Int, dataBytes: Int) -> Data {
        var header = Data()
        header += Data("RIFF".utf8) + littleEndian(UInt32(clamping: 36 + dataBytes)) + Data("WAVE".utf8)
        header += Data("fmt ".utf8) + littleEndian(UInt32(16))
        header += littleEndian(UInt16(1)) + littleEndian(UInt16(1))  // PCM, mono
        header += littleEndian(UInt32(sampleRate)) + littleEndian(UInt32(sampleRate * 2))  // byte rate
        header += littleEndian(UInt16(2)) + littleEndian(UInt16(16))  // block align, bits per sample
        header += Data("data".utf8) + littleEndian(UInt32(clamping: dataBytes))
        return header
    }

    private static func littleEndian<Value: FixedWidthInteger>(_ value: Value) -> Data {
        withUnsafeBytes(of: value.littleEndian) { Data($0) }
    }
}
