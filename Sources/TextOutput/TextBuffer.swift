/// Text edited only through ``TextEdit``s, the way a text field in another application receives them.
///
/// Typing backends cannot read back what a window holds, so whether a plan of edits leaves the
/// right text can only be checked by replaying it somewhere that behaves like the window: here.
/// A buffer may start with text of its own, as a field with something already in it, so a check can
/// also see that edits never reach into text they did not type.
public struct TextBuffer: Sendable, Equatable {
    /// Everything in the field now, with the cursor at its end.
    public private(set) var text: String

    /// A field holding `text` already, as one dictation is started in; empty by default.
    public init(_ text: String = "") {
        self.text = text
    }

    /// Applies one edit at the cursor. Erasing more than the field holds empties it, as pressing
    /// BackSpace in an empty field does nothing.
    public mutating func apply(_ edit: TextEdit) {
        switch edit {
        case .type(let typed):
            text += typed
        case .erase(let count):
            text.removeLast(min(max(count, 0), text.count))
        }
    }

    /// Applies edits in order, as a sink delivers them.
    public mutating func apply(_ edits: [TextEdit]) {
        for edit in edits { apply(edit) }
    }
}
