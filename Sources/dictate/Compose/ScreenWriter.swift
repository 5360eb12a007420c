/// Puts frames on the terminal, rewriting only the rows that changed since the last frame.
@MainActor
final class ScreenWriter {
    private let descriptor: Int32
    private var previous: [String] = []

    /// A writer to `descriptor`.
    init(descriptor: Int32) { self.descriptor = descriptor }

    /// Draws `frame`, then places (or hides) the cursor.
    func draw(_ frame: Frame) {
        var output = ANSI.hideCursor
        for (index, line) in frame.lines.enumerated() where index >= previous.count || previous[index] != line {
            output += ANSI.moveTo(row: index + 1, column: 1) + line + ANSI.clearToEndOfLine
        }
        if let cursor = frame.cursor {
            output += ANSI.moveTo(row: cursor.row, column: cursor.column) + ANSI.showCursor
        }
        previous = frame.lines
        Terminal.write(output, to: descriptor)
    }

    /// Clears the screen so the next frame is drawn whole, as after a resize.
    func invalidate() {
        previous = []
        Terminal.write(ANSI.clearScreen, to: descriptor)
    }
}
