import CPulse

/// A PulseAudio failure, mapped from libpulse's error codes in one place.
public struct PulseError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What kind of failure it is, as far as dictation is concerned.
    public enum Kind: Sendable, Equatable {
        /// No server answered (none running, or `PULSE_SERVER` points nowhere).
        case noServer
        /// The server refused this client (authentication or access).
        case refused
        /// The named source does not exist.
        case noSuchSource
        /// The connection broke after it was made: the server stopped.
        case lost
        /// The server is still there but the source being recorded is not: a device unplugged, or
        /// its module unloaded. The server reports this as the stream being killed.
        case sourceRemoved
        /// libpulse itself could not be loaded: it is not installed.
        case noClientLibrary
        /// Anything else libpulse reported.
        case other
    }

    public var kind: Kind
    /// libpulse's own message.
    public var message: String

    init(code: Int32) {
        message = String(cString: pa_strerror(code))
        kind = switch Int(code) {
        case Int(PA_ERR_CONNECTIONREFUSED.rawValue), Int(PA_ERR_INVALIDSERVER.rawValue), Int(PA_ERR_TIMEOUT.rawValue): .noServer
        case Int(PA_ERR_ACCESS.rawValue), Int(PA_ERR_AUTHKEY.rawValue): .refused
        case Int(PA_ERR_NOENTITY.rawValue): .noSuchSource
        case Int(PA_ERR_CONNECTIONTERMINATED.rawValue), Int(PA_ERR_IO.rawValue): .lost
        case Int(PA_ERR_KILLED.rawValue): .sourceRemoved
        default: .other
        }
    }

    /// The failure to load libpulse, if it could not be: dictate opens it on first use.
    static var clientLibraryMissing: PulseError? {
        dictate_pulse_open().map { PulseError(kind: .noClientLibrary, message: String(cString: $0)) }
    }

    init(kind: Kind, message: String) {
        self.kind = kind
        self.message = message
    }

    public var description: String {
        switch kind {
        case .noServer: "No PulseAudio or PipeWire sound server is running (\(message)). Start one, or check PULSE_SERVER."
        case .refused: "The sound server refused dictate (\(message)). Check its access settings."
        case .noSuchSource: "No such capture device (\(message)). List devices with `dictate --list-devices`."
        case .lost: "The sound server connection was lost (\(message))."
        case .sourceRemoved: "The capture device went away: it was unplugged or removed from the sound server (\(message))."
        case .noClientLibrary: "PulseAudio's client library is missing: \(message)."
        case .other: "The sound server reported: \(message)."
        }
    }
}
