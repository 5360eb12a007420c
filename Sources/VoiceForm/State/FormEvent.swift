/// Something a front end should voice: screen readers get these as they happen.
public enum FormEvent: Sendable, Equatable {
    /// A sentence for screen readers: "Recording Age", "Age: 42", a refusal or a failure.
    case announcement(String)
}
