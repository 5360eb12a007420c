import Foundation
import LiveStatus
import Synchronization
import Testing
import TestSupport

/// Another user on the same machine must not stop or read someone's dictation.
@Suite struct PeerCredentialTests {
    static let user = "dictatetest"

    /// A client that prints what the server answers, or why it could not connect.
    static let client = """
    import socket, sys
    s = socket.socket(socket.AF_UNIX)
    try:
        s.connect(sys.argv[1])
    except OSError as e:
        print("connect failed", e.errno)
        sys.exit(3)
    s.sendall(b"stop\\n")
    data = b""
    while True:
        chunk = s.recv(4096)
        if not chunk:
            break
        data += chunk
    sys.stdout.write(data.decode())
    """

    @Test func anotherUserIsRefused() async throws {
        let (uid, gid) = try await Self.ensureUser()
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path + "/run/control.sock"
        let handled = Mutex(false)
        let server = ControlServer(path: path) { _, replies in
            handled.withLock { $0 = true }
            replies.send(ControlReply(snapshot: .idle))
        }
        try server.start()
        defer { server.stop() }
        let asOtherUser = ["setpriv", "--reuid=\(uid)", "--regid=\(gid)", "--clear-groups", "/usr/bin/python3", "-c", Self.client, path]

        // First lock: the folder (0700) and socket (0600) keep the other user from connecting at all.
        let blocked = try await ChildProcess.run(asOtherUser)
        #expect(blocked.status == 3, "\(blocked.standardOutput)\(blocked.standardError)")
        #expect(blocked.standardOutput.contains("connect failed \(EACCES)"))

        // Second lock: with both opened up, the peer's uid is checked and the user refused.
        chmod(folder.path + "/run", 0o755)
        chmod(path, 0o666)
        let refused = try await ChildProcess.run(asOtherUser)
        #expect(refused.status == 0, "\(refused.standardOutput)\(refused.standardError)")
        let reply = try JSONDecoder().decode(ControlReply.self, from: Data(refused.standardOutput.utf8))
        #expect(reply.error?.hasPrefix("Refused") == true)
        #expect(reply.snapshot == nil)
        #expect(!handled.withLock { $0 })

        // The owner is still served.
        let owner = try await offThePool { try ControlClient.send(.status, socketPath: path) }
        #expect(owner.snapshot == .idle)
    }

    /// The test user's uid and gid, creating the user (no home) if needed; the tests run as root.
    static func ensureUser() async throws -> (String, String) {
        if try await ChildProcess.run(["id", "-u", user]).status != 0 {
            let created = try await ChildProcess.run(["useradd", "-M", "-r", "-s", "/usr/sbin/nologin", user])
            guard created.status == 0 || created.status == 9 else { throw CocoaError(.executableLoad) }
        }
        let uid = try await ChildProcess.run(["id", "-u", user]).standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
        let gid = try await ChildProcess.run(["id", "-g", user]).standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
        return (uid, gid)
    }
}
