import Foundation

/// Why a transcription stream ended early.
///
/// The ``errorDescription`` is the short sentence a user interface shows; ``failureReason`` carries
/// the detail (which server, which file) for logs and `--verbose` output.
public enum TranscriptionError: Error, Sendable, Equatable, LocalizedError {
    /// Dictation could not start: see ``Access/unavailable(_:)`` and friends for the reason.
    case unavailable(String)
    /// Dictation started but stopped before it was finished: the sound server went away, the
    /// source disappeared, or decoding failed. Everything yielded before this error stays valid.
    case interrupted(String)

    public var errorDescription: String? {
        switch self {
        case .unavailable: "Dictation isn't available right now."
        case .interrupted: "Dictation stopped. Try again."
        }
    }

    public var failureReason: String? {
        switch self {
        case .unavailable(let detail), .interrupted(let detail): detail
        }
    }
}
