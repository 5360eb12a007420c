/// One whisper.cpp model file that can be downloaded: `ggml-NAME.bin` under the catalogue's base URL.
public struct CatalogueEntry: Sendable, Equatable, Codable {
    /// The name `--model` takes once it is installed, and the file's: `ggml-NAME.bin`.
    public var name: String
    /// The file's size as published, in bytes (rounded to the MiB the source gives), when known.
    public var approximateBytes: Int?
    /// The file's SHA-1 in hex, when its publisher gives one.
    public var sha1: String?
    /// Whether it transcribes other languages than English.
    public var multilingual: Bool

    public init(name: String, approximateBytes: Int?, sha1: String?, multilingual: Bool) {
        self.name = name
        self.approximateBytes = approximateBytes
        self.sha1 = sha1
        self.multilingual = multilingual
    }

    /// The file name under the base URL and in the models folder.
    public var fileName: String { "ggml-\(name).bin" }

    /// Whisper's size family: "tiny", "base", "small", "medium", "large-v1" … "large-v3-turbo".
    public var family: String {
        var family = name
        for suffix in ["-tdrz", "-q5_0", "-q5_1", "-q8_0"] where family.hasSuffix(suffix) { family.removeLast(suffix.count) }
        if family.hasSuffix(".en") { family.removeLast(3) }
        return family
    }

    /// How the weights are stored, from the name: "q5_0", "q5_1", "q8_0", or "f16".
    public var quantization: String {
        ["q5_0", "q5_1", "q8_0"].first { name.hasSuffix("-\($0)") } ?? "f16"
    }
}
