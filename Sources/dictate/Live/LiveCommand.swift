import Foundation
import LiveStatus
import SpeechEngine

/// `dictate`: live dictation from a PulseAudio source.
@MainActor
struct LiveCommand {
    let settings: EngineSettings
    let format: OutputFormat
    let continuous: Bool
    let saveDirectory: String?
    var delivery = DeliveryOptions()

    func run() async throws -> Int32 {
        let probe = settings.transcription()
        let access = await probe.requestAccess()
        guard access == .allowed else { throw Failure(access) }

        let presenter = TranscriptPresenter(format: format)
        let runner = SessionRunner(presenter: presenter, delivery: try delivery.makeDelivery(language: settings.language))
        runner.handleInterrupts()
        let shared = SharedAudioSource(.pulse(device: settings.options.device))
        defer { shared.close() }
        let scripted = ProcessInfo.processInfo.environment["DICTATE_TRANSCRIPTION"] != nil
        let heard = { Double(shared.samplesDelivered) / 16_000 }
        let model = settings.options.model ?? ModelLocator.defaultName
        // A recording that could not be saved (a full disk) is reported at once, but dictation goes
        // on and the transcript is still printed; the exit status says it at the end.
        var saveFailed = false
        repeat {
            let live = LiveSession(language: settings.language, model: model)
            let saver = try saveDirectory.map { try SessionSaver(directory: $0) }
            var options = settings.options
            options.audioTap = { samples in
                live.audioTap(samples)
                saver?.append(samples)
            }
            let transcription = scripted ? probe : Transcription.live(source: shared.source, options: options)
            let result = try await runner.runSession(transcription, offset: heard(), total: nil, live: live, heard: heard)
            for failure in saver?.finish(transcript: result?.transcript?.text ?? "") ?? [] {
                StandardStreams.err("dictate: \(failure.description)\n")
                saveFailed = true
            }
            switch result?.draft {
            case .success(let draft)?: StandardStreams.err("dictate: saved the recording to \(draft.folder.path)\n")
            case .failure(let error)?:
                StandardStreams.err("dictate: the recording could not be saved: \(error)\n")
                saveFailed = true
            case nil: break
            }
            if let error = result?.audioError, result?.draft != nil {
                StandardStreams.err("dictate: the recording's audio stopped short: \(error)\n")
                saveFailed = true
            }
        } while continuous && !scripted && !runner.isStopped
            && (!settings.maxDurationGiven || heard() < settings.maxDuration.inSeconds)
        try await runner.end(heard: heard())
        return saveFailed ? ExitCode.ioError : ExitCode.success
    }
}
