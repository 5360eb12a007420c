import Foundation
import SpeechEngine

/// What `speech-bench calibrate` writes and `--pace modeled --cost FILE` reads: a fitted pass cost
/// model with its fit and the conditions it was measured under.
///
/// Stored beside the reports it charged, so their latencies can be traced to a machine and a day.
public struct Calibration: Codable, Sendable, Hashable {
    /// The coefficients and how well they fit.
    public let fit: PassCostFit
    /// Every pass measured, for refitting or plotting.
    public let passes: [PassWork]
    /// The model file decoded.
    public let model: String
    /// Decoding threads per pass.
    public let threads: Int
    /// The processor, from `/proc/cpuinfo`.
    public let machine: String
    /// Cores this process could use.
    public let cores: Int
    /// The 1-minute load average before measuring: other work slows passes, and a fit made under
    /// load charges that load to every modeled pass.
    public let loadBefore: Double?
    /// The 1-minute load average after measuring, to see whether the load changed meanwhile.
    public let loadAfter: Double?
    /// When it was measured, ISO 8601.
    public let date: String

    /// Fits `passes` measured under the given conditions; `nil` when they do not determine a model.
    public init?(passes: [PassWork], model: String, threads: Int, loadBefore: Double?, loadAfter: Double?, date: Date) {
        guard let fit = PassCostFit(passes) else { return nil }
        self.fit = fit
        self.passes = passes
        self.model = model
        self.threads = threads
        machine = Self.processorName() ?? "unknown"
        cores = ProcessorBudget.current.cores
        self.loadBefore = loadBefore
        self.loadAfter = loadAfter
        self.date = ISO8601DateFormatter().string(from: date)
    }

    /// The same passes and conditions with the fit made anew: a file written before a term was
    /// added to ``PassCostModel`` charges nothing for it until refitted. `nil` when the passes do
    /// not determine the current model.
    public func refitted() -> Calibration? {
        guard let fit = PassCostFit(passes) else { return nil }
        return Calibration(fit: fit, of: self)
    }

    private init(fit: PassCostFit, of measured: Calibration) {
        self.fit = fit
        passes = measured.passes
        model = measured.model
        threads = measured.threads
        machine = measured.machine
        cores = measured.cores
        loadBefore = measured.loadBefore
        loadAfter = measured.loadAfter
        date = measured.date
    }

    /// Reads a file written by ``jsonData()``.
    public init(json: Data) throws {
        self = try JSONDecoder().decode(Calibration.self, from: json)
    }

    /// Pretty-printed JSON with sorted keys, to be kept with the reports it charged.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(self)
    }

    /// The 1-minute load average now, from `/proc/loadavg`.
    public static func loadAverage() -> Double? {
        (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").first.flatMap { Double($0) }
    }

    private static func processorName() -> String? {
        let info = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        return info.split(separator: "\n").first { $0.hasPrefix("model name") }
            .flatMap { $0.split(separator: ":", maxSplits: 1).last }
            .map { $0.trimmingCharacters(in: .whitespaces) }
    }
}
