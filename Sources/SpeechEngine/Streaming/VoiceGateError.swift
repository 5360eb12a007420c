/// Why the Silero voice gate could not be used.
public enum VoiceGateError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No weights file under that name or path.
    case weightsNotFound(String, reason: String)
    /// The file is not Silero VAD weights in whisper.cpp's format.
    case notSileroWeights(path: String)
    /// whisper.cpp refused a file that looked like Silero weights.
    case loadFailed(path: String)

    public var description: String {
        let hint = "Run scripts/setup to install the Silero weights, or use --voice-gate energy."
        switch self {
        case .weightsNotFound(let name, let reason):
            return "No Silero VAD weights \"\(name)\": \(reason) \(hint)"
        case .notSileroWeights(let path):
            return "\(path) is not Silero VAD weights in whisper.cpp's format. \(hint)"
        case .loadFailed(let path):
            return "whisper.cpp could not load the Silero VAD weights \(path). Run with --verbose to see its log. \(hint)"
        }
    }
}
