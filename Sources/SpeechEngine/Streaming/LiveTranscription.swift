import Foundation
import Synchronization

/// What a live transcription needs besides its audio.
public struct EngineOptions: Sendable {
    /// A model name ("tiny.en", "base") or path; `nil` takes `DICTATE_MODEL` or tiny.en.
    public var model: String?
    /// A PulseAudio source name; `nil` is the server's default source.
    public var device: String?
    /// A PulseAudio server address ("unix:/run/user/1000/pulse/native"); `nil` is libpulse's
    /// usual choice (`PULSE_SERVER`, then the session's server).
    public var server: String?
    /// The longest a session records before it finishes by itself.
    public var maxDuration: Duration = defaultMaxDuration
    /// Decoding settings; the language comes from the locale.
    public var decoding = DecodingOptions()
    /// What may be chosen about live decoding (``StreamingConfiguration``).
    public var streaming = StreamingConfiguration()
    /// A smaller model (name or path) for the live passes, which only show the words while someone
    /// speaks; every pass whose words settle is still `model`'s. `nil`: `model` decodes every
    /// pass. Used when settling `accurate` only: settling `quick` settles words live passes heard.
    public var liveModel: String?
    /// Called on the decoding thread after every pass, for benchmarks; it must return quickly.
    public var passReports: (@Sendable (PassReport) -> Void)?
    /// Where diagnostics go.
    public var logger: Logger = .silent
    /// Receives every chunk of captured audio (16 kHz mono) on the capture thread, for saving it.
    /// It must return quickly: capture waits for it.
    public var audioTap: (@Sendable ([Float]) -> Void)?
    /// Runs streaming sessions on virtual time, each pass charged what this clock says, so that
    /// benchmark runs repeat exactly; `nil` (live use) runs on the wall clock.
    public var passClock: PassClock?

    public init(model: String? = nil, device: String? = nil) {
        self.model = model
        self.device = device
    }
}

extension Transcription {
    /// Dictation from a PulseAudio source through whisper.cpp: the default engine; or through libvosk
    /// when the model is a Vosk model's folder.
    ///
    /// The locale's language is the language decoded (never auto-detected). An English-only model
    /// with another language is ``Access/unavailable(_:)``. The model is loaded once per process and
    /// shared by every session; each session has its own decoding state.
    public static func speech(locale: Locale = .current, options: EngineOptions = EngineOptions()) -> Transcription {
        var options = options
        options.decoding.language = Self.whisperLanguage(for: locale)
        return live(source: .pulse(device: options.device, server: options.server), options: options, probesServer: true)
    }

    /// Streams an audio file through the same pipeline as the microphone. With `.realtime` it takes
    /// as long as the recording; with `.asFastAsPossible` the passes fall where they would live.
    public static func file(_ url: URL, pacing: Pacing, options: EngineOptions = EngineOptions()) -> Transcription {
        live(source: .file(url.path, pacing: pacing), options: options, pacing: pacing, probesServer: false)
    }

    /// Streams any ``AudioSource`` through the live pipeline (tests use a fake microphone).
    public static func live(source: AudioSource, options: EngineOptions, pacing: Pacing = .realtime,
                            probesServer: Bool = false) -> Transcription {
        if let folder = ModelLocator().voskFolder(options.model, language: options.decoding.language) {
            return vosk(folder: folder, source: source, options: options, probesServer: probesServer)
        }
        let probe = AccessProbe(options: options, probesServer: probesServer)
        return probed(probe, watching: probesServer) { control, continuation in
            let settings = StreamingSession.Settings(
                decoding: options.decoding, streaming: options.streaming, maxDuration: options.maxDuration,
                pacing: pacing, logger: options.logger, audioTap: options.audioTap, passReports: options.passReports,
                passClock: options.passClock)
            let language = options.decoding.language, logger = options.logger
            // Settling `quick` settles what live passes heard, so they are the chosen model's too.
            let live = options.streaming.closingPassSettles ? nil : options.liveModel
            var models = SessionModels(settling: { try SharedModels.load(options.model, language: language, logger: logger) })
            if let live { models.live = { try SharedModels.load(live, language: language, logger: logger) } }
            StreamingSession(source: source, models: models, settings: settings, control: control, continuation: continuation).start()
        }
    }

    /// A transcription whose access is `probe`'s (watched for changes when `watching`) and whose
    /// sessions `begin` starts, each writing its updates to the continuation it is given.
    static func probed(
        _ probe: AccessProbe, watching: Bool,
        begin: @escaping @Sendable (SessionControl, AsyncThrowingStream<Update, Error>.Continuation) -> Void
    ) -> Transcription {
        var updates: (@Sendable () -> AsyncStream<Access>)?
        if watching { updates = { probe.updates() } }
        return Transcription(
            access: { probe.current },
            requestAccess: { await probe.request() },
            start: { control in
                let stream = AsyncThrowingStream<Update, Error>.makeStream(bufferingPolicy: .bufferingNewest(256))
                begin(control, stream.continuation)
                return stream.stream
            },
            accessUpdates: updates)
    }

    /// The whisper language code for `locale`: its language, or English when it has none.
    static func whisperLanguage(for locale: Locale) -> String {
        guard let code = locale.language.languageCode?.identifier, !code.isEmpty else { return "en" }
        return code
    }
}

/// Models loaded in this process, by path: loading tiny.en takes a noticeable moment and memory,
/// so every session (and every `Transcription` value) shares one.
enum SharedModels {
    private static let loaded = Mutex<[String: WhisperModel]>([:])

    static func load(_ nameOrPath: String?, language: String, logger: Logger) throws -> WhisperModel {
        let path = try ModelLocator().locate(nameOrPath, language: language).path
        if let model = loaded.withLock({ $0[path] }) { return model }
        let model = try WhisperModel(path: path, logger: logger)
        return loaded.withLock { models in
            if let existing = models[path] { return existing }
            models[path] = model
            return model
        }
    }
}
