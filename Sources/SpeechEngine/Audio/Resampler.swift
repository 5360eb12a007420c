import CSampleRate

/// Sample-rate conversion through libsamplerate's band-limited sinc converter. Input within -1...1
/// comes out within -1...1.
enum Resampler {
    static func resample(_ samples: [Float], from source: Int, to target: Int, name: String) throws(AudioFileError) -> [Float] {
        guard source != target, !samples.isEmpty else { return samples }
        let ratio = Double(target) / Double(source)
        var output = [Float](repeating: 0, count: Int((Double(samples.count) * ratio).rounded(.up)) + 16)
        var generated = 0
        let status: Int32 = samples.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { out in
                var data = SRC_DATA()
                data.data_in = input.baseAddress
                data.input_frames = Int(input.count)
                data.data_out = out.baseAddress
                data.output_frames = Int(out.count)
                data.src_ratio = ratio
                let status = src_simple(&data, Int32(SRC_SINC_MEDIUM_QUALITY), 1)
                generated = Int(data.output_frames_gen)
                return status
            }
        }
        guard status == 0 else { throw .resamplingFailed(name, detail: String(cString: src_strerror(status))) }
        // The sinc filter rings past full scale on steep edges (by almost 30% on a full-scale
        // sawtooth); the engine's range is -1...1.
        return output.prefix(generated).map { min(max($0, -1), 1) }
    }
}
