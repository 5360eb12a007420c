import Glibc
import LiveStatus

/// The history's lock: an exclusive `flock` on a file of its own beside the history.
///
/// Not on the history file itself: a rewrite renames a new file over it, and a writer that was
/// waiting for the old file's lock would then append to a file no longer in the folder.
enum HistoryLock {
    /// Waits until no other dictate holds the lock at `path`, runs `body` holding it, and lets go.
    /// A process that dies holding it lets go too.
    static func holding<T>(_ path: String, _ body: () throws(HistoryError) -> T) throws(HistoryError) -> T {
        let fd: Int32
        do throws(SystemCallError) {
            fd = try systemCall("open") { open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600) }
            do throws(SystemCallError) {
                try systemCall("flock") { flock(fd, LOCK_EX) }
            } catch {
                close(fd)
                throw error
            }
        } catch {
            throw .io(path: path, error)
        }
        // Closing the descriptor lets go of the lock.
        defer { close(fd) }
        return try body()
    }
}
