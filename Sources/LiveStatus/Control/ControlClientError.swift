/// Why a control command got no answer.
public enum ControlClientError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No `dictate` is recording: no socket, or nobody listening on it. The CLI exits 69 (EX_UNAVAILABLE).
    case nothingRecording
    /// The server answered with an error (another user's socket, an unknown command).
    case refused(String)
    /// The server's answer was not a reply.
    case malformedReply(String)
    case system(SystemCallError)

    public var description: String {
        switch self {
        case .nothingRecording: "Nothing is recording."
        case .refused(let message): message
        case .malformedReply(let line): "The recording dictate answered something unexpected: \(line)"
        case .system(let error): "The control socket failed: \(error)."
        }
    }
}
