import Foundation

extension ModelStore {
    /// How an imported whisper.cpp file is kept.
    public enum Placement: Sendable {
        /// A copy in the store: the model stays usable if the original goes.
        case copy
        /// A link to the original: no second copy of gigabytes, but it must stay where it is.
        case link
    }

    /// Imports a CTranslate2 folder (converted), a whisper.cpp file or a Vosk model's folder
    /// (checked, then copied or linked) under `name`, with its sidecar.
    ///
    /// Everything is made in a staging folder inside the store and moved into place only when the
    /// model has passed ``ModelFile``'s checks, so a failed import leaves nothing behind.
    public func importModel(from source: URL, name: String?, placement: Placement = .copy) throws -> InstalledModel {
        let source = source.standardizedFileURL
        let name = name ?? Self.suggestedName(for: source)
        guard Self.isValidName(name) else { throw ModelStoreError.badName(name) }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: source.path, isDirectory: &isDirectory) else {
            throw ModelStoreError.sourceNotFound(source.path)
        }
        let destination = folder.appendingPathComponent("ggml-\(name).bin")
        if let existing = installed().first(where: { $0.name == name }) {
            throw ModelStoreError.alreadyInstalled(name: name, path: existing.url.path)
        }
        if isDirectory.boolValue, VoskModelCheck.looksLikeModel(source) {
            return try importVoskModel(from: source, name: name, placement: placement)
        }
        if FileManager.default.fileExists(atPath: destination.path) || FileManager.default.fileExists(atPath: ModelSidecar.url(for: destination).path) {
            throw ModelStoreError.alreadyInstalled(name: name, path: destination.path)
        }
        let staging = folder.appendingPathComponent(".import-\(name)-\(getpid())")
        defer { try? FileManager.default.removeItem(at: staging) }
        let staged = staging.appendingPathComponent(destination.lastPathComponent)
        let sidecar: ModelSidecar
        do {
            try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
        } catch {
            throw ModelStoreError.io(path: folder.path, reason: "the models folder can't be created (\(error.localizedDescription))")
        }
        if isDirectory.boolValue {
            guard CTranslate2Converter.isModelFolder(source) else {
                throw ConversionError.notWhisperModel(folder: source.path, reason: "it has no model.bin")
            }
            try CTranslate2Converter.convert(folder: source, to: staged)
            _ = try ModelFile(validating: staged.path)
            sidecar = ModelSidecar(source: source.path, format: "ctranslate2", linked: false,
                                   sha256: try FileDigest.sha256(of: staged))
        } else {
            _ = try ModelFile(validating: source.path)
            do {
                switch placement {
                case .copy: try FileManager.default.copyItem(at: source, to: staged)
                case .link: try FileManager.default.createSymbolicLink(at: staged, withDestinationURL: source)
                }
            } catch {
                throw ModelStoreError.io(path: source.path, reason: "it can't be copied (\(error.localizedDescription))")
            }
            sidecar = ModelSidecar(source: source.path, format: "ggml", linked: placement == .link,
                                   sha256: try FileDigest.sha256(of: source))
        }
        return try place(staged, as: name, at: destination, sidecar: sidecar) { InstalledModel(name: name, url: $0) }
    }

    /// Installs a downloaded whisper.cpp file under `name`, recording `source` (its URL) and sha256.
    /// The file must be in the store's folder and already checked; it is moved, never copied, so the
    /// model appears whole or not at all.
    public func installDownloaded(_ file: URL, name: String, source: String) throws(ModelStoreError) -> InstalledModel {
        let sidecar = ModelSidecar(source: source, format: "ggml", linked: false, sha256: try FileDigest.sha256(of: file))
        return try place(file, as: name, at: folder.appendingPathComponent("ggml-\(name).bin"), sidecar: sidecar) {
            InstalledModel(name: name, url: $0)
        }
    }

    /// Moves `staged` (a file or a Vosk model's folder) to `destination` with its sidecar beside it,
    /// and reads the model back from there with `readBack`.
    func place(_ staged: URL, as name: String, at destination: URL, sidecar: ModelSidecar,
               readBack: (URL) -> InstalledModel?) throws(ModelStoreError) -> InstalledModel {
        let stagedSidecar = staged.deletingLastPathComponent().appendingPathComponent(".\(name).sidecar.\(getpid())")
        do { try sidecar.encoded().write(to: stagedSidecar) } catch {
            throw ModelStoreError.io(path: stagedSidecar.path, reason: "it can't be written (\(error.localizedDescription))")
        }
        // The sidecar first: alone it lists nothing, while a model without its sidecar could not be removed.
        guard rename(stagedSidecar.path, ModelSidecar.url(for: destination).path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: stagedSidecar)
            throw ModelStoreError.io(path: destination.path, reason: reason)
        }
        guard rename(staged.path, destination.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: ModelSidecar.url(for: destination))
            throw ModelStoreError.io(path: destination.path, reason: reason)
        }
        guard let model = readBack(destination) else {
            throw ModelStoreError.io(path: destination.path, reason: "the installed model can't be read back")
        }
        return model
    }

    /// The sidecar of an imported model, nil for set-up's models and files put there by hand.
    public func sidecar(of model: InstalledModel) -> ModelSidecar? {
        ModelSidecar.read(for: model.url)
    }
}
