import SpeechEngine

/// How a live session ended.
public struct LiveSessionResult: Sendable {
    /// The last transcript the session gave.
    public var transcript: Transcript?
    /// The final snapshot (stopped).
    public var status: StatusSnapshot
    /// Whether `dictate stop` ended the session.
    public var stoppedRemotely: Bool
    /// The saved draft after `dictate stop`, or why it could not be saved; `nil` when not asked for.
    public var draft: Result<RecordingDraft, any Error>?
    /// The first failure writing audio (a full disk); the draft keeps the audio written before it.
    public var audioError: SystemCallError?
}
