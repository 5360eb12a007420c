import Foundation

/// The triangular mel filters whisper.cpp turns a spectrum into mel bands with, stored in the model file.
///
/// Whisper's own filters come from librosa (`filters.mel(sr: 16000, n_fft: 400, n_mels: N)`: Slaney's
/// mel scale, area normalisation), and a model must carry the filters its encoder was trained on,
/// so they are computed for the model's band count (80, or 128 for large-v3 and turbo) with the
/// same double-precision steps and the same float32 rounding points, giving the same bits.
enum MelFilterBank {
    static let sampleRate = 16_000.0
    static let fftSize = 400

    /// The filters as `bands` rows of `fftSize / 2 + 1` float32 weights, row after row.
    static func filters(bands: Int) -> [Float] {
        let bins = fftSize / 2 + 1
        let frequencies = (0..<bins).map { Double($0) * (sampleRate / 2 / Double(bins - 1)) }
        let top = hertzToMel(sampleRate / 2)
        let step = top / Double(bands + 1)
        let points = (0..<bands + 2).map { index in
            melToHertz(index == bands + 1 ? top : Double(index) * step)
        }
        var weights = [Float](repeating: 0, count: bands * bins)
        for band in 0..<bands {
            let lower = points[band], centre = points[band + 1], upper = points[band + 2]
            let norm = 2.0 / (upper - lower)
            for bin in 0..<bins {
                let rising = (frequencies[bin] - lower) / (centre - lower)
                let falling = (upper - frequencies[bin]) / (upper - centre)
                let triangle = min(rising, falling)
                // Rounded to float32 first, then scaled in double, as librosa does; and +0.0 (not
                // -0.0) outside the triangle, as Whisper's mel_filters.npz holds.
                let rounded = Float(triangle > 0 ? triangle : 0)
                weights[band * bins + bin] = Float(Double(rounded) * norm)
            }
        }
        return weights
    }

    /// Slaney's scale: linear below 1 kHz, logarithmic above.
    private static func hertzToMel(_ hertz: Double) -> Double {
        hertz >= 1000 ? 15 + log(hertz / 1000) / logStep : hertz / (200.0 / 3)
    }

    private static func melToHertz(_ mel: Double) -> Double {
        mel >= 15 ? 1000 * exp(logStep * (mel - 15)) : mel * (200.0 / 3)
    }

    private static let logStep = log(6.4) / 27
}
