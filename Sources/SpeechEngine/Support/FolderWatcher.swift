import Foundation
import Glibc
import Synchronization

/// Follows the entries of a few folders with inotify on a thread of its own, and calls `onChange`
/// after the kernel reports an entry created, written, moved in or out, or removed there.
///
/// The thread sleeps in `poll` until the kernel reports something or ``stop()`` wakes it, so nothing
/// runs while nothing changes. Folders are watched rather than files so that a file which does not
/// exist yet, or is replaced by a rename, is seen too. A burst of events read at once (a rename is
/// two) gives one call. A watched folder that is itself removed is followed no further.
final class FolderWatcher: Sendable {
    private let onChange: @Sendable () -> Void
    private let events: Int32
    /// The read end of the pipe ``stop()`` writes to.
    private let stopped: Int32
    /// The pipe's write end, written by ``stop()`` to end the thread; `nil` once the thread has closed it.
    private let wake: Mutex<Int32?>

    /// Watches every folder of `folders` that exists; `nil` when inotify is not available or none
    /// of them could be watched.
    init?(folders: [String], onChange: @escaping @Sendable () -> Void) {
        let events = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        guard events >= 0 else { return nil }
        let mask = UInt32(IN_CREATE | IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE
                          | IN_DELETE_SELF | IN_MOVE_SELF)
        let watched = folders.filter { inotify_add_watch(events, $0, mask) >= 0 }
        var pipeEnds: [Int32] = [-1, -1]
        guard !watched.isEmpty, pipe(&pipeEnds) == 0 else {
            close(events)
            return nil
        }
        for end in pipeEnds { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        self.events = events
        stopped = pipeEnds[0]
        wake = Mutex(pipeEnds[1])
        self.onChange = onChange
    }

    // A watcher whose thread ran has closed its descriptors there; one never started closes them here.
    deinit {
        guard let fd = wake.withLock({ $0 }) else { return }
        close(fd)
        close(stopped)
        close(events)
    }

    /// Starts the watching thread.
    func start() {
        let thread = Thread { [self] in run() }
        thread.name = "dictate folder watcher"
        thread.start()
    }

    /// Ends the watching thread; safe from any thread, and more than once.
    func stop() {
        wake.withLock { wake in
            guard let fd = wake else { return }
            var byte: UInt8 = 1
            _ = write(fd, &byte, 1)
        }
    }

    private func run() {
        defer {
            wake.withLock { wake in
                wake.map { _ = close($0) }
                wake = nil
            }
            close(stopped)
            close(events)
        }
        var descriptors = [pollfd(fd: events, events: Int16(POLLIN), revents: 0),
                           pollfd(fd: stopped, events: Int16(POLLIN), revents: 0)]
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let ready = poll(&descriptors, 2, -1)
            if ready < 0, errno == EINTR { continue }
            guard ready > 0, descriptors[1].revents == 0, descriptors[0].revents & Int16(POLLIN) != 0 else { return }
            var read = false
            while Glibc.read(events, &buffer, buffer.count) > 0 { read = true }
            if read { onChange() }
        }
    }
}
