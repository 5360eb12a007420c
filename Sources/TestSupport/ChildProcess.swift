import Foundation
import Spawning

/// Child processes for tests, spawned and reaped by hand.
///
/// Foundation's `Process` misses some child exits under the test runner (its `waitUntilExit()`
/// then never returns), and children inherit the runner's blocked-signal mask, so a SIGTERM sent to
/// them is never delivered. Here every child starts with an empty mask and default handlers, and is
/// reaped with `waitpid` on a thread of its own.
public struct ChildProcess: Sendable {
    /// The child's process id.
    public let pid: pid_t

    /// What a finished child left behind.
    public struct Result: Sendable {
        /// The exit status, or 128 + the signal that ended it.
        public var status: Int32
        public var standardOutput: String
        public var standardError: String
    }

    /// Starts `arguments[0]` (looked up in `PATH`) with its output going to the given files
    /// (`/dev/null` when `nil`) and its input from `standardInput` (`/dev/null` when `nil`).
    public static func spawn(
        _ arguments: [String], environment: [String: String]? = nil, standardInput: String? = nil,
        standardOutput: String? = nil, standardError: String? = nil
    ) throws -> ChildProcess {
        let pid: pid_t
        do {
            pid = try Spawn.start(arguments, environment: environment ?? ProcessInfo.processInfo.environment, descriptors: [
                (0, .open(path: standardInput ?? "/dev/null", flags: O_RDONLY)),
                (1, .open(path: standardOutput ?? "/dev/null", flags: O_WRONLY | O_CREAT | O_TRUNC, mode: 0o600)),
                (2, .open(path: standardError ?? "/dev/null", flags: O_WRONLY | O_CREAT | O_TRUNC, mode: 0o600)),
            ])
        } catch {
            throw POSIXError(POSIXErrorCode(rawValue: error.code) ?? .ENOENT)
        }
        return ChildProcess(pid: pid)
    }

    /// Runs a command to its end and returns its status and output.
    ///
    /// All of it runs on a thread of its own: on a loaded machine spawning a child, and making and
    /// removing its folder, take long enough to hold up the other tests on Swift's shared pool.
    public static func run(
        _ arguments: [String], environment: [String: String]? = nil, standardInput: String? = nil
    ) async throws -> Result {
        try await offThePool { try runBlocking(arguments, environment: environment, standardInput: standardInput) }
    }

    private static func runBlocking(_ arguments: [String], environment: [String: String]?, standardInput: String?) throws -> Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("child-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out").path, err = folder.appendingPathComponent("err").path
        let child = try spawn(arguments, environment: environment, standardInput: standardInput,
                              standardOutput: out, standardError: err)
        let status = child.waitBlocking()
        return Result(status: status,
                      standardOutput: (try? String(contentsOfFile: out, encoding: .utf8)) ?? "",
                      standardError: (try? String(contentsOfFile: err, encoding: .utf8)) ?? "")
    }

    /// Sends `signal` to the child.
    public func signal(_ signal: Int32) { kill(pid, signal) }

    /// Waits for the child to end, on a thread of its own, and returns its status.
    public func wait() async -> Int32 {
        await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: waitBlocking()) }.start()
        }
    }

    /// Waits on the calling thread. For `deinit`s and other places that cannot suspend.
    public func waitBlocking() -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            if errno != EINTR { return -1 }
        }
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }
}
