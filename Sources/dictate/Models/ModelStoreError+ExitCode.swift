import SpeechEngine

extension ModelStoreError {
    /// The status `dictate models` exits with, as its help documents.
    var exitCode: Int32 {
        switch self {
        case .sourceNotFound: ExitCode.noInput
        case .alreadyInstalled: ExitCode.alreadyExists
        case .badName: ExitCode.usage
        case .unknownName, .notImported: ExitCode.unavailable
        case .io: ExitCode.ioError
        }
    }
}

extension ConversionError {
    /// Whether reading or writing failed, rather than the model being unusable.
    var isIO: Bool {
        if case .io = self { return true }
        return false
    }
}
