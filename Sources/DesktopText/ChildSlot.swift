import Foundation

/// The process a `ProgramRun` is waiting for, shared with the task's cancellation handler, which
/// may run before the process exists, while it runs, or after it was reaped.
///
/// A cancellation that comes before the start is remembered and delivered on start; one after the
/// end does nothing, so a reused process id is never signalled.
final class ChildSlot: @unchecked Sendable {
    private let lock = NSLock()
    private var pid: pid_t?
    private var cancelled = false

    /// The process now runs as `pid`.
    func started(_ pid: pid_t) {
        let stop = lock.withLock {
            self.pid = pid
            return cancelled
        }
        if stop { kill(pid, SIGTERM) }
    }

    /// The process was reaped: its id may belong to another process from now on.
    func ended() {
        lock.withLock { pid = nil }
    }

    /// Ends the process, now or as soon as it starts.
    func terminate() {
        lock.withLock {
            cancelled = true
            if let pid { kill(pid, SIGTERM) }
        }
    }
}
