import Foundation

/// The whisper.cpp model files dictate can download, and where from.
public struct ModelCatalogue: Sendable, Equatable {
    /// Every file, least accurate first (see ``accuracy(of:)``).
    public var entries: [CatalogueEntry]

    public init(entries: [CatalogueEntry]) {
        self.entries = entries.sorted { Self.accuracy(of: $0) < Self.accuracy(of: $1) }
    }

    /// Where whisper.cpp's project publishes its converted files (`resolve/main/ggml-NAME.bin`).
    public static let publishedBaseURL = "https://huggingface.co/ggerganov/whisper.cpp/resolve/main"

    /// The entry named `name`.
    public func entry(named name: String) -> CatalogueEntry? {
        entries.first { $0.name == name }
    }

    /// The catalogue in force: the JSON file `DICTATE_MODEL_CATALOGUE` names (an array of entries,
    /// for mirrors with other files and for tests), or the published one.
    public static func current(environment: [String: String]) throws(DownloadError) -> ModelCatalogue {
        guard let path = environment["DICTATE_MODEL_CATALOGUE"], !path.isEmpty else { return published }
        guard let data = FileManager.default.contents(atPath: path) else { throw .catalogueUnreadable(path: path, reason: "it can't be read") }
        do {
            return ModelCatalogue(entries: try JSONDecoder().decode([CatalogueEntry].self, from: data))
        } catch {
            throw .catalogueUnreadable(path: path, reason: "it is not a JSON array of entries (\(error))")
        }
    }

    /// How accurate a file is against the others, for choosing the best that keeps up: by size
    /// family, then full weights before q8_0 before q5, then English-only before multilingual
    /// (OpenAI's English-only models make fewer errors in English at the sizes that have one).
    public static func accuracy(of entry: CatalogueEntry) -> Int {
        let families = ["tiny", "base", "small", "medium", "large-v1", "large-v2", "large-v3-turbo", "large-v3"]
        let family = families.firstIndex(of: entry.family) ?? 0
        let weights = ["q5_0": 0, "q5_1": 0, "q8_0": 1, "f16": 2][entry.quantization] ?? 0
        return family * 10 + weights * 2 + (entry.multilingual ? 0 : 1)
    }
}
