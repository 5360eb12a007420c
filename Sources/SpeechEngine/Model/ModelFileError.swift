/// Why a model file was refused before whisper.cpp was allowed to read it.
public enum ModelFileError: Error, Sendable, Equatable, CustomStringConvertible {
    case notFound(path: String)
    case unreadable(path: String, reason: String)
    case badMagic(path: String, found: UInt32)
    case truncated(path: String, needed: Int, size: Int)
    case badHyperparameter(path: String, name: String, value: Int32)
    case badVocabulary(path: String, reason: String)
    case badTensor(path: String, name: String, reason: String)
    case missingTensors(path: String, names: [String])
    case trailingBytes(path: String, count: Int)

    public var description: String {
        let hint = "Run scripts/setup to prepare the standard models, or pass --model with a whisper.cpp model file."
        switch self {
        case .notFound(let path):
            return "The model file \(path) does not exist. \(hint)"
        case .unreadable(let path, let reason):
            return "The model file \(path) can't be read: \(reason)."
        case .badMagic(let path, let found):
            return "\(path) is not a whisper.cpp model (magic 0x\(String(found, radix: 16)), expected 0x67676d6c). \(hint)"
        case .truncated(let path, let needed, let size):
            return "The model file \(path) is cut short: it needs at least \(needed) bytes but has \(size). Download or convert it again."
        case .badHyperparameter(let path, let name, let value):
            return "The model file \(path) declares \(name) = \(value), which no whisper model has. The file is damaged."
        case .badVocabulary(let path, let reason):
            return "The model file \(path) has a damaged vocabulary: \(reason)."
        case .badTensor(let path, let name, let reason):
            return "The model file \(path) has a damaged tensor \(name): \(reason)."
        case .missingTensors(let path, let names):
            let shown = names.prefix(3).joined(separator: ", ")
            return "The model file \(path) lacks \(names.count) tensor(s) the model needs (\(shown)…). The file is damaged or incomplete."
        case .trailingBytes(let path, let count):
            return "The model file \(path) has \(count) unexpected bytes after its last tensor. The file is damaged."
        }
    }
}
