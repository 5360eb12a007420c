import Foundation
import Synchronization

/// Finds a model file from a name ("tiny.en") or a path.
///
/// The search order: an explicit path; then the name (or `DICTATE_MODEL` when no name is given,
/// then ``defaultName``) looked up as `ggml-NAME.bin` in `DICTATE_MODELS_DIR`, in `models/` of the
/// current directory and of the checkout the executable was built in, in
/// `$XDG_DATA_HOME/dictate/models` (default `~/.local/share/dictate/models`), and last in the
/// installation's own `share/dictate/models` (`PREFIX/bin/dictate` → `PREFIX/share/dictate/models`).
public struct ModelLocator: Sendable {
    /// The model used when nothing else is asked for.
    public static let defaultName = "tiny.en"

    /// Folders searched for model names, in order.
    public var searchPaths: [URL]
    /// The process environment the locator reads.
    public var environment: [String: String]

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
        paths.append(URL(fileURLWithPath: dataHome).appendingPathComponent("dictate/models"))
        paths.append(executable.resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("../share/dictate/models").standardizedFileURL)
        // The current directory and the checkout are often the same folder.
        searchPaths = paths.reduce(into: []) { unique, url in
            if !unique.contains(where: { $0.standardizedFileURL == url.standardizedFileURL }) { unique.append(url) }
        }
    }

    /// The file for `nameOrPath`, or for the environment's or default model when it is `nil`.
    ///
    /// A file found once is found again for the rest of the process even if it is deleted or moved
    /// meanwhile: each session looks its model up, and a model loaded earlier is still in memory, so
    /// a dictation must not stop because its file went away (an upgrade, a cleanup) half-way.
    public func locate(_ nameOrPath: String?) throws(ModelLocatorError) -> URL {
        let requested = nameOrPath ?? environment["DICTATE_MODEL"].flatMap { $0.isEmpty ? nil : $0 } ?? Self.defaultName
        let key = ([requested] + searchPaths.map(\.path)).joined(separator: "\n")
        do {
            let url = try search(requested)
            Self.found.withLock { $0[key] = url }
            return url
        } catch {
            guard let url = Self.found.withLock({ $0[key] }) else { throw error }
            return url
        }
    }

    /// What each request, with the folders it was looked up in, resolved to in this process.
    private static let found = Mutex<[String: URL]>([:])

    private func search(_ requested: String) throws(ModelLocatorError) -> URL {
        if requested.contains("/") || requested.hasSuffix(".bin") {
            let url = URL(fileURLWithPath: requested)
            guard FileManager.default.fileExists(atPath: url.path) else { throw .fileNotFound(url.path) }
            return url
        }
        for folder in searchPaths {
            let candidate = folder.appendingPathComponent("ggml-\(requested).bin")
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
        }
        throw .unknownName(requested, searched: searchPaths.map(\.path))
    }

    /// The nearest ancestor of `url` that has `models/manifest.tsv`: the checkout a build came from.
    private static func checkout(containing url: URL) -> URL? {
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
                + "Run scripts/setup to prepare tiny.en and base, or pass --model PATH."
        }
    }
}
