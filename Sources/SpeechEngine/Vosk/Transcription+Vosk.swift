import Foundation

extension Transcription {
    /// Streams `source` through the Vosk model in `folder`: the engine ``live(source:options:pacing:probesServer:)``
    /// picks when the model named is a Vosk model. Updates, levels, the cap, pausing and access are
    /// the same as whisper's; the text has no punctuation or case, as Vosk's models give none.
    static func vosk(folder: URL, source: AudioSource, options: EngineOptions, probesServer: Bool) -> Transcription {
        let probe = AccessProbe(options: options, probesServer: probesServer, voskFolder: folder)
        return probed(probe, watching: probesServer) { control, continuation in
            let settings = VoskSession.Settings(maxDuration: options.maxDuration, logger: options.logger,
                                                audioTap: options.audioTap)
            VoskSession(source: source, model: { try VoskModel.shared(folder) }, settings: settings,
                        control: control, continuation: continuation).start()
        }
    }
}
