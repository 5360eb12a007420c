import Foundation

/// Facts about the terminal and the few system calls the CLI makes on it.
///
/// Every write goes through ``write(_:to:)``, which retries when a signal interrupts it and
/// finishes partial writes, so a resize (SIGWINCH) never truncates a frame.
enum Terminal {
    /// Whether `descriptor` is a terminal.
    static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }

    /// The size of the terminal on `descriptor`; `COLUMNS` and `LINES` override what the terminal
    /// reports (and stand in when it reports nothing), as in other command-line tools.
    static func size(
        of descriptor: Int32, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> TerminalSize? {
        var window = winsize()
        let reported = ioctl(descriptor, UInt(TIOCGWINSZ), &window) == 0 && window.ws_col > 0 && window.ws_row > 0
        let columns = environment["COLUMNS"].flatMap(Int.init) ?? (reported ? Int(window.ws_col) : nil)
        let rows = environment["LINES"].flatMap(Int.init) ?? (reported ? Int(window.ws_row) : nil)
        guard let columns, let rows, columns > 0, rows > 0 else { return nil }
        return TerminalSize(columns: columns, rows: rows)
    }

    /// Writes all of `text` to `descriptor`, retrying on `EINTR` and `EAGAIN`; returns whether it all went.
    @discardableResult
    static func write(_ text: String, to descriptor: Int32) -> Bool {
        var bytes = Array(text.utf8)
        return bytes.withUnsafeMutableBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR || errno == EAGAIN { continue }
                    return false
                }
                offset += written
            }
            return true
        }
    }

    /// Reads what is available on `descriptor` (up to `limit` bytes), retrying on `EINTR`;
    /// `nil` at end of input or on an error.
    static func read(from descriptor: Int32, limit: Int = 4096) -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: limit)
        while true {
            let count = Foundation.read(descriptor, &buffer, limit)
            if count > 0 { return Array(buffer[0..<count]) }
            if count < 0, errno == EINTR { continue }
            return nil
        }
    }

    /// Waits up to `timeout` milliseconds for input on `descriptor`; returns whether some is ready.
    static func waitForInput(on descriptor: Int32, timeout: Int32) -> Bool {
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        while true {
            let result = poll(&request, 1, timeout)
            if result < 0, errno == EINTR { continue }
            return result > 0
        }
    }
}
