import Glibc

/// The commands' side of the control socket: `dictate stop`, `pause`, `resume`, `status`, `end`, `cancel`.
///
/// Calls block the calling thread until the server answers; `stop` answers once the draft is saved,
/// `done` and `cancel` once the session has ended.
public enum ControlClient {
    /// Sends `command` and returns the first reply.
    ///
    /// Throws ``ControlClientError/nothingRecording`` when no `dictate` is recording, and
    /// ``ControlClientError/refused(_:)`` when the server answered with an error.
    public static func send(
        _ command: ControlCommand, socketPath: String = ControlPaths.socketPath()
    ) throws(ControlClientError) -> ControlReply {
        let connection = try connect(socketPath, command: command)
        guard let reply = try nextReply(connection) else { throw .nothingRecording }
        return reply
    }

    /// Sends `follow` (or, with `live`, `watch`) and calls `body` with each snapshot until the session ends.
    public static func follow(
        socketPath: String = ControlPaths.socketPath(), live: Bool = false, _ body: (StatusSnapshot) -> Void
    ) throws(ControlClientError) {
        let connection = try connect(socketPath, command: live ? .watch : .follow)
        var answered = false
        while let reply = try nextReply(connection) {
            answered = true
            if let snapshot = reply.snapshot { body(snapshot) }
        }
        // A session that ended between connecting and answering was not recording after all.
        if !answered { throw .nothingRecording }
    }

    private static func connect(_ path: String, command: ControlCommand) throws(ControlClientError) -> LineConnection {
        let connection: LineConnection
        do {
            connection = LineConnection(fd: try UnixSocket.make())
            try UnixSocket.connect(connection.fd, to: path)
        } catch where [ENOENT, ECONNREFUSED, ENOTDIR].contains(error.code) {
            throw .nothingRecording
        } catch {
            throw .system(error)
        }
        do { try connection.write(line: command.rawValue) } catch { throw .system(error) }
        return connection
    }

    /// The next reply; `nil` when the server closed the connection.
    private static func nextReply(_ connection: LineConnection) throws(ControlClientError) -> ControlReply? {
        let line: String?
        do { line = try connection.readLine() } catch where error.code == ECONNRESET {
            // The recording ended and closed the socket under us.
            return nil
        } catch {
            throw .system(error)
        }
        guard let line else { return nil }
        guard let reply = try? ControlReply(jsonLine: line) else { throw .malformedReply(line) }
        if let message = reply.error { throw .refused(message) }
        return reply
    }
}
