import Foundation

/// Speed figures measured on this machine, kept in `$XDG_CACHE_HOME/dictate/model-speeds.json`.
///
/// A figure stands for one model file (its path, size and modification time) on one
/// ``MachineFingerprint``; a figure for another file or fingerprint is not used, so a model is
/// measured again after an upgrade of dictate or whisper.cpp, or on another processor.
public struct SpeedCache: Sendable {
    /// One measured figure and what it holds for.
    public struct Record: Sendable, Equatable, Codable {
        public var model: String
        public var machine: MachineFingerprint
        /// Seconds of speech decoded per second.
        public var realTimeFactor: Double
    }

    public var url: URL

    public init(url: URL) {
        self.url = url
    }

    public init(environment: [String: String]) {
        let cache = environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (environment["HOME"] ?? NSHomeDirectory()) + "/.cache"
        self.init(url: URL(fileURLWithPath: cache).appendingPathComponent("dictate/model-speeds.json"))
    }

    /// What identifies a model's bytes without reading them: its resolved path, size and modification time.
    public static func identity(of file: URL) -> String {
        let resolved = file.resolvingSymlinksInPath()
        let attributes = try? FileManager.default.attributesOfItem(atPath: resolved.path)
        let size = attributes?[.size] as? Int ?? 0
        let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(resolved.path) \(size) \(Int(modified))"
    }

    /// The figure for `model` on `machine`, if one was measured.
    public func figure(for model: String, on machine: MachineFingerprint) -> Double? {
        records().first { $0.model == model && $0.machine == machine }?.realTimeFactor
    }

    /// Keeps `factor` for `model` on `machine`, replacing any older figure for the model. A cache
    /// that can't be written only means measuring again next time.
    public func keep(_ factor: Double, for model: String, on machine: MachineFingerprint) {
        let kept = records().filter { $0.model != model } + [Record(model: model, machine: machine, realTimeFactor: factor)]
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(kept) else { return }
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? data.write(to: url, options: .atomic)
    }

    private func records() -> [Record] {
        FileManager.default.contents(atPath: url.path).flatMap { try? JSONDecoder().decode([Record].self, from: $0) } ?? []
    }
}
