import Foundation
import ModelDownload
import SpeechEngine

/// What `dictate models` prints: a table for people, JSON for scripts. Installed models come with
/// how fast they decode here; the catalogue's other files with whether a download is waiting to resume.
struct ModelListing {
    let models: [InstalledModel]
    let defaultName: String
    let store: ModelStore
    let catalogue: ModelCatalogue
    /// Speed figures (× real time) by model name, for the installed models that have one.
    let figures: [String: Double]
    /// Bytes a cut-short download left, by name.
    let partials: [String: Int]

    init(store: ModelStore, catalogue: ModelCatalogue, figures: [String: Double], partials: [String: Int]) {
        self.store = store
        models = store.installed()
        defaultName = store.defaultName
        self.catalogue = catalogue
        self.figures = figures
        self.partials = partials
    }

    func text() -> String {
        var text = models.isEmpty ? "No models installed. Download one with 'dictate models download NAME', "
            + "or import one with 'dictate models import PATH'.\n" : installedTable()
        let installedNames = Set(models.map(\.name))
        let available = catalogue.entries.filter { !installedNames.contains($0.name) }
        if !available.isEmpty {
            text += "\nTo download ('dictate models download NAME'), least accurate first:\n" + Self.table(
                [["NAME", "SIZE", "LANGUAGES", "STATUS"]] + available.map { entry in
                    [entry.name, entry.approximateBytes.map(Self.size) ?? "?", entry.multilingual ? "multilingual" : "English",
                     partials[entry.name].map { "partial: \(Self.size($0)) received; download again to resume" } ?? "-"]
                })
        }
        if let best = ModelSpeeds.recommended(among: models, figures: figures, catalogue: catalogue) {
            text += "\nRecommended here for live dictation: \(best.name), the most accurate installed model that keeps up live.\n"
        }
        return text
    }

    private func installedTable() -> String {
        Self.table([["", "NAME", "SIZE", "LANGUAGES", "PARAMETERS", "WEIGHTS", "SPEED HERE", "LOCATION"]] + models.map { model in
            [model.name == defaultName ? "*" : "", model.name, Self.size(model.size),
             Self.languages(model), model.engine == .vosk ? "-" : Self.count(model.parameterCount),
             model.quantization, figures[model.name].map(Self.speed) ?? "-", model.url.path]
        }) + "SPEED HERE: seconds of speech decoded per second on this machine (measured once). "
            + "Keeps up live from \(Self.factor(KeepUp.liveFactor)); settles only from \(Self.factor(KeepUp.settlingFactor)): "
            + "a small live model shows the words while it settles them; below that, offline only.\n"
    }

    /// Rows in columns as wide as their widest cell, the last column unpadded.
    private static func table(_ rows: [[String]]) -> String {
        let widths = (0..<rows[0].count).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            zip(row, widths).enumerated().map { index, cell in
                index == row.count - 1 ? cell.0 : cell.0.padding(toLength: cell.1, withPad: " ", startingAt: 0)
            }.joined(separator: " ")
        }.joined(separator: "\n") + "\n"
    }

    static func speed(_ figure: Double) -> String {
        "\(factor(figure)) \(KeepUp(realTimeFactor: figure).label)"
    }

    static func factor(_ factor: Double) -> String {
        String(format: factor < 10 ? "%.1f×" : "%.0f×", factor)
    }

    func json() -> String {
        let objects: [[String: Any]] = models.map { model in
            var object: [String: Any] = [
                "name": model.name, "path": model.url.path, "size_bytes": model.size, "engine": model.engine.rawValue,
                "languages": model.engine == .vosk ? model.language ?? "unknown" : model.isMultilingual ? "multilingual" : "en",
                "parameters": model.parameterCount, "quantization": model.quantization, "default": model.name == defaultName,
            ]
            if let sidecar = store.sidecar(of: model) {
                object["source"] = sidecar.source
                object["sha256"] = sidecar.sha256
            }
            if let figure = figures[model.name] {
                object["realtime_factor"] = (figure * 10).rounded() / 10
                object["keeps_up"] = KeepUp(realTimeFactor: figure).rawValue
            }
            return object
        }
        let data = (try? JSONSerialization.data(withJSONObject: objects, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data("[]".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// One line about a model, for the import message.
    static func describe(_ model: InstalledModel) -> String {
        guard model.engine == .whisper else { return "Vosk, \(languages(model)), \(size(model.size))" }
        return "\(languages(model)), \(count(model.parameterCount)) parameters, \(model.quantization), \(size(model.size))"
    }

    /// What the model transcribes: a Vosk model's one language (as its name tells), or whisper's kind.
    static func languages(_ model: InstalledModel) -> String {
        switch model.engine {
        case .whisper: model.isMultilingual ? "multilingual" : "English"
        case .vosk: model.language.map { Locale(identifier: "en").localizedString(forLanguageCode: $0) ?? $0 } ?? "unknown"
        }
    }

    static func size(_ bytes: Int) -> String {
        bytes >= 1 << 30 ? String(format: "%.1f GB", Double(bytes) / Double(1 << 30))
            : String(format: "%.0f MB", Double(bytes) / Double(1 << 20))
    }

    static func count(_ parameters: Int) -> String {
        parameters >= 1_000_000_000 ? String(format: "%.2f B", Double(parameters) / 1e9)
            : String(format: "%.0f M", Double(parameters) / 1e6)
    }
}
