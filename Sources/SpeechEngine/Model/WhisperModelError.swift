/// Why a model could not be loaded or a pass could not run.
public enum WhisperModelError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file failed validation; whisper.cpp never saw it.
    case invalidFile(ModelFileError)
    /// The library is not the version the program was built against.
    case versionMismatch(library: String, headers: String)
    /// whisper.cpp refused a file that passed validation.
    case loadFailed(path: String)
    /// The model has no such language, or it is English-only and another language was asked for.
    case unsupportedLanguage(String, model: String)
    /// A decoding pass failed with whisper.cpp's status code.
    case decodingFailed(code: Int32)
    /// The pass was cancelled through the abort callback.
    case aborted

    public var description: String {
        switch self {
        case .invalidFile(let error):
            return error.description
        case .versionMismatch(let library, let headers):
            return "whisper.cpp \(library) is installed but dictate was built against \(headers). Run scripts/setup and rebuild."
        case .loadFailed(let path):
            return "whisper.cpp could not load \(path). Run with --verbose to see its log."
        case .unsupportedLanguage(let language, let model):
            return "The model \(model) can't transcribe language \"\(language)\". Use a multilingual model such as --model base."
        case .decodingFailed(let code):
            return "whisper.cpp failed to decode the audio (status \(code))."
        case .aborted:
            return "Decoding was cancelled."
        }
    }
}
