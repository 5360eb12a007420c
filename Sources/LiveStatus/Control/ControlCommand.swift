/// A request to the recording `dictate`: one word on one line.
public enum ControlCommand: String, Sendable, CaseIterable {
    /// Finish the recording and save it as a draft; the reply comes once the draft is saved.
    case stop
    /// Finish the recording as Ctrl-C does: a final pass settles the text, which is kept; no draft.
    /// The reply comes once the session has ended.
    case done
    /// End the recording at once without its final pass, dropping what is not written yet.
    /// The reply comes once the session has ended.
    case cancel
    /// Pause capture (decoding of what was heard goes on); replies with the snapshot.
    case pause
    /// Resume capture; replies with the snapshot.
    case resume
    /// Replies with the current snapshot.
    case status
    /// Replies with the current snapshot, then one per update, until the session ends.
    case follow
    /// As `follow`, and also one snapshot per level reading or change of the tentative words, those
    /// carried in ``StatusSnapshot/level`` and ``StatusSnapshot/tentative``: the feed of a panel that
    /// draws a meter, too busy for a status bar.
    case watch
}
