/// Median and 95th percentile of a set of latencies, in seconds.
public struct LatencySummary: Codable, Sendable, Hashable {
    /// Number of measurements summarised.
    public let count: Int
    /// The 50th percentile.
    public let median: Double
    /// The 95th percentile.
    public let p95: Double

    /// Summarises `samples`; nil when there are none.
    public init?(_ samples: [Double]) {
        guard let median = Self.percentile(0.5, of: samples),
              let p95 = Self.percentile(0.95, of: samples) else { return nil }
        self.count = samples.count
        self.median = median
        self.p95 = p95
    }

    /// The `fraction` (0…1) percentile of `samples`, interpolating linearly between the two nearest
    /// ranks (the common default, as in NumPy), so small samples still give a stable value: the
    /// median of [1, 2, 3, 4] is 2.5. Nil for no samples.
    public static func percentile(_ fraction: Double, of samples: [Double]) -> Double? {
        guard !samples.isEmpty else { return nil }
        let sorted = samples.sorted()
        let rank = min(max(fraction, 0), 1) * Double(sorted.count - 1)
        let lower = Int(rank.rounded(.down))
        let upper = min(lower + 1, sorted.count - 1)
        return sorted[lower] + (sorted[upper] - sorted[lower]) * (rank - Double(lower))
    }
}
