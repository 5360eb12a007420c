import Foundation
import SpeechEngine

/// What `dictate models` prints: a table for people, JSON for scripts.
struct ModelListing {
    let models: [InstalledModel]
    let defaultName: String
    let store: ModelStore

    init(store: ModelStore) {
        self.store = store
        models = store.installed()
        defaultName = store.defaultName
    }

    func text() -> String {
        guard !models.isEmpty else {
            return "No models installed. Run scripts/setup, or import one with 'dictate models import PATH'.\n"
        }
        let rows = [["", "NAME", "SIZE", "LANGUAGES", "PARAMETERS", "WEIGHTS", "LOCATION"]] + models.map { model in
            [model.name == defaultName ? "*" : "", model.name, Self.size(model.size),
             Self.languages(model), model.engine == .vosk ? "-" : Self.count(model.parameterCount),
             model.quantization, model.url.path]
        }
        let widths = (0..<rows[0].count).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            zip(row, widths).enumerated().map { index, cell in
                index == row.count - 1 ? cell.0 : cell.0.padding(toLength: cell.1, withPad: " ", startingAt: 0)
            }.joined(separator: " ")
        }.joined(separator: "\n") + "\n"
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
