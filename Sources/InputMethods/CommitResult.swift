/// What became of text sent to the focused app.
public enum CommitResult: Sendable, Equatable {
    /// The app's text before the cursor shows the change.
    case delivered
    /// Sent, but the app did not say what its field holds, so it could not be checked.
    case unconfirmed
    /// Not sent, or lost on the way; the reason is phrased for the person.
    case failed(String)
}
