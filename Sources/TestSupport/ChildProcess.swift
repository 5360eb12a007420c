import Foundation

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
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, standardInput ?? "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, standardOutput ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, standardError ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let envp = (environment ?? ProcessInfo.processInfo.environment).map { strdup("\($0)=\($1)") } + [nil]
        defer { envp.forEach { free($0) } }
        var pid: pid_t = 0
        let status = posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, envp)
        guard status == 0 else { throw POSIXError(POSIXErrorCode(rawValue: status) ?? .ENOENT) }
        return ChildProcess(pid: pid)
    }

    /// Runs a command to its end and returns its status and output.
    public static func run(
        _ arguments: [String], environment: [String: String]? = nil, standardInput: String? = nil
    ) async throws -> Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("child-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out").path, err = folder.appendingPathComponent("err").path
        let child = try spawn(arguments, environment: environment, standardInput: standardInput,
                              standardOutput: out, standardError: err)
        let status = await child.wait()
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
