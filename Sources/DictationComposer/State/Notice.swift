/// The line under the card: why dictation can't run, or what went wrong.
public enum Notice: Sendable, Equatable {
    /// The user turned capture off; they can turn it back on in their settings.
    case accessDenied(reason: String)
    /// A policy on this machine forbids capture.
    case accessRestricted(reason: String)
    /// Something dictation needs is missing.
    case accessUnavailable(reason: String)
    /// Dictation stopped early; what was heard stays in the field.
    case dictationFailed(message: String)
    /// `onSend` threw; the text is back in the field.
    case sendFailed(message: String)
    /// A dictation stopped from outside (`dictate stop`) was kept as a recording in `folder`.
    case recordingSaved(folder: String)

    /// The sentence every denied request shows, whatever the platform.
    public static let deniedMessage = "Turn on Microphone and Speech Recognition in Settings to dictate."

    /// The sentence shown when `onSend` throws an error without a description of its own.
    public static let sendFallbackMessage = "Couldn't send. Try again."

    /// The text of the line.
    public var message: String {
        switch self {
        case .accessDenied: Notice.deniedMessage
        case .accessRestricted(let reason): "Dictation is turned off on this computer: \(reason)"
        case .accessUnavailable(let reason): "Dictation isn't available: \(reason)"
        case .dictationFailed(let message), .sendFailed(let message): message
        case .recordingSaved(let folder): "Saved the recording to \(folder)"
        }
    }

    /// Whether the line offers Open Settings (or, without a settings app, the command that fixes it).
    public var offersSettings: Bool {
        if case .accessDenied = self { true } else { false }
    }
}
