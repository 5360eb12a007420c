/// A terminal's size in character cells.
struct TerminalSize: Sendable, Equatable {
    /// Cells across.
    var columns: Int
    /// Rows down.
    var rows: Int
}
