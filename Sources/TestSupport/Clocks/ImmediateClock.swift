import Synchronization

/// A clock whose sleeps end at once, moving its time to their deadline: a scripted session plays
/// in no real time and always the same way.
public final class ImmediateClock: Clock, Sendable {
    /// A moment: how far the sleeps have moved the clock.
    public struct Instant: InstantProtocol {
        /// Time passed since the clock was made.
        public var offset: Duration

        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        public func duration(to other: Instant) -> Duration { other.offset - offset }
        public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private let current = Mutex(Instant(offset: .zero))

    /// A clock at offset zero.
    public init() {}

    public var now: Instant { current.withLock { $0 } }
    public var minimumResolution: Duration { .zero }

    public func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        try Task.checkCancellation()
        current.withLock { $0 = max($0, deadline) }
        // Lets other tasks run, as a real sleep would.
        await Task.yield()
    }
}
