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

    private func probe() -> Access {
        if let policy = ProcessInfo.processInfo.environment["DICTATE_DISABLE_CAPTURE"], !policy.isEmpty {
            return .restricted("Capture is turned off on this machine (DICTATE_DISABLE_CAPTURE is set). Ask whoever manages it.")
        }
        do {
            let model = try SharedModels.load(options.model, language: options.decoding.language, logger: options.logger)
            try model.check(language: options.decoding.language)
        } catch {
            return .unavailable(String(describing: error))
        }
        guard probesServer else { return .allowed }
        let sources: [PulseServer.Source]
        do { sources = try PulseServer.sources(server: options.server) } catch {
            return error.kind == .refused ? .denied(error.description) : .unavailable(error.description)
        }
        let wanted = options.device
        guard let source = sources.first(where: { wanted == nil ? $0.isDefault : $0.name == wanted }) else {
            return .unavailable(wanted.map { "No capture device named \($0). List devices with `dictate --list-devices`." }
                ?? "The sound server has no capture device. Plug in a microphone.")
        }
        if source.isMuted {
            return .denied("\(source.description.isEmpty ? source.name : source.description) is muted. "
                + "Unmute it in your sound settings, or run `pactl set-source-mute \(source.name) 0`.")
        }
        return .allowed
    }
}
