import Foundation

/// The models a user has brought: imported into `$XDG_DATA_HOME/dictate/models`, each with a sidecar.
///
/// Listing covers every folder the ``ModelLocator`` searches, so what `dictate models` shows is
/// exactly what `--model NAME` can find; importing and removing touch only the store's own folder.
public struct ModelStore: Sendable {
    /// Where imported models go.
    public var folder: URL
    /// Finds models by name; its search path is what ``installed()`` lists.
    public var locator: ModelLocator
    /// Holds the default model's name.
    public var configuration: UserConfiguration

    public init(environment: [String: String] = ProcessInfo.processInfo.environment,
                executable: URL = URL(fileURLWithPath: CommandLine.arguments.first ?? ".")) {
        locator = ModelLocator(environment: environment, executable: executable)
        folder = locator.dataFolder
        configuration = UserConfiguration(environment: environment)
    }

    /// Every model a name reaches, in search order; a name found in two folders is the first one's.
    public func installed() -> [InstalledModel] {
        locator.installed()
    }

    /// The name used when none is given: the configured default, or ``ModelLocator/defaultName``.
    public var defaultName: String { locator.defaultName }

    /// Makes `name` the model used when none is named, in the user's configuration.
    public func setDefault(_ name: String) throws(ModelStoreError) {
        guard installed().contains(where: { $0.name == name }) else { throw .unknownName(name) }
        try configuration.set(UserConfiguration.modelKey, to: name)
    }

    /// Removes an imported model (a file, a folder, or a link to either) and its sidecar; the
    /// configured default is cleared if it was this one.
    public func remove(_ name: String) throws(ModelStoreError) {
        // A whisper.cpp file, or a Vosk model's folder of that name; each has its sidecar beside it.
        let model = [folder.appendingPathComponent("ggml-\(name).bin"), folder.appendingPathComponent(name)].first {
            FileManager.default.fileExists(atPath: ModelSidecar.url(for: $0).path)
        } ?? folder.appendingPathComponent("ggml-\(name).bin")
        let sidecar = ModelSidecar.url(for: model)
        guard FileManager.default.fileExists(atPath: sidecar.path) else {
            if let other = installed().first(where: { $0.name == name }) {
                throw .notImported(name: name, path: other.url.path)
            }
            throw .unknownName(name)
        }
        do {
            if (try? model.checkResourceIsReachable()) == true || isLink(model) {
                try FileManager.default.removeItem(at: model)
            }
            try FileManager.default.removeItem(at: sidecar)
        } catch {
            throw .io(path: model.path, reason: "it can't be removed (\(error.localizedDescription))")
        }
        if configuration.value(UserConfiguration.modelKey) == name {
            try configuration.set(UserConfiguration.modelKey, to: nil)
        }
    }

    /// The name an import takes when none is given: the model's folder or file name without
    /// the usual decorations ("faster-whisper-", "ggml-", ".bin"), the repository's name when the
    /// folder is a snapshot in a Hugging Face cache.
    public static func suggestedName(for source: URL) -> String {
        let components = source.standardizedFileURL.pathComponents
        var name = components.last ?? "model"
        if let repository = components.last(where: { $0.hasPrefix("models--") }) {
            name = repository.components(separatedBy: "--").last ?? repository
        }
        if name.hasSuffix(".bin") { name.removeLast(4) }
        for prefix in ["faster-whisper-", "faster-", "ggml-"] where name.hasPrefix(prefix) {
            name.removeFirst(prefix.count)
            break
        }
        return name
    }

    /// Whether `name` can be a model name: a plain file-name part the locator takes for a name.
    public static func isValidName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, CharacterSet.alphanumerics.contains(first),
              !name.hasSuffix(".bin") else { return false }
        let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "._+-"))
        return name.unicodeScalars.allSatisfy { $0.isASCII && allowed.contains($0) }
    }

    func isLink(_ url: URL) -> Bool {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) != nil
    }
}
