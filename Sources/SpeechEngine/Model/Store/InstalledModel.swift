import Foundation

/// A model dictate can use by name, as `dictate models` lists it.
public struct InstalledModel: Sendable, Equatable {
    /// The name `--model` takes.
    public var name: String
    /// The file, as found in the search path (it may be a link).
    public var url: URL
    /// Bytes on disk of the file the name leads to.
    public var size: Int
    /// Whether it transcribes other languages than English.
    public var isMultilingual: Bool
    /// How many weights the model has: a rough measure of accuracy and of cost.
    public var parameterCount: Int
    /// How the weights are stored: "f16", "f32", "q5_1", "q8_0", …
    public var quantization: String

    /// Whether it can transcribe `language` (a whisper code): English-only models speak only "en".
    public func speaks(_ language: String) -> Bool {
        language == "en" || isMultilingual
    }

    /// Reads the model's header; nil when the file is not a usable whisper.cpp model.
    public init?(name: String, url: URL) {
        guard let file = try? ModelFile(validating: url.path) else { return nil }
        let resolved = url.resolvingSymlinksInPath()
        let size = ((try? FileManager.default.attributesOfItem(atPath: resolved.path))?[.size] as? Int) ?? 0
        self.init(name: name, url: url, size: size, isMultilingual: file.isMultilingual,
                  parameterCount: file.parameterCount, quantization: file.quantization)
    }

    public init(name: String, url: URL, size: Int, isMultilingual: Bool, parameterCount: Int, quantization: String) {
        self.name = name
        self.url = url
        self.size = size
        self.isMultilingual = isMultilingual
        self.parameterCount = parameterCount
        self.quantization = quantization
    }
}
