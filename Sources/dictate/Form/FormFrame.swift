/// One full screen of the form: styled rows, the cursor, and what a click at a cell reaches.
struct FormFrame: Sendable {
    /// Every screen row, top to bottom, with its style sequences.
    var lines: [String]
    /// The cursor's screen cell (1-based row and column), or `nil` to hide it.
    var cursor: (row: Int, column: Int)?
    /// The screen rows of each field on screen (its label, value and underline), by field index.
    var fieldRows: [(field: Int, rows: ClosedRange<Int>)] = []
    /// The language segments on screen: the row, the columns and the language code.
    var languageSegments: [(row: Int, columns: ClosedRange<Int>, code: String)] = []

    /// The field drawn at screen `row`.
    func field(atRow row: Int) -> Int? {
        fieldRows.first { $0.rows.contains(row) }?.field
    }

    /// The language segment under a click at `column`, `row`.
    func language(atColumn column: Int, row: Int) -> String? {
        languageSegments.first { $0.row == row && $0.columns.contains(column) }?.code
    }

    /// The rows and cursor as the composer's screen writer draws them.
    var screen: Frame { Frame(lines: lines, cursor: cursor) }
}
