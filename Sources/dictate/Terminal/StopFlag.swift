import Synchronization

/// Tells a reading thread, which polls with a timeout, that its stream was dropped.
final class StopFlag: Sendable {
    private let flag = Atomic(false)

    /// Whether ``stop()`` was called.
    var isStopped: Bool { flag.load(ordering: .acquiring) }

    /// Asks the thread to end at its next poll.
    func stop() { flag.store(true, ordering: .releasing) }
}
