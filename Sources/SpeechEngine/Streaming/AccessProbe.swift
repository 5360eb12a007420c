import Foundation
import Synchronization

/// Works out ``Access`` for a live transcription and remembers the answer.
final class AccessProbe: Sendable {
    private let options: EngineOptions
    private let probesServer: Bool
    /// A Vosk model's folder, when the model asked for is one; whisper's otherwise.
    private let voskFolder: URL?
    private let result = Mutex<Access>(.notDetermined)

    init(options: EngineOptions, probesServer: Bool, voskFolder: URL? = nil) {
        self.options = options
        self.probesServer = probesServer
        self.voskFolder = voskFolder
    }

    /// The last answer, without probing.
    var current: Access { result.withLock { $0 } }

    /// Probes on a thread of its own (it connects to the server and loads the model, both blocking).
    func request() async -> Access {
        let access = await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: self.probe()) }.start()
        }
        result.withLock { $0 = access }
        return access
    }

    /// Access now, then at every change: one the sound server reports (a source muted, removed or
    /// plugged, the server gone or back) or one to the model's folder (its file removed, moved in or
    /// replaced). Nothing runs while nothing changes: both watchers sleep until the server or the
    /// kernel wakes them.
    func updates() -> AsyncStream<Access> {
        let (stream, continuation) = AsyncStream<Access>.makeStream(bufferingPolicy: .bufferingNewest(16))
        let options = options
        let parts = Mutex(AccessParts())
        // Yielding under the lock keeps the two watchers' values in the order they were decided.
        let update: @Sendable (_ change: (inout AccessParts) -> Void) -> Void = { [self] change in
            parts.withLock { parts in
                change(&parts)
                guard let access = parts.next() else { return }
                result.withLock { $0 = access }
                continuation.yield(access)
            }
        }
        let watchers = Mutex<(stops: [@Sendable () -> Void], ended: Bool)>(([], false))
        let keep: @Sendable (@escaping @Sendable () -> Void) -> Void = { stop in
            if watchers.withLock({ watchers in watchers.stops.append(stop); return watchers.ended }) { stop() }
        }
        continuation.onTermination = { _ in
            watchers.withLock { watchers in defer { watchers.stops = [] }; watchers.ended = true; return watchers.stops }
                .forEach { $0() }
        }
        Thread { [self] in
            if let policy = Access.policyRefusal {
                update { $0.model = policy }
                return continuation.finish()
            }
            let folders = ModelLocator().folders(for: options.model).map(\.path)
            if let folder = FolderWatcher(folders: folders, onChange: { update { $0.model = self.modelAccess() } }) {
                keep(folder.stop)
                folder.start()
            }
            update { $0.model = self.modelAccess() }
            let watcher = SourceWatcher(server: options.server) { sources in
                update { $0.server = sources.map { Self.access(sources: $0, device: options.device) } ?? Self.noServer }
            }
            keep(watcher.stop)
            watcher.start()
        }.start()
        return stream
    }

    /// What no answer from the sound server means.
    private static let noServer = Access.unavailable("No PulseAudio server answered; start PulseAudio or PipeWire's pulse service.")

    /// What the model and the server each decided, and what was last told.
    private struct AccessParts {
        var model: Access?
        var server: Access?
        var told: Access?

        /// The access to tell now, if it changed: the model's answer first, then the server's, once
        /// both are known (or the model alone rules dictation out).
        mutating func next() -> Access? {
            guard let model else { return nil }
            guard let access = model == .allowed ? server : model, access != told else { return nil }
            told = access
            return access
        }
    }

    private func probe() -> Access {
        let local = localAccess()
        guard local == .allowed, probesServer else { return local }
        let sources: [PulseServer.Source]
        do { sources = try PulseServer.sources(server: options.server) } catch {
            return error.kind == .refused ? .denied(error.description) : .unavailable(error.description)
        }
        return Self.access(sources: sources, device: options.device)
    }

    /// What this machine decides without the sound server: the policy and the model.
    private func localAccess() -> Access {
        Access.policyRefusal ?? modelAccess()
    }

    /// Whether the model file is there and fits the language.
    private func modelAccess() -> Access {
        do {
            // The locator keeps answering with a file it found once (a session in progress keeps
            // its model), so whether the file is still there is asked here.
            let url = try ModelLocator().locate(options.model, language: options.decoding.language)
            guard FileManager.default.fileExists(atPath: url.path) else {
                return .unavailable(ModelLocatorError.fileNotFound(url.path).description)
            }
            if let voskFolder {
                _ = try VoskModel.shared(voskFolder)
                return .allowed
            }
            // The header tells whether the model is whole and speaks the language; the weights are
            // read by the session, while it already captures, so no word after the key is lost.
            let file = try ModelFile(validating: url.path)
            try WhisperModel.check(language: options.decoding.language, multilingual: file.isMultilingual,
                                   model: WhisperModel.name(of: url.path))
        } catch {
            return .unavailable(String(describing: error))
        }
        return .allowed
    }

    /// Access as `sources` decide it for `device` (the default source when `nil`).
    static func access(sources: [PulseServer.Source], device wanted: String?) -> Access {
        guard let source = sources.first(where: { wanted == nil ? $0.isDefault : $0.name == wanted }) else {
            return .unavailable(wanted.map { "No capture device named \($0). List devices with `dictate --list-devices`." }
                ?? "The sound server has no capture device. Plug in a microphone.")
        }
        if source.isMuted {
            return .denied("\(source.description.isEmpty ? source.name : source.description) (\(source.name)) is muted. "
                + "Unmute it in your sound settings, or run `pactl set-source-mute \(source.name) 0`.")
        }
        return .allowed
    }
}
