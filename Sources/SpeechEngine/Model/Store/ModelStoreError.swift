/// Why `dictate models` could not import, remove or choose a model; nothing has changed when one is thrown.
public enum ModelStoreError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The path given to import does not exist.
    case sourceNotFound(String)
    /// A model of that name is installed already.
    case alreadyInstalled(name: String, path: String)
    /// The name can't be a model name.
    case badName(String)
    /// No model of that name can be found.
    case unknownName(String)
    /// The model is one `dictate models` did not import (set-up's, or the user's own file).
    case notImported(name: String, path: String)
    /// A file operation failed.
    case io(path: String, reason: String)

    public var description: String {
        switch self {
        case .sourceNotFound(let path):
            return "\(path) does not exist. Give a faster-whisper (CTranslate2) model folder, a whisper.cpp model file or a Vosk model's folder."
        case .alreadyInstalled(let name, let path):
            return "A model named \"\(name)\" is installed already (\(path)). Remove it with "
                + "'dictate models remove \(name)' or choose another name with --name."
        case .badName(let name):
            return "\"\(name)\" can't be a model name: use letters, digits, '.', '_', '+' and '-', "
                + "starting with a letter or digit and not ending in .bin."
        case .unknownName(let name):
            return "No model named \"\(name)\". 'dictate models' lists the installed ones."
        case .notImported(let name, let path):
            return "\"\(name)\" (\(path)) was not imported with 'dictate models import', so it is not removed; "
                + "set-up's models are managed by scripts/setup, and your own files are yours to delete."
        case .io(let path, let reason):
            return "\(path): \(reason)."
        }
    }
}
