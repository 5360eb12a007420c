import CPulse
import Foundation

extension AudioSource {
    /// Captures from a PulseAudio source (PipeWire's pulse server too): `device` by name, or the
    /// server's default source when it is `nil`, on `server` or libpulse's usual server.
    ///
    /// The stream asks for 16 kHz mono float and 20 ms fragments; the server's default fragment is
    /// about two seconds, which would leave the level meter frozen between bursts.
    public static func pulse(device: String? = nil, server: String? = nil) -> AudioSource {
        AudioSource(name: device ?? "the default source") {
            let capture = try PulseCapture(device: device, server: server)
            return AudioReader(read: { try capture.read() }, close: { capture.close() })
        }
    }
}

/// One blocking `pa_simple` record stream. Used from the capture thread only.
final class PulseCapture {
    static let fragmentFrames = 320

    private var stream: OpaquePointer?

    init(device: String?, server: String?) throws {
        if let missing = PulseError.clientLibraryMissing { throw TranscriptionError.unavailable(missing.description) }
        var spec = pa_sample_spec(format: PA_SAMPLE_FLOAT32LE, rate: 16_000, channels: 1)
        var attributes = pa_buffer_attr(
            maxlength: UInt32.max, tlength: UInt32.max, prebuf: UInt32.max, minreq: UInt32.max,
            fragsize: UInt32(Self.fragmentFrames * MemoryLayout<Float>.size))
        var code: Int32 = 0
        stream = pa_simple_new(server, "dictate", PA_STREAM_RECORD, device, "dictation", &spec, nil, &attributes, &code)
        guard stream != nil else { throw TranscriptionError.unavailable(PulseError(code: code).description) }
    }

    func read() throws -> [Float]? {
        guard let stream else { return nil }
        var chunk = [Float](repeating: 0, count: Self.fragmentFrames)
        var code: Int32 = 0
        let status = chunk.withUnsafeMutableBytes { pa_simple_read(stream, $0.baseAddress, $0.count, &code) }
        guard status >= 0 else { throw TranscriptionError.interrupted(PulseError(code: code).description) }
        return chunk
    }

    func close() {
        if let stream { pa_simple_free(stream) }
        stream = nil
    }

    deinit { close() }
}
