/// One full screen of the composer: styled rows, where the cursor goes, and where the buttons are.
struct Frame: Sendable, Equatable {
    /// A clickable button's place, in 1-based screen cells.
    struct Button: Sendable, Equatable {
        /// What pressing it does.
        var action: ButtonAction
        /// The screen row.
        var row: Int
        /// The columns it covers; always at least three.
        var columns: ClosedRange<Int>
    }

    /// Every screen row, top to bottom, with its style sequences.
    var lines: [String]
    /// The cursor's screen cell (1-based row and column), or `nil` to hide it.
    var cursor: (row: Int, column: Int)?
    /// The buttons on screen.
    var buttons: [Button] = []

    /// The button under a click at `column`, `row`.
    func button(atColumn column: Int, row: Int) -> ButtonAction? {
        buttons.first { $0.row == row && $0.columns.contains(column) }?.action
    }

    static func == (lhs: Frame, rhs: Frame) -> Bool {
        lhs.lines == rhs.lines && lhs.cursor?.row == rhs.cursor?.row && lhs.cursor?.column == rhs.cursor?.column
            && lhs.buttons == rhs.buttons
    }
}

/// What a button does.
enum ButtonAction: Sendable, Equatable {
    case mic, send, stop, cancel, done, openSettings
}
