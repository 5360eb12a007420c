import Foundation

/// Writes to standard output and standard error, byte-exact and unbuffered.
///
/// Every write goes straight to the descriptor, so `dictate | tee` and `dictate | xargs` see each
/// line the moment it is settled. A closed pipe (EPIPE) is an ``OutputError``, not a crash:
/// SIGPIPE is ignored at start-up.
enum StandardStreams {
    static func ignoreBrokenPipes() { signal(SIGPIPE, SIG_IGN) }

    static func out(_ text: String) throws {
        guard Terminal.write(text, to: STDOUT_FILENO) else {
            throw OutputError(what: "the transcript", reason: String(cString: strerror(errno)))
        }
    }

    static func err(_ text: String) {
        _ = Terminal.write(text, to: STDERR_FILENO)
    }
}
