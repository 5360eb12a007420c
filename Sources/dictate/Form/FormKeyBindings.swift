/// The keys of `dictate form`, in one place for the footer and `--help`.
enum FormKeyBindings {
    /// The footer while no field records: what holding (or, without key releases, tapping) does.
    static func hint(holdToTalk: Bool, talkKey: TalkKey) -> String {
        holdToTalk
            ? "Hold \(talkKey.name) or a field to talk · Tab next · ^S submit · Esc cancel"
            : "\(talkKey.name) to talk, \(talkKey.name) again to stop · Tab next · ^S submit · Esc cancel"
    }

    /// The footer while a field records.
    static func recordingHint(holdToTalk: Bool, byMouse: Bool, talkKey: TalkKey) -> String {
        byMouse || holdToTalk ? "Listening… release to finish · Esc cancel" : "Listening… \(talkKey.name) to finish · Esc cancel"
    }

    /// The summary spoken in accessible mode and shown in help.
    static func summary(talkKey: TalkKey) -> String {
        """
        Keys: \(talkKey.name) talks into the focused field (hold it where the terminal reports key releases, \
        otherwise press it again to stop), Tab or Shift-Tab moves between fields, F2 and F3 change \
        the language, Enter on the last field or Ctrl-S submits, Esc cancels.
        """
    }
}
