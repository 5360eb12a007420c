import Foundation

/// The terminal's saved settings while raw mode is on: restored by ``restore()``, at exit, and on
/// the signals that end the process, so an interrupted program never leaves the shell unusable.
///
/// Only one raw mode is active at a time; the signal handlers reach it through a global because a C
/// signal handler cannot capture anything.
final class RawMode: Sendable {
    /// Turns off echo, line buffering, signal keys and flow control on `descriptor`.
    ///
    /// `restoreSequence` is written when the mode ends, to undo what the caller turned on (the
    /// alternate screen, mouse reporting, a hidden cursor). Returns `nil` when `descriptor` is not a
    /// terminal.
    static func enter(_ descriptor: Int32, restoreSequence: String = "") -> RawMode? {
        var original = termios()
        guard tcgetattr(descriptor, &original) == 0 else { return nil }
        var raw = original
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        raw.c_cflag |= tcflag_t(CS8)
        guard tcsetattr(descriptor, TCSAFLUSH, &raw) == 0 else { return nil }
        activeRawMode = ActiveRawMode(descriptor: descriptor, original: original, restoreBytes: Array(restoreSequence.utf8))
        installHandlers()
        return RawMode()
    }

    private init() {}

    /// Puts the terminal back as it was.
    func restore() {
        restoreActiveRawMode()
    }
}

/// What the signal handlers need to undo raw mode.
private struct ActiveRawMode {
    let descriptor: Int32
    var original: termios
    let restoreBytes: [UInt8]
}

/// Set while raw mode is on; read by signal handlers, which may touch nothing else.
nonisolated(unsafe) private var activeRawMode: ActiveRawMode?
nonisolated(unsafe) private var handlersInstalled = false

/// Async-signal-safe: only `write` and `tcsetattr`.
private func restoreActiveRawMode() {
    guard var mode = activeRawMode else { return }
    activeRawMode = nil
    mode.restoreBytes.withUnsafeBytes { _ = write(mode.descriptor, $0.baseAddress, $0.count) }
    // TCSANOW: after a hangup nobody drains the output, and waiting for it would hang forever.
    tcsetattr(mode.descriptor, TCSANOW, &mode.original)
}

private func installHandlers() {
    guard !handlersInstalled else { return }
    handlersInstalled = true
    atexit { restoreActiveRawMode() }
    for signalNumber in [SIGTERM, SIGHUP, SIGQUIT, SIGINT] {
        signal(signalNumber) { received in
            restoreActiveRawMode()
            signal(received, SIG_DFL)
            raise(received)
        }
    }
}
