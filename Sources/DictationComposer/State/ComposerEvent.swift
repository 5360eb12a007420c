/// Something a front end should voice or feel, as VoiceOver and the haptic engine get it on iOS.
public enum ComposerEvent: Sendable, Equatable {
    /// A sentence for screen readers: "Recording", "Dictation added", "Stopped", a refusal or a failure.
    case announcement(String)
    /// A moment to mark with a haptic (or, in a terminal, the bell).
    case haptic(Haptic)
}

/// The haptic moments of the composer.
public enum Haptic: Sendable, Equatable {
    /// Dictation started.
    case start
    /// Done kept the dictated words.
    case success
    /// Send was pressed.
    case light
    /// Access was refused, or dictation or sending failed.
    case error
}
