import Foundation

/// A terminal window running `cat > file`: a real text field for typing tests.
///
/// The terminal's line discipline acts as an editor would: BackSpace deletes the character (UTF-8
/// aware, as the pty has `iutf8`) before the cursor, and a line reaches the file only when Return
/// ends it, so the file shows exactly what a person would see after the keystrokes.
public struct TerminalCapture: Sendable {
    /// The file `cat` writes.
    public let path: String

    /// What the window has received so far, once `expected` has arrived or `timeout` passed:
    /// compare it to `expected` to see what differs.
    public func text(awaiting expected: String, within timeout: Duration = patience) async -> String {
        _ = await eventually(within: timeout) { contents() == expected }
        return contents()
    }

    /// What the window has received once `count` lines have reached it (or `timeout` passed), read
    /// again after `settle` so that a line too many shows as well.
    public func text(awaitingLines count: Int, within timeout: Duration = patience,
                     settle: Duration = .milliseconds(500)) async -> String {
        _ = await eventually(within: timeout) { contents().filter { $0 == "\n" }.count >= count }
        try? await Task.sleep(for: settle)
        return contents()
    }

    func contents() -> String {
        (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    }
}
