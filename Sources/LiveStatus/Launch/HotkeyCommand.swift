/// The commands a desktop key binding runs: `dictate toggle`, `begin`, `end` and `cancel`.
public enum HotkeyCommand: String, Sendable, CaseIterable {
    /// Start a dictation in the background if none records, else finish it keeping the text.
    case toggle
    /// Start a dictation in the background; refused if one records (a key's press).
    case begin
    /// Finish the dictation that records, keeping the text (the same key's release).
    case end
    /// End the dictation that records, dropping what is not written yet.
    case cancel

    /// Whether the command waits for a start or end in progress to complete, rather than giving up.
    ///
    /// A hold-to-talk key released right after its press runs `end` while `begin` still starts the
    /// session, and that session must end; a second `toggle` while the first still takes effect is a
    /// double press (a bouncing key, an impatient finger), and must not undo the first.
    public var waitsForOthers: Bool { self != .toggle }

    /// What the command does, given whether it got the ``StartLock`` and whether a session records.
    public func action(lockTaken: Bool, recording: Bool) -> HotkeyAction {
        guard lockTaken else { return .refuse(.busy) }
        switch (self, recording) {
        case (.toggle, false), (.begin, false): return .start
        case (.toggle, true), (.end, true): return .send(.done)
        case (.cancel, true): return .send(.cancel)
        case (.begin, true): return .refuse(.alreadyRecording)
        case (.end, false), (.cancel, false): return .refuse(.nothingRecording)
        }
    }
}

/// What a ``HotkeyCommand`` does.
public enum HotkeyAction: Equatable, Sendable {
    /// Start a background session.
    case start
    /// Send the session that records this control command (`done` or `cancel`).
    case send(ControlCommand)
    /// Do nothing, for this reason.
    case refuse(HotkeyRefusal)
}

/// Why a ``HotkeyCommand`` did nothing.
public enum HotkeyRefusal: Error, Equatable, Sendable, CustomStringConvertible {
    /// `begin` while a dictation records.
    case alreadyRecording
    /// `end` or `cancel` with no dictation recording.
    case nothingRecording
    /// Another `dictate toggle`, `begin`, `end` or `cancel` is still starting or ending a session.
    case busy

    public var description: String {
        switch self {
        case .alreadyRecording: "A dictation is already recording; `dictate end` finishes it."
        case .nothingRecording: "Nothing is recording."
        case .busy: "Another dictate is still starting or ending a dictation, so this one did nothing; try again."
        }
    }
}
