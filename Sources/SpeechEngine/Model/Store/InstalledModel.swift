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
    /// How the weights are stored: "f16", "f32", "q5_1", "q8_0", …; "vosk" for a Vosk model.
    public var quantization: String
    /// Which engine runs it.
    public var engine: ModelEngine = .whisper
    /// A Vosk model's one language (a whisper-style code), when its name tells it.
    public var language: String?

    /// Whether it can transcribe `language` (a whisper code): English-only models speak only "en",
    /// a Vosk model only its own.
    public func speaks(_ language: String) -> Bool {
        switch engine {
        case .whisper: language == "en" || isMultilingual
        case .vosk: language == self.language
        }
    }

    /// A Vosk model's folder; its language comes from its name (``VoskModelName``), or from the
    /// sidecar when it was imported under a name that does not tell it.
    public init(voskName name: String, url: URL) {
        self.init(name: name, url: url, size: Self.folderSize(url), isMultilingual: false, parameterCount: 0, quantization: "vosk")
        engine = .vosk
        language = VoskModelName.language(of: name) ?? ModelSidecar.read(for: url)?.language
    }

    /// Bytes on disk of the files in a folder, links followed.
    private static func folderSize(_ url: URL) -> Int {
        let folder = url.resolvingSymlinksInPath()
        guard let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.fileSizeKey]) else { return 0 }
        return files.compactMap { ($0 as? URL).flatMap { try? $0.resourceValues(forKeys: [.fileSizeKey]).fileSize } }.reduce(0, +)
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
