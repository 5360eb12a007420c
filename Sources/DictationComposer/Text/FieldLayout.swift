/// The message field laid out in a width: wrapped rows, the cursor's place, and the rows in view.
///
/// The field grows from one row to ``maximumVisibleRows`` and then scrolls to keep the cursor in view.
/// Each `Character` takes one column; a row breaks after the last space that fits, or mid-word when
/// a word is longer than the row.
public struct FieldLayout: Sendable, Equatable {
    /// One wrapped row: the characters it shows, as offsets into the text.
    public struct Row: Sendable, Equatable {
        /// Offset of the row's first character.
        public var start: Int
        /// Offset just past the row's last shown character (a line break is not shown).
        public var end: Int
    }

    /// The most rows the field shows before it scrolls, as on iOS.
    public static let maximumVisibleRows = 6

    /// Every wrapped row of the text; at least one.
    public let rows: [Row]
    /// The row holding the cursor.
    public let cursorRow: Int
    /// The cursor's column in its row.
    public let cursorColumn: Int
    /// The rows in view, top to bottom.
    public let visibleRows: Range<Int>

    /// Lays out `text` in `width` columns, with the cursor at character offset `cursor`, scrolled so
    /// the cursor is in view.
    public init(text: String, width: Int, cursor: Int) {
        let characters = Array(text)
        let rows = FieldLayout.wrap(characters, width: max(width, 1))
        let cursor = min(max(cursor, 0), characters.count)
        let row = rows.lastIndex { $0.start <= cursor } ?? 0
        self.rows = rows
        cursorRow = row
        cursorColumn = cursor - rows[row].start
        let visible = min(rows.count, FieldLayout.maximumVisibleRows)
        let top = min(max(0, row - visible + 1), rows.count - visible)
        visibleRows = top..<(top + visible)
    }

    /// The offset of the character at `column` of `row`, clamped to the row, for moving up and down.
    public func offset(row: Int, column: Int) -> Int {
        let row = rows[min(max(row, 0), rows.count - 1)]
        return min(row.start + max(column, 0), row.end)
    }

    private static func wrap(_ characters: [Character], width: Int) -> [Row] {
        var rows: [Row] = []
        var start = 0
        var index = 0
        var lastSpace: Int?
        while index < characters.count {
            let character = characters[index]
            if character.isNewline {
                rows.append(Row(start: start, end: index))
                index += 1
                start = index
                lastSpace = nil
                continue
            }
            if index - start == width {
                // Break after the last space in the row when there is one, else mid-word.
                let end = lastSpace.map { $0 + 1 } ?? index
                rows.append(Row(start: start, end: end))
                start = end
                lastSpace = nil
                index = end
                continue
            }
            if character == " " { lastSpace = index }
            index += 1
        }
        if characters.count - start == width {
            // A full last row leaves the cursor at the end nowhere to stand but the next row.
            rows.append(Row(start: start, end: characters.count))
            start = characters.count
        }
        rows.append(Row(start: start, end: characters.count))
        return rows
    }
}
