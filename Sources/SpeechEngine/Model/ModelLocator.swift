import Foundation
import Synchronization

/// Finds a model file from a name ("tiny.en") or a path.
///
/// The search order: an explicit path; then the name (or `DICTATE_MODEL` when no name is given,
/// then the user's configured default, then ``standardName``) looked up as `ggml-NAME.bin`, or as
/// a Vosk model's folder `NAME`, in
/// `DICTATE_MODELS_DIR`, in `models/` of the current directory and of the checkout the executable
/// was built in, in `$XDG_DATA_HOME/dictate/models` (default `~/.local/share/dictate/models`), and
/// last in the installation's own `share/dictate/models` (`PREFIX/bin/dictate` →
/// `PREFIX/share/dictate/models`).
///
/// Like Apple's recognizer for a locale, a language picks the model: when no model is named and
/// the default does not speak the language asked for, the largest installed model that does is
/// used, so `--language de` works with whatever multilingual model is installed.
public struct ModelLocator: Sendable {
    /// The model used when nothing else is asked for and no default is configured.
    public static let standardName = "tiny.en"
    /// The model used when nothing else is asked for: the standard one, before any configuration.
    public static let defaultName = standardName

    /// Folders searched for model names, in order.
    public var searchPaths: [URL]
    /// The process environment the locator reads.
    public var environment: [String: String]
    /// Where `dictate models import` puts models: the user's own data folder.
    public var dataFolder: URL

    public init(environment: [String: String] = ProcessInfo.processInfo.environment,
                executable: URL = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments.first ?? ".")) {
        self.environment = environment
        var paths: [URL] = []
        if let dir = environment["DICTATE_MODELS_DIR"], !dir.isEmpty { paths.append(URL(fileURLWithPath: dir)) }
        paths.append(URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("models"))
        if let checkout = Self.checkout(containing: executable.resolvingSymlinksInPath()) {
            paths.append(checkout.appendingPathComponent("models"))
        }
        let dataHome = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (environment["HOME"] ?? NSHomeDirectory()) + "/.local/share"
        dataFolder = URL(fileURLWithPath: dataHome).appendingPathComponent("dictate/models")
        paths.append(dataFolder)
        paths.append(executable.resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("../share/dictate/models").standardizedFileURL)
        // The current directory and the checkout are often the same folder.
        searchPaths = paths.reduce(into: []) { unique, url in
            if !unique.contains(where: { $0.standardizedFileURL == url.standardizedFileURL }) { unique.append(url) }
        }
    }

    /// The model used when none is named: the user's configured default, or ``standardName``.
    public var defaultName: String {
        UserConfiguration(environment: environment).value(UserConfiguration.modelKey) ?? Self.standardName
    }

    /// The file for `nameOrPath`, or for the environment's or default model when it is `nil`.
    ///
    /// With no name (neither `nameOrPath` nor `DICTATE_MODEL`) and a `language` the default model
    /// does not speak, the largest installed model that speaks it is chosen instead.
    ///
    /// A file found once is found again for the rest of the process even if it is deleted or moved
    /// meanwhile: each session looks its model up, and a model loaded earlier is still in memory, so
    /// a dictation must not stop because its file went away (an upgrade, a cleanup) half-way.
    public func locate(_ nameOrPath: String?, language: String? = nil) throws(ModelLocatorError) -> URL {
        let named = self.named(nameOrPath)
        let requested = named ?? defaultName
        let key = ([requested, named == nil ? language ?? "" : ""] + searchPaths.map(\.path)).joined(separator: "\n")
        do {
            var url = try search(requested)
            if named == nil, let language, let better = model(speaking: language, instead: url) { url = better }
            Self.found.withLock { $0[key] = url }
            return url
        } catch {
            guard let url = Self.found.withLock({ $0[key] }) else { throw error }
            return url
        }
    }

    /// What each request, with the folders it was looked up in, resolved to in this process.
    private static let found = Mutex<[String: URL]>([:])

    /// The folders where the file for `nameOrPath` (as ``locate(_:language:)`` takes it) is, or
    /// would be found if it appeared: a path's own folder, or every search folder for a name.
    public func folders(for nameOrPath: String?) -> [URL] {
        let requested = named(nameOrPath) ?? defaultName
        guard !Self.isPath(requested) else { return [URL(fileURLWithPath: requested).deletingLastPathComponent()] }
        return searchPaths
    }

    /// The model asked for: `nameOrPath`, else `DICTATE_MODEL`; `nil` when neither names one.
    private func named(_ nameOrPath: String?) -> String? {
        nameOrPath ?? environment["DICTATE_MODEL"].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The Vosk model's folder the request resolves to, or nil when it resolves to a whisper.cpp
    /// file or to nothing (the whisper engine then says why).
    public func voskFolder(_ nameOrPath: String?, language: String? = nil) -> URL? {
        guard let url = try? locate(nameOrPath, language: language) else { return nil }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else { return nil }
        return url
    }

    /// Whether `requested` names a file rather than a model.
    private static func isPath(_ requested: String) -> Bool {
        requested.contains("/") || requested.hasSuffix(".bin")
    }

    private func search(_ requested: String) throws(ModelLocatorError) -> URL {
        if Self.isPath(requested) {
            let url = URL(fileURLWithPath: requested)
            guard FileManager.default.fileExists(atPath: url.path) else { throw .fileNotFound(url.path) }
            return url
        }
        for folder in searchPaths {
            let candidate = folder.appendingPathComponent("ggml-\(requested).bin")
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            let vosk = folder.appendingPathComponent(requested)
            if VoskModelCheck.looksLikeModel(vosk) { return vosk }
        }
        throw .unknownName(requested, searched: searchPaths.map(\.path))
    }

    /// The nearest ancestor of `url` that has `models/manifest.tsv`: the checkout a build came from.
    public static func checkout(containing url: URL) -> URL? {
        var folder = url.deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("models/manifest.tsv").path) {
                return folder
            }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }
}

/// Why no model file was found.
public enum ModelLocatorError: Error, Sendable, Equatable, CustomStringConvertible {
    case fileNotFound(String)
    case unknownName(String, searched: [String])

    public var description: String {
        switch self {
        case .fileNotFound(let path):
            return "No model file at \(path)."
        case .unknownName(let name, let searched):
            return "No model named \"\(name)\" (looked for ggml-\(name).bin in \(searched.joined(separator: ", "))). "
                + "'dictate models download \(name)' fetches it if whisper.cpp publishes it ('dictate models' lists those); "
                + "scripts/setup prepares tiny.en and base; or pass --model PATH."
        }
    }
}
