import Foundation
import Synchronization

/// Works out ``Access`` for a live transcription and remembers the answer.
final class AccessProbe: Sendable {
    private let options: EngineOptions
    private let probesServer: Bool
    private let result = Mutex<Access>(.notDetermined)

    init(options: EngineOptions, probesServer: Bool) {
        self.options = options
        self.probesServer = probesServer
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

    /// Access now, then at every change the sound server reports; the model is checked once, at the
    /// start (a model file that appears or goes away later is not followed yet).
    func updates() -> AsyncStream<Access> {
        let (stream, continuation) = AsyncStream<Access>.makeStream(bufferingPolicy: .bufferingNewest(16))
        let options = options
        let last = Mutex<Access?>(nil)
        let emit: @Sendable (Access) -> Void = { [self] access in
            result.withLock { $0 = access }
            guard last.withLock({ last in defer { last = access }; return last != access }) else { return }
            continuation.yield(access)
        }
        Thread { [self] in
            let local = self.localAccess()
            guard local == .allowed else { emit(local); return continuation.finish() }
            let watcher = SourceWatcher(server: options.server) { sources in
                emit(sources.map { Self.access(sources: $0, device: options.device) }
                     ?? .unavailable("No PulseAudio server answered; start PulseAudio or PipeWire's pulse service."))
            }
            continuation.onTermination = { _ in watcher.stop() }
            watcher.start()
        }.start()
        return stream
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
        if let policy = ProcessInfo.processInfo.environment["DICTATE_DISABLE_CAPTURE"], !policy.isEmpty {
            return .restricted("Capture is turned off on this machine (DICTATE_DISABLE_CAPTURE is set). Ask whoever manages it.")
        }
        do {
            let model = try SharedModels.load(options.model, language: options.decoding.language, logger: options.logger)
            try model.check(language: options.decoding.language)
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
