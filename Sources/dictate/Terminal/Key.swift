/// One input event from the terminal: a key, a paste, a mouse press or release, or a key's release.
enum Key: Sendable, Equatable {
    /// A printable character.
    case character(Character)
    /// A control key, by its letter: `.control("c")` is Ctrl-C.
    case control(Character)
    /// Return.
    case enter
    /// Tab.
    case tab
    /// Shift-Tab.
    case backTab
    /// Backspace (the key that deletes to the left).
    case backspace
    /// Delete (the key that deletes to the right).
    case delete
    /// A lone Escape.
    case escape
    /// Arrow keys.
    case up, down, left, right
    /// Home and End.
    case home, end
    /// Page Up and Page Down.
    case pageUp, pageDown
    /// A function key, F1 to F12.
    case function(Int)
    /// Text pasted while bracketed paste is on.
    case paste(String)
    /// A mouse button pressed at a cell, counted from 1.
    case mousePress(button: Int, column: Int, row: Int)
    /// A mouse button let go at a cell: SGR reporting sends both edges, which hold-to-talk needs.
    case mouseRelease(button: Int, column: Int, row: Int)
    /// A key let go; only terminals speaking the kitty keyboard protocol report these.
    indirect case release(Key)
    /// The terminal's answer to the kitty keyboard protocol query: the enhancement flags in force.
    case keyboardProtocol(flags: Int)
    /// A sequence the decoder doesn't know, kept so callers can ignore it explicitly.
    case unknown([UInt8])
}
