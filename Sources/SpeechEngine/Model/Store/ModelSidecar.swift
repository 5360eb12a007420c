import Foundation

/// What `ggml-NAME.json` (`NAME.json` for a Vosk model's folder) records beside an imported model:
/// where it came from and which bytes it is.
///
/// A model's name says nothing of its origin; the sidecar lets a user check a file against the
/// download it was made from, and tells `dictate models` which files it may remove.
public struct ModelSidecar: Codable, Sendable, Equatable {
    /// The folder or file imported, as an absolute path.
    public var source: String
    /// "ctranslate2" (converted), "ggml" (copied or linked) or "vosk" (a folder copied or linked).
    public var format: String
    /// Whether the model file is a link to `source` rather than a copy.
    public var linked: Bool
    /// The model file's sha256, in hex; a Vosk model's acoustic model's (am/final.mdl).
    public var sha256: String
    /// A Vosk model's language, as the source folder's name told it at import.
    public var language: String?

    public init(source: String, format: String, linked: Bool, sha256: String, language: String? = nil) {
        self.source = source
        self.format = format
        self.linked = linked
        self.sha256 = sha256
        self.language = language
    }

    /// The sidecar's location for the model file or folder at `model`.
    static func url(for model: URL) -> URL {
        (model.pathExtension == "bin" ? model.deletingPathExtension() : model).appendingPathExtension("json")
    }

    /// The sidecar beside `model`, if there is one.
    static func read(for model: URL) -> ModelSidecar? {
        FileManager.default.contents(atPath: url(for: model).path).flatMap { try? JSONDecoder().decode(ModelSidecar.self, from: $0) }
    }

    func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return ((try? encoder.encode(self)) ?? Data()) + Data("\n".utf8)
    }
}
