/// Why a Vosk model folder was refused before libvosk was allowed to read it, or why libvosk
/// could not be used.
///
/// libvosk does not survive every damaged folder: a cut-short option file ends the process, and a
/// missing or truncated graph crashes it, so the folder is checked first (``VoskModelCheck``).
public enum VoskModelError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The folder lacks a file every Vosk model has.
    case missingFile(folder: String, file: String)
    /// A file is there but can't be read.
    case unreadable(path: String, reason: String)
    /// A file does not start the way its kind of file does.
    case wrongFormat(path: String, expected: String)
    /// A file ends before what its header or its own syntax says it holds.
    case truncated(path: String, reason: String)
    /// Two files disagree, as no complete model's do.
    case inconsistent(path: String, reason: String)
    /// libvosk refused the folder although it passed the checks.
    case rejected(folder: String)
    /// libvosk itself could not be opened.
    case libraryMissing(String)

    public var description: String {
        switch self {
        case .missingFile(let folder, let file):
            return "\(folder) is not a complete Vosk model: it has no \(file). Unpack the model's archive again."
        case .unreadable(let path, let reason):
            return "The Vosk model file \(path) can't be read: \(reason)."
        case .wrongFormat(let path, let expected):
            return "The Vosk model file \(path) is not \(expected). The folder is damaged or not a Vosk model."
        case .truncated(let path, let reason):
            return "The Vosk model file \(path) is cut short: \(reason). Download and unpack the model again."
        case .inconsistent(let path, let reason):
            return "The Vosk model file \(path) does not fit the rest of the model: \(reason). The folder is damaged."
        case .rejected(let folder):
            return "libvosk could not load the model in \(folder). The folder is damaged or from an incompatible Vosk version."
        case .libraryMissing(let reason):
            return "libvosk can't be opened (\(reason)). Run scripts/setup, or set DICTATE_VOSK_LIBRARY to a libvosk.so "
                + "(the vosk package on PyPI ships one)."
        }
    }
}
