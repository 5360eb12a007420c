import Synchronization

/// A clock that moves only when the test says, waking the sleeps whose deadline it passes.
final class ManualClock: Clock, Sendable {
    struct Instant: InstantProtocol {
        var offset: Duration

        func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Duration { other.offset - offset }
        static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private struct State {
        var now = Instant(offset: .zero)
        var sleepers: [(deadline: Instant, wake: CheckedContinuation<Void, Never>)] = []
    }

    private let state = Mutex(State())

    var now: Instant { state.withLock { $0.now } }
    var minimumResolution: Duration { .zero }

    /// How many sleeps are waiting: a test waits for a sleeper before advancing past it.
    var sleepers: Int { state.withLock { $0.sleepers.count } }

    /// A cancelled sleep ends when the clock next moves, and then throws.
    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        await withCheckedContinuation { continuation in
            let due = state.withLock { state in
                guard deadline > state.now else { return true }
                state.sleepers.append((deadline, continuation))
                return false
            }
            if due { continuation.resume() }
        }
        try Task.checkCancellation()
    }

    /// Moves the time on by `duration` and wakes every sleep now due.
    func advance(by duration: Duration) {
        let woken = state.withLock { state in
            state.now = state.now.advanced(by: duration)
            let now = state.now
            let due = state.sleepers.filter { $0.deadline <= now }
            state.sleepers.removeAll { $0.deadline <= now }
            return due
        }
        for sleeper in woken { sleeper.wake.resume() }
    }
}
