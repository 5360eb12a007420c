import Foundation

/// What `ggml-NAME.json` records beside an imported model: where it came from and which bytes it is.
///
/// A model's name says nothing of its origin; the sidecar lets a user check a file against the
/// download it was made from, and tells `dictate models` which files it may remove.
public struct ModelSidecar: Codable, Sendable, Equatable {
    /// The folder or file imported, as an absolute path.
    public var source: String
    /// "ctranslate2" (converted) or "ggml" (copied or linked).
    public var format: String
    /// Whether the model file is a link to `source` rather than a copy.
    public var linked: Bool
    /// The model file's sha256, in hex.
    public var sha256: String

    /// The sidecar's location for the model file at `model`.
    static func url(for model: URL) -> URL {
        model.deletingPathExtension().appendingPathExtension("json")
    }

    func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return ((try? encoder.encode(self)) ?? Data()) + Data("\n".utf8)
    }
}
