import Foundation
import SpeechEngine

/// Downloads a catalogue's model into the store: resumable, checked, and installed whole or not at all.
///
/// The bytes go to `ggml-NAME.bin.partial` in the models folder, appended as they arrive, so an
/// interrupted run (Ctrl-C, a lost connection) leaves a file the next run continues with an HTTP
/// range request. Only once the file is whole, its SHA-1 is the published one and whisper.cpp's
/// format checks pass is it renamed to `ggml-NAME.bin`, where the locator finds it.
public struct ModelDownloader: Sendable {
    public var catalogue: ModelCatalogue
    /// The folder URL the files are under; `ggml-NAME.bin` is appended.
    public var baseURL: String
    public var store: ModelStore
    /// Sent as the User-Agent header.
    public var userAgent: String
    /// How many times a run tries again after a connection that broke while bytes were arriving.
    public var retries = 2

    public init(catalogue: ModelCatalogue, baseURL: String, store: ModelStore, userAgent: String) {
        self.catalogue = catalogue
        self.baseURL = baseURL
        self.store = store
        self.userAgent = userAgent
    }

    /// Where the bytes of `name` gather until the file is whole.
    public func partialFile(of name: String) -> URL {
        store.folder.appendingPathComponent("ggml-\(name).bin.partial")
    }

    /// The bytes a previous run left of `name`, or nil when nothing is waiting to be resumed.
    public func partialBytes(of name: String) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: partialFile(of: name).path))?[.size] as? Int
    }

    /// The URL `entry` is fetched from.
    public func url(of entry: CatalogueEntry) -> String {
        (baseURL.hasSuffix("/") ? String(baseURL.dropLast()) : baseURL) + "/" + entry.fileName
    }

    /// Downloads, checks and installs `name`, reporting progress as it goes; blocks the calling thread.
    public func download(_ name: String, report: (DownloadEvent) -> Void) throws(DownloadError) -> InstalledModel {
        guard let entry = catalogue.entry(named: name) else {
            throw .unknownName(name, known: catalogue.entries.map(\.name))
        }
        if let installed = store.installed().first(where: { $0.name == name }) {
            throw .alreadyInstalled(name: name, path: installed.url.path)
        }
        let partial = partialFile(of: name)
        do {
            try FileManager.default.createDirectory(at: store.folder, withIntermediateDirectories: true)
        } catch {
            throw .io(path: store.folder.path, reason: "the models folder can't be created (\(error.localizedDescription))")
        }
        let offset = partialBytes(of: name) ?? 0
        if let size = entry.approximateBytes, let available = FreeSpace.available(in: store.folder), available < size - offset {
            throw .diskFull(folder: store.folder.path, needed: size - offset, available: available)
        }
        let descriptor = open(partial.path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .io(path: partial.path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        // Held until the model is in place: a second run would append to the same file.
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else { throw .underWay(name: name) }
        do {
            try fetch(url(of: entry), into: descriptor, at: partial, report: report)
        } catch {
            if partialBytes(of: name) == 0 { try? FileManager.default.removeItem(at: partial) }
            throw error
        }
        report(.verifying)
        try verify(partial, as: entry)
        do {
            return try store.installDownloaded(partial, name: name, source: url(of: entry))
        } catch {
            throw .io(path: partial.path, reason: error.description)
        }
    }

    /// Appends the rest of `url` to the open `partial`, trying again while broken connections make progress.
    private func fetch(_ url: String, into descriptor: Int32, at partial: URL, report: (DownloadEvent) -> Void) throws(DownloadError) {
        var attemptsLeft = retries
        var total: Int?
        while true {
            let offset = Int(lseek(descriptor, 0, SEEK_END))
            report(.started(url: url, offset: offset))
            let outcome = CurlTransfer.get(url, offset: offset, into: descriptor, userAgent: userAgent) { received, size in
                total = size ?? total
                report(.progress(received: received, total: size))
            }
            let received = Int(lseek(descriptor, 0, SEEK_END))
            switch outcome {
            case .complete:
                guard fsync(descriptor) == 0 else { throw .io(path: partial.path, reason: String(cString: strerror(errno))) }
                return
            // The range starts at the end of the file: a previous run received it all but was
            // stopped before checking it.
            case .httpError(416) where offset > 0: return
            case .httpError(let status) where status == 404 || status == 410: throw .notFound(url: url)
            case .httpError(let status): throw .server(status: status, url: url)
            case .writeFailed(let code) where code == ENOSPC || code == EDQUOT:
                try? FileManager.default.removeItem(at: partial)
                throw .diskFull(folder: store.folder.path, needed: total ?? received, available: FreeSpace.available(in: store.folder) ?? 0)
            case .writeFailed(let code): throw .io(path: partial.path, reason: String(cString: strerror(code)))
            case .failed(let reason):
                guard received > offset, attemptsLeft > 0 else {
                    throw .network(url: url, reason: reason, partialBytes: received)
                }
                attemptsLeft -= 1
                report(.retrying(reason: reason, received: received))
            }
        }
    }

    /// Checks the whole file against the published SHA-1 and whisper.cpp's format; removes it if either fails.
    private func verify(_ partial: URL, as entry: CatalogueEntry) throws(DownloadError) {
        if let expected = entry.sha1 {
            let found: String
            do { found = try FileDigest.sha1(of: partial) } catch { throw .io(path: partial.path, reason: error.description) }
            guard found.lowercased() == expected.lowercased() else {
                try? FileManager.default.removeItem(at: partial)
                throw .checksumMismatch(name: entry.name, expected: expected, found: found)
            }
        }
        do {
            _ = try ModelFile(validating: partial.path)
        } catch {
            try? FileManager.default.removeItem(at: partial)
            throw .notAModel(name: entry.name, reason: error.description)
        }
    }
}
