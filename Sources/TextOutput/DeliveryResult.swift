/// What became of text handed to the application: the answer each commit gets, so a person and a
/// script can tell text that arrived from text that may not have.
public enum DeliveryResult: Sendable, Equatable {
    /// The application confirmed it: the text it reports before the cursor ends with what was sent.
    case delivered
    /// Sent, and nothing said it failed, but the way it went cannot tell (key typers, terminals
    /// that report no surrounding text).
    case unconfirmed
    /// Not delivered: no focused field, the way was refused or broke, or it timed out.
    case failed(String)
    /// The field must not receive dictation (a password field); nothing was sent, and no other way
    /// is tried either.
    case refused(String)

    /// The word used for it in `--format jsonl` and the log.
    public var name: String {
        switch self {
        case .delivered: "delivered"
        case .unconfirmed: "unconfirmed"
        case .failed: "failed"
        case .refused: "refused"
        }
    }

    /// Why it failed or was refused; `nil` when it went.
    public var reason: String? {
        switch self {
        case .delivered, .unconfirmed: nil
        case .failed(let reason), .refused(let reason): reason
        }
    }

    /// Whether the text left dictate for the application.
    public var isSent: Bool { reason == nil }
}

/// One delivery of settled text: which way it went and what became of it.
public struct Delivery: Sendable, Equatable {
    /// The way's name, as `ibus`, `input-method-v2`, `wtype`, `xdotool`; `none` when every way failed.
    public var backend: String
    public var result: DeliveryResult

    public init(backend: String, result: DeliveryResult) {
        self.backend = backend
        self.result = result
    }
}
