import Foundation
import LiveStatus
import Spawning

/// Starts programs that outlive the `dictate` starting them: a background dictation, `notify-send`.
///
/// Each runs in a session of its own (no controlling terminal, so closing the terminal or the key
/// daemon's exit does not hang it up), reads `/dev/null`, appends its output to a file, and starts
/// with no blocked signals and default handlers, whatever its parent had.
enum DetachedProcess {
    /// The descriptor number a `passing` descriptor gets in the child.
    static let passedDescriptor: Int32 = 3

    /// Starts `arguments[0]` (looked up in `PATH` when it has no slash) and returns its process id.
    /// `input` replaces `/dev/null` as its standard input; `passing` is handed on as descriptor 3.
    static func spawn(
        _ arguments: [String], environment: [String: String], output: String = "/dev/null",
        input: Int32? = nil, passing: Int32? = nil
    ) throws -> pid_t {
        var descriptors: [(Int32, DescriptorSetup)] = [(STDIN_FILENO, input.map { .duplicate($0) } ?? .nothingToRead)]
        if let passing { descriptors.append((passedDescriptor, .duplicate(passing))) }
        descriptors += [(STDOUT_FILENO, .open(path: output, flags: O_WRONLY | O_CREAT | O_APPEND, mode: 0o600)),
                        (STDERR_FILENO, .duplicate(STDOUT_FILENO))]
        do {
            return try Spawn.start(arguments, environment: environment, descriptors: descriptors, newSession: true)
        } catch {
            throw SystemCallError(call: "posix_spawn \(arguments[0])", code: error.code)
        }
    }

    /// This program's own file, to start again in the background.
    static var executable: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }
}
