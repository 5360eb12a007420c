import Synchronization

/// The clock one streaming session is timed on, shared by the thread that feeds audio and the
/// task that reads transcripts: seconds of session audio, from the first chunk delivered.
///
/// In real-time pacing it is the wall clock. In simulated pacing it is a ``VirtualClock`` that the
/// feeder advances over idle stretches.
final class SessionClock: Sendable {
    private let reference = ContinuousClock.now
    private let clock = Mutex<VirtualClock?>(nil)

    /// Makes the current instant time 0. Before this, the clock reads 0.
    func start() {
        let wall = wallSeconds
        clock.withLock { $0 = VirtualClock(origin: wall) }
    }

    /// Seconds of session time now.
    var now: Double {
        let wall = wallSeconds
        return clock.withLock { $0?.time(atWall: wall) ?? 0 }
    }

    /// Skips idle time so that the clock reads at least `target`.
    func advance(to target: Double) {
        let wall = wallSeconds
        clock.withLock { $0?.advance(to: target, atWall: wall) }
    }

    private var wallSeconds: Double {
        let elapsed = ContinuousClock.now - reference
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }
}
