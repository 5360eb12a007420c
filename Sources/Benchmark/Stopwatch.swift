/// Elapsed wall-clock time on a monotonic clock, which (unlike the calendar clock) never jumps when
/// the system time is adjusted, so decode times and latencies stay meaningful.
public struct Stopwatch: Sendable {
    private let start: ContinuousClock.Instant

    /// Starts timing now.
    public init() {
        start = ContinuousClock.now
    }

    /// Seconds since the stopwatch was started.
    public var elapsedSeconds: Double {
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }
}
