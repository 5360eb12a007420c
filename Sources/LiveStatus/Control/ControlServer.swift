import Foundation
import Glibc
import Synchronization

/// The listening end of the control socket, inside a recording `dictate`.
///
/// Accepting and every connection run on threads of their own, never on Swift's cooperative pool,
/// because they block. A peer of another user is sent an error and dropped. Each connection carries
/// one command; the handler answers it through ``ControlReplies`` and the connection closes when the
/// handler returns.
public final class ControlServer: Sendable {
    /// Answers one command; runs on the connection's own thread and may block there.
    public typealias Handler = @Sendable (ControlCommand, ControlReplies) -> Void

    /// The socket's path.
    public let path: String
    private let handler: Handler
    private let state = Mutex<(listener: Int32?, inode: ino_t?, stopping: Bool)>((nil, nil, false))

    public init(path: String = ControlPaths.socketPath(), handler: @escaping Handler) {
        self.path = path
        self.handler = handler
    }

    /// Creates the socket (replacing a stale one nobody listens on) and starts accepting.
    public func start() throws(ControlServerError) {
        let folder = (path as NSString).deletingLastPathComponent
        try ControlPaths.prepareDirectory(folder)
        let fd: Int32
        do { fd = try UnixSocket.make() } catch { throw .system(error) }
        do throws(ControlServerError) {
            try bindReplacingStale(fd)
            do {
                // The folder is private already; the socket's own mode is the second lock.
                try systemCall("chmod") { chmod(path, 0o600) }
                try systemCall("listen") { listen(fd, 16) }
            } catch { throw ControlServerError.system(error) }
        } catch {
            UnixSocket.close(fd)
            throw error
        }
        var info = stat()
        let inode: ino_t? = stat(path, &info) == 0 ? info.st_ino : nil
        state.withLock { $0 = (fd, inode, false) }
        Thread.detachNewThread { [self] in acceptLoop(fd) }
    }

    /// Stops accepting and removes the socket. Connections already open run to their end.
    public func stop() {
        let (listener, inode) = state.withLock { state in
            defer { state.listener = nil; state.stopping = true }
            return (state.listener, state.inode)
        }
        guard let listener else { return }
        // Wakes the accept thread, which closes the descriptor when it sees the stop.
        shutdown(listener, Int32(SHUT_RDWR))
        // Only our own socket: a newer recording may have replaced the file.
        var info = stat()
        if stat(path, &info) == 0, info.st_ino == inode { unlink(path) }
    }

    private func bindReplacingStale(_ fd: Int32) throws(ControlServerError) {
        do {
            try UnixSocket.bind(fd, to: path)
            return
        } catch where error.code == EADDRINUSE {
            // Someone's socket file is there; whether anyone listens on it decides.
        } catch {
            throw .system(error)
        }
        if Self.isListening(path) { throw .alreadyRecording(path: path) }
        // A socket file with no listener: left by a recording that crashed.
        unlink(path)
        do { try UnixSocket.bind(fd, to: path) } catch { throw .system(error) }
    }

    private static func isListening(_ path: String) -> Bool {
        guard let probe = try? UnixSocket.make() else { return false }
        defer { UnixSocket.close(probe) }
        return (try? UnixSocket.connect(probe, to: path)) != nil
    }

    private func acceptLoop(_ listener: Int32) {
        while true {
            do {
                let connection = try systemCall("accept") { accept(listener, nil, nil) }
                // accept4 (atomic close-on-exec) is hidden behind _GNU_SOURCE; the gap only matters
                // if another thread forks in between.
                _ = fcntl(connection, F_SETFD, FD_CLOEXEC)
                Thread.detachNewThread { [self] in serve(LineConnection(fd: connection)) }
            } catch {
                if state.withLock({ $0.stopping }) { break }
                // Out of descriptors: let some connections end rather than spin.
                if error.code == EMFILE || error.code == ENFILE { usleep(100_000) }
            }
        }
        UnixSocket.close(listener)
    }

    private func serve(_ connection: LineConnection) {
        defer { connection.close() }
        do {
            connection.setReadTimeout(seconds: 5)
            guard try UnixSocket.peerUID(connection.fd) == getuid() else {
                try connection.write(line: ControlReply(error: "Refused: another user's dictate.").jsonLine())
                // Closing with the peer's command unread would reset the connection and could
                // destroy the reply before it is read; let the peer close first.
                connection.drain()
                return
            }
            guard let line = try connection.readLine() else { return }
            let word = line.trimmingWhitespace()
            guard let command = ControlCommand(rawValue: word) else {
                try connection.write(line: ControlReply(error: "Unknown command: \(word)").jsonLine())
                return
            }
            handler(command, ControlReplies(connection: connection))
        } catch {
            // The peer went away or sent nothing in time: nothing to answer.
        }
    }
}

/// Where a handler writes its answer: one reply per line.
public struct ControlReplies {
    fileprivate let connection: LineConnection

    /// Sends `reply`; `false` when the peer has gone, so a follower can stop.
    @discardableResult
    public func send(_ reply: ControlReply) -> Bool {
        (try? connection.write(line: reply.jsonLine())) != nil
    }
}
