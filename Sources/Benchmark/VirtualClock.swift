/// Wall-clock time with idle stretches cut out: the clock of simulated pacing.
///
/// A live session spends most of its time waiting for audio. Simulated pacing skips that waiting,
/// but not the decoding: while the pipeline works, this clock runs with the wall clock; when it is
/// idle and the next audio is not due yet, ``advance(to:atWall:)`` jumps straight to when it is due.
/// So every decoding pass is charged its real duration, and a pass that runs past the next chunk's
/// due time delays that chunk exactly as it would live.
public struct VirtualClock: Sendable, Hashable {
    /// Wall-clock seconds at which the clock read 0.
    public let origin: Double
    /// Total seconds skipped so far.
    public private(set) var skipped: Double = 0

    /// A clock that reads 0 at wall-clock second `origin`.
    public init(origin: Double) {
        self.origin = origin
    }

    /// The clock's reading at wall-clock second `wall`.
    public func time(atWall wall: Double) -> Double {
        wall - origin + skipped
    }

    /// Skips ahead so the clock reads `target` at wall-clock second `wall`; never goes back.
    public mutating func advance(to target: Double, atWall wall: Double) {
        skipped += max(target - time(atWall: wall), 0)
    }
}
