import Foundation
import Glibc

/// A connected socket read and written a line at a time: the control protocol's framing.
///
/// Owned by one thread; calls block.
final class LineConnection {
    /// Longer lines are a broken peer, not a reply; the cap keeps one from filling memory.
    static let maximumLineLength = 1 << 20

    let fd: Int32
    private var buffer: [UInt8] = []
    private var closed = false

    init(fd: Int32) {
        self.fd = fd
    }

    deinit { close() }

    /// The next line without its line break; `nil` when the peer closed first.
    func readLine() throws(SystemCallError) -> String? {
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[..<newline], as: UTF8.self)
                buffer.removeSubrange(...newline)
                return line
            }
            guard buffer.count < Self.maximumLineLength else { throw SystemCallError(call: "recv", code: EMSGSIZE) }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = try systemCall("recv") { chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) } }
            guard count > 0 else { return nil }
            buffer += chunk[..<count]
        }
    }

    /// Sends `line` and a line break. A peer that went away is an error (EPIPE), never a SIGPIPE.
    func write(line: String) throws(SystemCallError) {
        let bytes = Array((line + "\n").utf8)
        var sent = 0
        while sent < bytes.count {
            sent += try systemCall("send") {
                bytes.withUnsafeBytes { send(fd, $0.baseAddress! + sent, $0.count - sent, Int32(MSG_NOSIGNAL)) }
            }
        }
    }

    /// Gives up reading after `seconds` without data, so a silent peer cannot hold a thread forever.
    func setReadTimeout(seconds: Int) {
        var timeout = timeval(tv_sec: seconds, tv_usec: 0)
        _ = setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    /// Ends the sending side and reads until the peer closes (or the read timeout passes), so
    /// closing never discards data the peer sent and resets the connection.
    func drain() {
        shutdown(fd, Int32(SHUT_WR))
        while (try? readLine()) != nil {}
    }

    func close() {
        guard !closed else { return }
        closed = true
        UnixSocket.close(fd)
    }
}
