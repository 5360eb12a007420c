/// One change to text in another application, as a person at the keyboard would make it.
///
/// Edits only ever act at the cursor: text is typed where the cursor is, and erasing deletes
/// characters before it with BackSpace. That is all a typing backend can do reliably in any window.
public enum TextEdit: Sendable, Equatable {
    /// Types the text at the cursor. A `"\n"` in it is typed as Return.
    case type(String)
    /// Deletes this many characters (extended grapheme clusters) before the cursor.
    case erase(Int)
}
