import CSampleRate

/// Sample-rate conversion through libsamplerate's band-limited sinc converter, a block at a time,
/// so a long file is never held at its own rate: only the 16 kHz result grows. Input within -1...1
/// comes out within -1...1.
final class Resampler {
    private let state: OpaquePointer?
    private let ratio: Double
    private let name: String

    /// A converter from `source` to `target` samples per second (mono).
    init(from source: Int, to target: Int, name: String) throws(AudioFileError) {
        ratio = Double(target) / Double(source)
        self.name = name
        guard source != target else {
            state = nil
            return
        }
        var error: Int32 = 0
        guard let state = src_new(Int32(SRC_SINC_MEDIUM_QUALITY), 1, &error) else {
            throw .resamplingFailed(name, detail: String(cString: src_strerror(error)))
        }
        self.state = state
    }

    deinit { if let state { src_delete(state) } }

    /// Converts the next block; `last` flushes what the filter still holds.
    func process(_ samples: [Float], last: Bool) throws(AudioFileError) -> [Float] {
        guard let state else { return samples }
        var output: [Float] = []
        var consumed = 0
        // The filter holds back some samples until the end of input, so a call may need several rounds.
        while true {
            var chunk = [Float](repeating: 0, count: Int((Double(samples.count - consumed) * ratio).rounded(.up)) + 256)
            var used = 0, generated = 0
            let status: Int32 = samples.withUnsafeBufferPointer { input in
                chunk.withUnsafeMutableBufferPointer { out in
                    var data = SRC_DATA()
                    data.data_in = input.baseAddress.map { $0 + consumed }
                    data.input_frames = samples.count - consumed
                    data.data_out = out.baseAddress
                    data.output_frames = out.count
                    data.src_ratio = ratio
                    data.end_of_input = last ? 1 : 0
                    let status = src_process(state, &data)
                    used = Int(data.input_frames_used)
                    generated = Int(data.output_frames_gen)
                    return status
                }
            }
            guard status == 0 else { throw .resamplingFailed(name, detail: String(cString: src_strerror(status))) }
            consumed += used
            // The sinc filter rings past full scale on steep edges (by almost 30 % on a full-scale
            // sawtooth); the engine's range is -1...1.
            output.append(contentsOf: chunk.prefix(generated).map { min(max($0, -1), 1) })
            let drained = consumed >= samples.count && (!last || generated == 0)
            if drained || (used == 0 && generated == 0) { return output }
        }
    }
}
