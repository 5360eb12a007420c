import Foundation
import SpeechEngine

/// `dictate`: live dictation from a PulseAudio source.
@MainActor
struct LiveCommand {
    let settings: EngineSettings
    let format: OutputFormat
    let continuous: Bool
    let saveDirectory: String?

    func run() async throws -> Int32 {
        let probe = settings.transcription()
        let access = await probe.requestAccess()
        guard access == .allowed else { throw Failure(access) }

        let presenter = TranscriptPresenter(format: format)
        let runner = SessionRunner(presenter: presenter)
        runner.handleInterrupts()
        let shared = SharedAudioSource(.pulse(device: settings.options.device))
        defer { shared.close() }
        let scripted = ProcessInfo.processInfo.environment["DICTATE_TRANSCRIPTION"] != nil
        let heard = { Double(shared.samplesDelivered) / 16_000 }
        repeat {
            let transcription = scripted ? probe : settings.transcription(source: shared.source)
            try await runner.runSession(transcription, offset: heard(), total: nil, heard: heard)
        } while continuous && !scripted && !runner.isStopped && heard() < settings.maxDuration.inSeconds
            && (!settings.maxDurationGiven || heard() < settings.maxDuration.inSeconds)
        try runner.end(heard: heard())
        return ExitCode.success
    }
}
