import Foundation
import LiveStatus
import SpeechEngine

/// `dictate`: live dictation from a PulseAudio source.
@MainActor
struct LiveCommand {
    let settings: EngineSettings
    let format: OutputFormat
    let saveDirectory: String?
    var delivery = DeliveryOptions()
    var words = WordsOptions()

    func run() async throws -> Int32 {
        // Capture starts first, so a word said right after the key is kept while the access is
        // checked and the models load; never where a policy forbids it.
        let shared = SharedAudioSource(.pulse(device: settings.options.device))
        defer { shared.close() }
        if settings.scriptedText == nil, Access.policyRefusal == nil {
            let environment = ProcessInfo.processInfo.environment
            shared.start(opened: KeyToAudio.captureStarted(environment: environment,
                                                           log: environment[KeyToAudio.variable].flatMap { _ in try? SessionLog() }))
        }
        let probe = settings.transcription()
        let access = await probe.requestAccess()
        guard access == .allowed else { throw Failure(access) }

        var settings = settings
        let runner = try SessionRunner.dictation(format: format, delivery: delivery, words: words, settings: &settings)
        runner.history = HistoryRecorder(settings: settings, source: "live")
        let model = settings.options.model ?? ModelLocator.defaultName
        // One recording, however many one-minute requests --continuous chains: one status feed,
        // one draft for `dictate stop`, one file set for --save.
        let live = LiveSession(language: settings.language, model: model)
        let saver = try saveDirectory.map { try SessionSaver(directory: $0) }
        let recorded = RecordedAudio()
        var options = settings.options
        options.audioTap = { samples in
            recorded.add(samples.count)
            live.audioTap(samples)
            saver?.append(samples)
        }
        let result = try await runner.runSession(settings.recording(options: options, shared: shared, recorded: recorded),
                                                 offset: 0, total: nil, live: live, heard: { recorded.seconds })
        // A recording that could not be saved (a full disk) is reported, but the transcript is
        // still printed; the exit status says it at the end.
        var saveFailed = false
        let text = await runner.filteredWhole()?.text ?? result?.transcript?.text ?? ""
        for failure in saver?.finish(transcript: text) ?? [] {
            StandardStreams.err("dictate: \(failure.description)\n")
            saveFailed = true
        }
        runner.history?.audio = saver?.audio.path
        switch result?.draft {
        case .success(let draft)?:
            StandardStreams.err("dictate: saved the recording to \(draft.folder.path)\n")
            runner.history?.audio = draft.audio.path
        case .failure(let error)?:
            StandardStreams.err("dictate: the recording could not be saved: \(error)\n")
            saveFailed = true
        case nil: break
        }
        if let error = result?.audioError, result?.draft != nil {
            StandardStreams.err("dictate: the recording's audio stopped short: \(error)\n")
            saveFailed = true
        }
        try await runner.end(heard: recorded.seconds)
        return saveFailed ? ExitCode.ioError : ExitCode.success
    }
}
