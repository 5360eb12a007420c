import Foundation

/// A benchmark run: what was measured on every clip, and the totals.
public struct BenchmarkReport: Codable, Sendable, Hashable {
    /// What was run (model, mode, settings), used as the column title when comparing reports.
    public let label: String
    /// Per-clip results, in fixture order.
    public let files: [FileResult]
    /// Figures over all clips.
    public let totals: BenchmarkTotals

    /// Builds a report, computing the totals from `files`.
    public init(label: String, files: [FileResult], peakResidentBytes: UInt64?) {
        self.label = label
        self.files = files
        self.totals = BenchmarkTotals(results: files, peakResidentBytes: peakResidentBytes)
    }

    /// The report as pretty-printed JSON with keys sorted, so reports of different runs diff cleanly.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(self)
    }

    /// Reads a report written by ``jsonData()``.
    public init(json: Data) throws {
        self = try JSONDecoder().decode(BenchmarkReport.self, from: json)
    }
}
