import Arguments
import DictationHistory
import LiveStatus
import ModelDownload
import SpeechEngine

/// An error turned into what the user reads and the status the program exits with.
struct Failure: Error {
    var message: String
    var exitCode: Int32

    init(_ message: String, exitCode: Int32) {
        self.message = message
        self.exitCode = exitCode
    }

    /// The one place where every error the program can meet gets its message and exit status.
    init(_ error: any Error) {
        switch error {
        case let failure as Failure:
            self = failure
        case let error as ArgumentError:
            self.init(error.message + "\nRun 'dictate --help' for usage.", exitCode: ExitCode.usage)
        case let error as AudioFileError:
            switch error {
            case .notFound, .isDirectory, .notRegularFile, .permissionDenied: self.init(error.description, exitCode: ExitCode.noInput)
            case .readFailed: self.init(error.description, exitCode: ExitCode.ioError)
            default: self.init(error.description, exitCode: ExitCode.badData)
            }
        case let error as ModelLocatorError:
            self.init(error.description, exitCode: ExitCode.unavailable)
        case let error as WhisperModelError:
            switch error {
            case .invalidFile(.notFound): self.init(error.description, exitCode: ExitCode.unavailable)
            case .invalidFile, .loadFailed: self.init(error.description, exitCode: ExitCode.badData)
            case .unsupportedLanguage, .versionMismatch: self.init(error.description, exitCode: ExitCode.unavailable)
            case .decodingFailed, .aborted: self.init(error.description, exitCode: ExitCode.internalError)
            }
        case let error as ConversionError:
            self.init(error.description, exitCode: error.isIO ? ExitCode.ioError : ExitCode.badData)
        case let error as ModelStoreError:
            self.init(error.description, exitCode: error.exitCode)
        case let error as DownloadError:
            self.init(error.description, exitCode: error.exitCode)
        case let error as ModelFileError:
            self.init(error.description, exitCode: ExitCode.badData)
        case let error as VoskModelError:
            switch error {
            case .missingFile, .wrongFormat, .truncated, .inconsistent, .rejected: self.init(error.description, exitCode: ExitCode.badData)
            case .unreadable: self.init(error.description, exitCode: ExitCode.noInput)
            case .libraryMissing: self.init(error.description, exitCode: ExitCode.unavailable)
            }
        case let error as VoiceGateError:
            switch error {
            case .weightsNotFound: self.init(error.description, exitCode: ExitCode.unavailable)
            case .notSileroWeights, .loadFailed: self.init(error.description, exitCode: ExitCode.badData)
            }
        case let error as PulseError:
            self.init(error.description, exitCode: error.kind == .refused ? ExitCode.permissionDenied : ExitCode.unavailable)
        case let error as TranscriptionError:
            let detail = error.failureReason.map { " \($0)" } ?? ""
            self.init((error.errorDescription ?? "") + detail, exitCode: ExitCode.unavailable)
        case let error as ControlClientError:
            self.init(error.description, exitCode: ExitCode.unavailable)
        case let refusal as HotkeyRefusal:
            self.init(refusal.description, exitCode: refusal == .nothingRecording ? ExitCode.unavailable : ExitCode.busy)
        case let error as ControlServerError:
            self.init(error.description, exitCode: ExitCode.unavailable)
        case let error as SystemCallError:
            self.init("\(error)", exitCode: ExitCode.ioError)
        case let error as HistoryError:
            switch error {
            case .io: self.init(error.description, exitCode: ExitCode.ioError)
            case .noSuchEntry: self.init(error.description, exitCode: ExitCode.unavailable)
            }
        case let error as OutputError:
            self.init(error.description, exitCode: ExitCode.ioError)
        default:
            self.init("Internal error: \(error). Please report it.", exitCode: ExitCode.internalError)
        }
    }

    /// The exit status and message for an access refusal.
    init(_ access: Access) {
        let reason = access.reason ?? "Dictation isn't available right now."
        switch access {
        case .denied, .restricted: self.init(reason, exitCode: ExitCode.permissionDenied)
        default: self.init(reason, exitCode: ExitCode.unavailable)
        }
    }
}
