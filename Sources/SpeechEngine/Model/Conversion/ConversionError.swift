/// Why a model could not be converted into whisper.cpp's format; nothing is written when one is thrown.
///
/// Each case names the file and the fault, so the user knows whether to download the model again,
/// pick another copy (a float16 one rather than an int8 one) or report a shape this converter lacks.
public enum ConversionError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The folder lacks `model.bin`, or a vocabulary, or holds a model other than Whisper.
    case notWhisperModel(folder: String, reason: String)
    /// `model.bin` ends before its last variable does: an interrupted download or copy.
    case truncated(path: String)
    /// `model.bin` is damaged or in a layout this converter does not read.
    case malformed(path: String, reason: String)
    /// A variable holds numbers in a type that cannot become whisper.cpp weights without loss.
    case unsupportedDataType(variable: String, type: String)
    /// Variables no Whisper model has: another architecture, or a newer CTranslate2 spec.
    case unknownVariables([String])
    /// The vocabulary does not fit the model.
    case badVocabulary(reason: String)
    /// Reading the input or writing the output failed.
    case io(path: String, reason: String)

    public var description: String {
        switch self {
        case .notWhisperModel(let folder, let reason):
            return "\(folder) is not a Whisper model in CTranslate2 (faster-whisper) format: \(reason)."
        case .truncated(let path):
            return "\(path) is cut short. Download or copy the model again."
        case .malformed(let path, let reason):
            return "\(path) can't be converted: \(reason)."
        case .unsupportedDataType(let variable, let type):
            return "\(variable) holds \(type) numbers; only float16 and float32 models convert without loss. "
                + "Use a float16 or float32 copy of the model (faster-whisper's default download is float16)."
        case .unknownVariables(let names):
            let shown = names.prefix(5).joined(separator: ", ")
            return "model.bin has \(names.count) variable(s) no Whisper model has (\(shown)\(names.count > 5 ? ", …" : "")). "
                + "It is another kind of model, or a newer format than this dictate knows."
        case .badVocabulary(let reason):
            return "The model's vocabulary can't be used: \(reason)."
        case .io(let path, let reason):
            return "\(path): \(reason)."
        }
    }
}
