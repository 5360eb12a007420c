import Foundation

/// How much history is kept: at most a number of entries, and optionally none older than an age.
public struct HistoryBounds: Equatable, Sendable {
    /// The most entries kept; the oldest go first.
    public var maxEntries: Int
    /// The oldest an entry may be, in days; `nil` for no age limit.
    public var maxAgeDays: Int?

    /// A thousand entries, a few hundred kilobytes.
    public static let standard = HistoryBounds(maxEntries: 1000, maxAgeDays: nil)

    public init(maxEntries: Int, maxAgeDays: Int? = nil) {
        self.maxEntries = max(maxEntries, 0)
        self.maxAgeDays = maxAgeDays.map { max($0, 0) }
    }

    /// `entries` (oldest first) without those the bounds leave out at `now`, in the same order.
    func apply(to entries: [HistoryEntry], now: Date) -> [HistoryEntry] {
        var kept = entries
        if let maxAgeDays {
            let oldest = now.addingTimeInterval(-Double(maxAgeDays) * 86_400)
            kept.removeAll { $0.startedAt < oldest }
        }
        return Array(kept.suffix(maxEntries))
    }
}
