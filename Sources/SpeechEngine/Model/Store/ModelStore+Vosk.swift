import Foundation

extension ModelStore {
    /// Imports a Vosk model's folder as the folder `NAME` in the store with `NAME.json` beside it,
    /// once ``VoskModelCheck`` has passed it (and, for a copy, passed the copy too: a full disk
    /// cuts a copy short). Staged like every import, so a failure leaves nothing behind.
    func importVoskModel(from source: URL, name: String, placement: Placement) throws -> InstalledModel {
        try VoskModelCheck.check(folder: source)
        let destination = folder.appendingPathComponent(name)
        let sidecarURL = ModelSidecar.url(for: destination)
        for taken in [destination, sidecarURL, folder.appendingPathComponent("ggml-\(name).bin")]
            where FileManager.default.fileExists(atPath: taken.path) || isLink(taken) {
            throw ModelStoreError.alreadyInstalled(name: name, path: taken.path)
        }
        let staging = folder.appendingPathComponent(".import-\(name)-\(getpid())")
        defer { try? FileManager.default.removeItem(at: staging) }
        let staged = staging.appendingPathComponent(name)
        do {
            try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
        } catch {
            throw ModelStoreError.io(path: folder.path, reason: "the models folder can't be created (\(error.localizedDescription))")
        }
        do {
            switch placement {
            case .copy: try FileManager.default.copyItem(at: source.resolvingSymlinksInPath(), to: staged)
            case .link: try FileManager.default.createSymbolicLink(at: staged, withDestinationURL: source)
            }
        } catch {
            throw ModelStoreError.io(path: source.path, reason: "it can't be copied (\(error.localizedDescription))")
        }
        if placement == .copy { try VoskModelCheck.check(folder: staged) }
        let sidecar = ModelSidecar(source: source.path, format: "vosk", linked: placement == .link,
                                   sha256: try FileDigest.sha256(of: staged.appendingPathComponent("am/final.mdl")),
                                   language: VoskModelName.language(of: source.lastPathComponent))
        return try place(staged, as: name, at: destination, sidecar: sidecar) { InstalledModel(voskName: name, url: $0) }
    }
}
