/// The escape sequences the CLI writes, by purpose.
enum ANSI {
    /// Control Sequence Introducer.
    static let csi = "\u{1B}["
    /// Switches to the alternate screen, leaving the shell's screen untouched.
    static let enterAlternateScreen = csi + "?1049h"
    /// Returns to the shell's screen.
    static let leaveAlternateScreen = csi + "?1049l"
    /// Hides the cursor.
    static let hideCursor = csi + "?25l"
    /// Shows the cursor.
    static let showCursor = csi + "?25h"
    /// Clears the whole screen.
    static let clearScreen = csi + "2J"
    /// Clears from the cursor to the end of the line.
    static let clearToEndOfLine = csi + "K"
    /// Reports mouse presses in the SGR encoding, which has no column limit.
    static let enableMouse = csi + "?1000h" + csi + "?1006h"
    /// Stops mouse reporting.
    static let disableMouse = csi + "?1006l" + csi + "?1000l"
    /// Wraps pasted text in markers so it is not taken for typed keys.
    static let enableBracketedPaste = csi + "?2004h"
    /// Stops paste markers.
    static let disableBracketedPaste = csi + "?2004l"
    /// Resets every text attribute.
    static let reset = csi + "0m"
    /// Asks for the background colour (OSC 11); terminals that know it answer `OSC 11 ; rgb:…`.
    static let queryBackground = "\u{1B}]11;?\u{1B}\\"
    /// Asks for the primary device attributes, which every terminal answers (`CSI ? … c`).
    static let queryDeviceAttributes = csi + "c"
    /// The terminal bell.
    static let bell = "\u{07}"

    /// Moves the cursor to `row` and `column`, both counted from 1.
    static func moveTo(row: Int, column: Int) -> String { "\(csi)\(row);\(column)H" }
}
