import DictationComposer

/// The cursor in the message field and the edits made at it, in characters.
///
/// The text itself stays in the composer; the editor only computes the new text and moves the cursor.
struct FieldEditor: Sendable {
    /// The cursor's offset in characters.
    private(set) var cursor: Int

    /// An editor with the cursor at the end of `text`.
    init(text: String) { cursor = text.count }

    /// Puts the cursor back in range after the text changed elsewhere (dictation, a sent message).
    mutating func clamp(to text: String) {
        cursor = min(cursor, text.count)
    }

    /// Moves the cursor to the end, where dictated words land.
    mutating func moveToEnd(of text: String) { cursor = text.count }

    /// `text` with `inserted` at the cursor; the cursor moves past it.
    mutating func insert(_ inserted: String, into text: String) -> String {
        var characters = Array(text)
        let at = min(cursor, characters.count)
        characters.insert(contentsOf: inserted, at: at)
        cursor = at + inserted.count
        return String(characters)
    }

    /// `text` without the character before the cursor.
    mutating func deleteBackward(in text: String) -> String {
        guard cursor > 0 else { return text }
        var characters = Array(text)
        cursor = min(cursor, characters.count) - 1
        characters.remove(at: cursor)
        return String(characters)
    }

    /// `text` without the character after the cursor.
    func deleteForward(in text: String) -> String {
        var characters = Array(text)
        guard cursor < characters.count else { return text }
        characters.remove(at: cursor)
        return String(characters)
    }

    /// Moves one character left or right.
    mutating func move(by offset: Int, in text: String) {
        cursor = min(max(cursor + offset, 0), text.count)
    }

    /// Moves one wrapped row up or down, keeping the column where the row allows.
    mutating func moveRow(by rows: Int, in layout: FieldLayout) {
        cursor = layout.offset(row: layout.cursorRow + rows, column: layout.cursorColumn)
    }

    /// Moves to the start of the cursor's wrapped row.
    mutating func moveToRowStart(in layout: FieldLayout) {
        cursor = layout.rows[layout.cursorRow].start
    }

    /// Moves to the end of the cursor's wrapped row.
    mutating func moveToRowEnd(in layout: FieldLayout) {
        cursor = layout.rows[layout.cursorRow].end
    }
}
