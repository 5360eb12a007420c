import Foundation
import LiveStatus

/// Starts programs that outlive the `dictate` starting them: a background dictation, `notify-send`.
///
/// Each runs in a session of its own (no controlling terminal, so closing the terminal or the key
/// daemon's exit does not hang it up), reads `/dev/null`, appends its output to a file, and starts
/// with no blocked signals and default handlers, whatever its parent had.
enum DetachedProcess {
    /// `POSIX_SPAWN_SETSID` (glibc 2.26): Swift's Glibc module leaves it out, being behind `_GNU_SOURCE`.
    private static let newSession: Int32 = 0x80

    /// The descriptor number a `passing` descriptor gets in the child.
    static let passedDescriptor: Int32 = 3

    /// Starts `arguments[0]` (looked up in `PATH` when it has no slash) and returns its process id.
    /// `input` replaces `/dev/null` as its standard input; `passing` is handed on as descriptor 3.
    static func spawn(
        _ arguments: [String], environment: [String: String], output: String = "/dev/null",
        input: Int32? = nil, passing: Int32? = nil
    ) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let input {
            posix_spawn_file_actions_adddup2(&actions, input, STDIN_FILENO)
        } else {
            posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
        }
        if let passing { posix_spawn_file_actions_adddup2(&actions, passing, passedDescriptor) }
        posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, output, O_WRONLY | O_CREAT | O_APPEND, 0o600)
        posix_spawn_file_actions_adddup2(&actions, STDOUT_FILENO, STDERR_FILENO)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(Int32(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF) | newSession))
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let envp = environment.map { strdup("\($0)=\($1)") } + [nil]
        defer { envp.forEach { free($0) } }
        var pid: pid_t = 0
        let status = posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, envp)
        guard status == 0 else { throw SystemCallError(call: "posix_spawn \(arguments[0])", code: status) }
        return pid
    }

    /// This program's own file, to start again in the background.
    static var executable: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }
}
