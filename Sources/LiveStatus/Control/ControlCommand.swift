/// A request to the recording `dictate`: one word on one line.
public enum ControlCommand: String, Sendable, CaseIterable {
    /// Finish the recording and save it as a draft; the reply comes once the draft is saved.
    case stop
    /// Pause capture (decoding of what was heard goes on); replies with the snapshot.
    case pause
    /// Resume capture; replies with the snapshot.
    case resume
    /// Replies with the current snapshot.
    case status
    /// Replies with the current snapshot, then one per update, until the session ends.
    case follow
}
