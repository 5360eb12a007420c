import TextOutput

/// What a typer is asked to do, one step down from `TextEdit`: text without newlines, and named keys.
///
/// Newlines become Return key presses rather than text because the typers disagree on a typed
/// `"\n"`: wtype sends the Linefeed keysym, which terminals do not take as Return, and dotool reads
/// its commands line by line.
enum Keystroke: Equatable {
    case text(String)
    case key(Key, times: Int)

    enum Key: Equatable {
        case returnKey
        case backSpace
        case paste(PasteShortcut)
    }

    /// The keystrokes that make `edits`, in order; a zero erase or empty text makes none.
    static func plan(_ edits: [TextEdit]) -> [Keystroke] {
        edits.flatMap { edit -> [Keystroke] in
            switch edit {
            case .erase(let count): count > 0 ? [.key(.backSpace, times: count)] : []
            case .type(let text): lines(text)
            }
        }
    }

    private static func lines(_ text: String) -> [Keystroke] {
        var keystrokes: [Keystroke] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if index > 0 { keystrokes.append(.key(.returnKey, times: 1)) }
            if !line.isEmpty { keystrokes.append(.text(String(line))) }
        }
        return keystrokes
    }
}
