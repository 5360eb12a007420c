import Foundation
import Glibc

/// An exclusive lock on a file beside the control socket, which makes "is a dictation recording?
/// then start one" a single step across processes, so two key presses can never start two.
///
/// It is a `flock`: the kernel lets go of it when its holder closes it or dies, so a `dictate` that
/// crashed never blocks the next start. The descriptor is closed on exec: the background session a
/// holder starts does not inherit it, and holding it means "deciding", never "recording".
public final class StartLock: Sendable {
    private let fd: Int32

    /// Opens (creating) the lock file at `path`, in a folder only this user can enter.
    public init(path: String = ControlPaths.lockPath()) throws(ControlServerError) {
        try ControlPaths.prepareDirectory((path as NSString).deletingLastPathComponent)
        do {
            fd = try systemCall("open") { open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600) }
        } catch { throw .system(error) }
    }

    deinit { close(fd) }

    /// Takes the lock if it is free; `false` at once if another holds it.
    public func tryAcquire() throws(ControlServerError) -> Bool {
        do {
            try systemCall("flock") { flock(fd, LOCK_EX | LOCK_NB) }
            return true
        } catch where error.code == EWOULDBLOCK {
            return false
        } catch {
            throw .system(error)
        }
    }

    /// Takes the lock, waiting up to `timeout` for its holder to let go; `false` if it did not.
    ///
    /// Polls rather than blocking in `flock`, which has no timeout of its own.
    public func acquire(timeout: Duration) throws(ControlServerError) -> Bool {
        let deadline = ContinuousClock.now + timeout
        while try !tryAcquire() {
            guard ContinuousClock.now < deadline else { return false }
            usleep(10_000)
        }
        return true
    }

    /// Lets go of the lock before the lock itself goes (which lets go too).
    public func release() {
        flock(fd, LOCK_UN)
    }
}
