/// Why the control server could not start.
public enum ControlServerError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Another `dictate` answers on the socket: it is recording.
    case alreadyRecording(path: String)
    /// The socket's folder is not a folder of this user's.
    case unsafeDirectory(String)
    case system(SystemCallError)

    public var description: String {
        switch self {
        case .alreadyRecording: "Another dictate is already recording."
        case .unsafeDirectory(let path): "\(path) is not a folder of this user's; remove it."
        case .system(let error): "The control socket failed: \(error)."
        }
    }
}
