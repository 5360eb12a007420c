import Foundation

/// Where the composer reads keys and draws: the controlling terminal, so standard output stays
/// free for the message (`msg=$(dictate compose)`), or standard input and error when there is none.
struct TerminalDevice {
    /// The descriptor keys are read from.
    let input: Int32
    /// The descriptor the card is drawn on.
    let output: Int32

    /// The controlling terminal, or `nil` when neither it nor standard input is a terminal.
    static func open() -> TerminalDevice? {
        let descriptor = Foundation.open("/dev/tty", O_RDWR | O_CLOEXEC)
        if descriptor >= 0 { return TerminalDevice(input: descriptor, output: descriptor) }
        guard Terminal.isTerminal(STDIN_FILENO) else { return nil }
        return TerminalDevice(input: STDIN_FILENO, output: STDERR_FILENO)
    }
}
