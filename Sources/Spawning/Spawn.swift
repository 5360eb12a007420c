import Glibc

/// Starts programs with `posix_spawn`, which never runs Swift code between fork and exec (as
/// Foundation's `Process` may) and so is safe from any thread of a concurrent program.
///
/// Every child starts with no blocked signals and default handlers, whatever its parent had: a
/// parent that blocks SIGINT to read it from a signal loop must not hand that mask on.
public enum Spawn {
    /// `POSIX_SPAWN_SETSID` (glibc 2.26): Swift's Glibc module leaves it out, being behind `_GNU_SOURCE`.
    private static let newSessionFlag: Int32 = 0x80

    /// Starts `arguments` and returns the child's process id.
    ///
    /// - Parameters:
    ///   - arguments: the program and its arguments; `arguments[0]` is looked up in `PATH` unless
    ///     `executable` is given.
    ///   - executable: the program's path, when `arguments[0]` is only the name it is shown under.
    ///   - environment: the child's whole environment.
    ///   - descriptors: what each of the child's descriptors is set to, applied in order.
    ///   - newSession: whether the child leads a session of its own, with no controlling terminal.
    public static func start(
        _ arguments: [String], executable: String? = nil, environment: [String: String],
        descriptors: [(Int32, DescriptorSetup)], newSession: Bool = false
    ) throws(SpawnError) -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (descriptor, setup) in descriptors {
            switch setup {
            case .open(let path, let flags, let mode): posix_spawn_file_actions_addopen(&actions, descriptor, path, flags, mode)
            case .duplicate(let source): posix_spawn_file_actions_adddup2(&actions, source, descriptor)
            case .close: posix_spawn_file_actions_addclose(&actions, descriptor)
            }
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t(), all = sigset_t()
        sigemptyset(&empty)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setsigdefault(&attributes, &all)
        let flags = Int32(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF) | (newSession ? newSessionFlag : 0)
        posix_spawnattr_setflags(&attributes, Int16(flags))
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let envp = environment.map { strdup("\($0)=\($1)") } + [nil]
        defer { envp.forEach { free($0) } }
        var pid: pid_t = 0
        let status = if let executable {
            posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        } else {
            posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, envp)
        }
        guard status == 0 else { throw SpawnError(program: executable ?? arguments[0], code: status) }
        return pid
    }
}
