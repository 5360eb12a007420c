import Foundation
@testable import LiveStatus
import SpeechEngine
import Synchronization
import TestSupport
import Testing

/// The stopped snapshot reaches every `dictate status --follow` before dictate may exit.
@Suite struct FollowerStopTests {
    /// dictate exits soon after `finish` returns (after a Ctrl-C, or a recording that ended by
    /// itself), and what its followers were not yet sent is lost with the process. Bars that read a
    /// little late still have snapshots queued when the session ends; `finish` must give their
    /// connections the time to send those and the stop.
    @Test func barsThatReadLateAreSentTheStopBeforeFinishReturns() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path + "/run/control.sock"
        let live = LiveSession(language: "en", model: "tiny.en", store: nil, socketPath: path)
        let control = SessionControl()
        try await offThePool { try live.start(control: control) }
        let followers = try await offThePool { try (0..<3).map { _ in try RawFollower(path: path) } }
        defer { for follower in followers { follower.close() } }
        for follower in followers {
            let first = try await offThePool { try follower.firstLine() }
            #expect(try ControlReply(jsonLine: first).snapshot?.state == .recording)
        }
        // More snapshots than a socket holds: every connection blocks with some still queued.
        for _ in 0..<150 {
            control.pause()
            control.resume()
        }

        let (result, received) = try await offThePool {
            for follower in followers { follower.startReading() }
            let result = live.finish(transcript: nil)
            // Only what is in the sockets by now would outlive the process.
            return (result, try followers.map { try $0.stopReading() })
        }

        #expect(result.status.state == .stopped)
        for (index, lines) in received.enumerated() {
            let last = try lines.last.map { try ControlReply(jsonLine: $0).snapshot }
            #expect(last == result.status, "follower \(index) was sent \(lines.count) lines, the stop not last")
        }
    }
}

/// A `dictate status --follow` peer whose reading the test starts and cuts off, to see exactly what
/// the session had sent it by some moment.
private final class RawFollower: Sendable {
    private let fd: Int32
    private let read = Mutex<(bytes: [UInt8], cut: Bool)>(([], false))

    /// Connects to the session at `path` and asks to follow it.
    init(path: String) throws {
        fd = try UnixSocket.make()
        do {
            try UnixSocket.connect(fd, to: path)
            let request = Array("follow\n".utf8)
            guard send(fd, request, request.count, Int32(MSG_NOSIGNAL)) == request.count else {
                throw SystemCallError(call: "send", code: errno)
            }
        } catch {
            UnixSocket.close(fd)
            throw error
        }
    }

    /// The first line, waiting for it: the follower is registered once it arrives. Reads byte by
    /// byte so that nothing after the line is taken from the socket.
    func firstLine() throws -> String {
        var line: [UInt8] = []
        var byte: UInt8 = 0
        while true {
            let count = recv(fd, &byte, 1, 0)
            guard count == 1 else { throw SystemCallError(call: "recv", code: count == 0 ? ECONNRESET : errno) }
            if byte == UInt8(ascii: "\n") { return String(decoding: line, as: UTF8.self) }
            line.append(byte)
        }
    }

    /// Reads on a thread of its own from now until ``stopReading()``, as a bar that came back to it.
    func startReading() {
        Thread.detachNewThread { [self] in
            while read.withLock({ read in
                if !read.cut { _ = try? drain(into: &read.bytes) }
                return !read.cut
            }) {
                usleep(200)
            }
        }
    }

    /// Stops reading and returns every whole line the session sent, the socket's unread ones included.
    func stopReading() throws -> [String] {
        try read.withLock { read in
            read.cut = true
            try drain(into: &read.bytes)
            // A line cut short was not sent whole; it counts as not sent.
            let whole = read.bytes[..<(read.bytes.lastIndex(of: UInt8(ascii: "\n")) ?? 0)]
            return whole.split(separator: UInt8(ascii: "\n")).map { String(decoding: $0, as: UTF8.self) }
        }
    }

    /// Closes the connection.
    func close() {
        UnixSocket.close(fd)
    }

    /// Appends what the socket holds now to `bytes`, without waiting for more.
    private func drain(into bytes: inout [UInt8]) throws {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = recv(fd, &chunk, chunk.count, Int32(MSG_DONTWAIT))
            if count > 0 { bytes += chunk[..<count]; continue }
            if count == 0 || errno == EAGAIN || errno == EWOULDBLOCK { return }
            throw SystemCallError(call: "recv", code: errno)
        }
    }
}
