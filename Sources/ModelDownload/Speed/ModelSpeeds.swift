import Foundation
import SpeechEngine

/// The speed figures of installed whisper models on this machine: measured once, then from the cache.
public struct ModelSpeeds: Sendable {
    public var cache: SpeedCache
    public var machine: MachineFingerprint
    /// The recording measured on; without one nothing is measured.
    public var sample: URL?

    public init(cache: SpeedCache, machine: MachineFingerprint, sample: URL?) {
        self.cache = cache
        self.machine = machine
        self.sample = sample
    }

    /// The cached figure for `model`, or nil when it has none for this machine and build.
    public func cached(_ model: InstalledModel) -> Double? {
        cache.figure(for: SpeedCache.identity(of: model.url), on: machine)
    }

    /// The figure for `model`, measured now (a few seconds) when the cache has none or `again` asks
    /// for a fresh one (a figure taken while the machine was busy); nil for a Vosk model, without a
    /// sample, or when the model can't be run.
    public func figure(for model: InstalledModel, again: Bool = false, measuring: (InstalledModel) -> Void) -> Double? {
        guard model.engine == .whisper else { return nil }
        if !again, let figure = cached(model) { return figure }
        guard let sample else { return nil }
        measuring(model)
        guard let figure = try? SpeedMeasurement.realTimeFactor(of: model.url, sample: sample) else { return nil }
        cache.keep(figure, for: SpeedCache.identity(of: model.url), on: machine)
        return figure
    }

    /// The most accurate of `models` that keeps up live by `figures` (name → speed), nil when none does.
    public static func recommended(among models: [InstalledModel], figures: [String: Double],
                                   catalogue: ModelCatalogue) -> InstalledModel? {
        models.filter { figures[$0.name].map { KeepUp(realTimeFactor: $0) == .live } ?? false }
            .max { accuracy(of: $0, catalogue) < accuracy(of: $1, catalogue) }
    }

    /// A model's place in the catalogue's accuracy order; one the catalogue does not know by name
    /// (imported under another) is placed as the Whisper size its parameter count is nearest to.
    private static func accuracy(of model: InstalledModel, _ catalogue: ModelCatalogue) -> Int {
        if let entry = catalogue.entry(named: model.name) { return ModelCatalogue.accuracy(of: entry) }
        let sizes = [("tiny", 39), ("base", 74), ("small", 244), ("medium", 769), ("large-v3", 1550)]
        let millions = model.parameterCount / 1_000_000
        let family = sizes.min { abs($0.1 - millions) < abs($1.1 - millions) }?.0 ?? "tiny"
        let weights = model.quantization == "f16" || model.quantization == "f32" ? "" : "-" + model.quantization
        return ModelCatalogue.accuracy(of: CatalogueEntry(name: family + (model.isMultilingual ? "" : ".en") + weights,
                                                          approximateBytes: nil, sha1: nil, multilingual: model.isMultilingual))
    }
}
