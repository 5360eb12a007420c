import ModelDownload

extension DownloadError {
    /// The status `dictate models download` exits with, as its help documents.
    var exitCode: Int32 {
        switch self {
        case .unknownName: ExitCode.usage
        case .alreadyInstalled: ExitCode.alreadyExists
        case .catalogueUnreadable: ExitCode.noInput
        case .notFound: ExitCode.unavailable
        case .server(let status, _): status >= 500 ? ExitCode.busy : ExitCode.unavailable
        case .network, .underWay: ExitCode.busy
        case .checksumMismatch, .notAModel: ExitCode.badData
        case .diskFull, .io: ExitCode.ioError
        }
    }
}
