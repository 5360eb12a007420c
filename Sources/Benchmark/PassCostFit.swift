import SpeechEngine

/// A ``PassCostModel`` fitted by least squares to measured passes, with how well it fits.
///
/// The fit quality travels with the model so that a report charged by it says how far to trust its
/// latencies: R² near 1 and residuals small against the passes' durations.
public struct PassCostFit: Codable, Sendable, Hashable {
    /// The fitted coefficients.
    public let model: PassCostModel
    /// Passes the fit used.
    public let passes: Int
    /// Share of the variance of the measured durations that the model explains.
    public let rSquared: Double
    /// Root mean square of measured minus modeled seconds.
    public let rmsResidualSeconds: Double
    /// Largest measured minus modeled seconds, either way.
    public let maxResidualSeconds: Double
    /// Mean measured duration, to read the residuals against.
    public let meanSeconds: Double

    /// Fits the coefficients to `passes`; `nil` when they cannot be told apart (fewer passes than
    /// coefficients, or passes whose terms all vary together).
    public init?(_ passes: [PassWork]) {
        let rows = passes.map(PassCostModel.terms(of:))
        let measured = passes.map(\.measuredSeconds)
        guard let terms = rows.first?.count, passes.count >= terms,
              let solution = LeastSquares.solve(rows: rows, targets: measured) else { return nil }
        let model = PassCostModel(coefficients: solution)
        let residuals = zip(passes, measured).map { pass, seconds in seconds - model.unclamped(pass) }
        let mean = measured.reduce(0, +) / Double(measured.count)
        let total = measured.reduce(0) { $0 + ($1 - mean) * ($1 - mean) }
        let unexplained = residuals.reduce(0) { $0 + $1 * $1 }
        self.model = model
        self.passes = passes.count
        rSquared = total > 0 ? 1 - unexplained / total : 1
        rmsResidualSeconds = (unexplained / Double(residuals.count)).squareRoot()
        maxResidualSeconds = residuals.map(abs).max() ?? 0
        meanSeconds = mean
    }
}
