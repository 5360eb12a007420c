import SpeechEngine

/// How a live session ended.
public struct LiveSessionResult: Sendable {
    /// The last transcript the session gave.
    public var transcript: Transcript?
    /// The final snapshot (stopped).
    public var status: StatusSnapshot
    /// The control command that ended the session; `nil` when it ended by itself or by Ctrl-C.
    public var endedBy: RemoteEnding?
    /// The saved draft after `dictate stop`, or why it could not be saved; `nil` when not asked for.
    public var draft: Result<RecordingDraft, any Error>?
    /// The first failure writing audio (a full disk); the draft keeps the audio written before it.
    public var audioError: SystemCallError?

    /// Whether a control command (`stop`, `done` or `cancel`) ended the session, so no other
    /// should follow it.
    public var stoppedRemotely: Bool { endedBy != nil }
}
