import Foundation

/// Whether dictation may run now, and if not, why.
///
/// On Linux there is no permission prompt for the microphone; access is decided by the sound
/// server, the model file and any local policy. The cases keep the meaning they have on other
/// platforms so apps can present them the same way:
///
/// - ``allowed``: a PulseAudio (or PipeWire-pulse) server answered, the capture source exists and is
///   not muted, and a speech model that fits the requested language is installed.
/// - ``notDetermined``: nothing has been probed yet; call ``Transcription/requestAccess``.
/// - ``denied(_:)``: the server exists but refuses this client, or the source is muted or suspended
///   by the user. The user can change this in their sound settings.
/// - ``restricted(_:)``: a policy on this machine forbids capture (`DICTATE_DISABLE_CAPTURE` is set,
///   or the client configuration disables it). Only an administrator can change it.
/// - ``unavailable(_:)``: something dictation needs is missing: no sound server, no such source,
///   no model file, or a model that cannot transcribe the requested language.
public enum Access: Sendable, Equatable, CustomStringConvertible {
    /// The refusal a policy on this machine makes (`DICTATE_DISABLE_CAPTURE`), if any: what a
    /// client asks before it opens the microphone ahead of the rest of the checks.
    public static var policyRefusal: Access? {
        guard let policy = ProcessInfo.processInfo.environment["DICTATE_DISABLE_CAPTURE"], !policy.isEmpty else { return nil }
        return .restricted("Capture is turned off on this machine (DICTATE_DISABLE_CAPTURE is set). Ask whoever manages it.")
    }

    case allowed
    case notDetermined
    case denied(String)
    case restricted(String)
    case unavailable(String)

    /// What the user can do about a refusal, or `nil` when access is allowed.
    public var reason: String? {
        switch self {
        case .allowed: nil
        case .notDetermined: "Dictation hasn't checked the microphone yet."
        case .denied(let reason), .restricted(let reason), .unavailable(let reason): reason
        }
    }

    public var description: String {
        switch self {
        case .allowed: "allowed"
        case .notDetermined: "not determined"
        case .denied(let reason): "denied: \(reason)"
        case .restricted(let reason): "restricted: \(reason)"
        case .unavailable(let reason): "unavailable: \(reason)"
        }
    }
}
