import Foundation
import SpeechEngine

/// `dictate --file`: a recording through the live pipeline (or whole, with --offline).
@MainActor
struct FileCommand {
    let path: String
    let settings: EngineSettings
    let format: OutputFormat
    let offline: Bool
    let realtime: Bool
    var delivery = DeliveryOptions()
    var words = WordsOptions()

    func run() async throws -> Int32 {
        if offline && realtime { throw Failure("--offline and --realtime can't be used together.", exitCode: ExitCode.usage) }
        if offline, ModelLocator().voskFolder(settings.options.model, language: settings.options.decoding.language) != nil {
            throw Failure("--offline decodes a whole file with a whisper model; a Vosk model decodes as it hears, "
                          + "so leave out --offline.", exitCode: ExitCode.usage)
        }
        // Standard input is not kept; a file is the person's own, kept audio.
        let history = HistoryRecorder(settings: settings, source: "file",
                                      audio: path == "-" ? nil : URL(fileURLWithPath: path).standardizedFileURL.path)
        if offline { return try await transcribeWhole(history: history) }
        let path = path
        return try await stream(try await onThread { try AudioFile(path: path) }, history: history)
    }

    /// Reads and decodes the file on one thread, where the samples are handed to the model as
    /// their only copy, so their memory is given back before the pass that needs the most.
    private func transcribeWhole(history: HistoryRecorder?) async throws -> Int32 {
        let path = path
        let options = settings.options
        let decoding = options.decoding.forWholeRecording(timestamps: format.needsTimestamps)
        let (decoded, duration) = try await onThread { () throws -> ([DecodedSegment], Double) in
            let audio = try AudioFile(path: path)
            let duration = audio.duration
            let samples = (consume audio).samples
            let model = try WhisperModel(path: try ModelLocator().locate(options.model, language: decoding.language).path, logger: options.logger)
            return (try WholeRecording.transcribe(consume samples, model: model, options: decoding, gate: options.streaming), duration)
        }
        let presenter = TranscriptPresenter(format: format)
        let delivery = try delivery.makeDelivery(language: settings.language, jsonLines: format == .jsonl)
        try presenter.beginSession(at: 0)
        let segments = decoded.map { Segment(text: $0.text, start: $0.start, end: $0.end) }
        let heard = Transcript(segments: decoding.timestamps ? segments : segments.flatMap(\.sentences))
        let words = words.settledWords(commands: self.delivery.spokenCommands(language: settings.language))
        let applied = await words.apply(heard)
        let transcript = await words.whole() ?? applied
        try presenter.show(transcript, heard: duration)
        await delivery?.offer(transcript)
        try await DictationEnd.finish(presenter: presenter, delivery: delivery, history: history, heard: duration)
        return ExitCode.success
    }

    /// Streams the file in chained one-minute requests, so a long file is transcribed in full.
    private func stream(_ audio: AudioFile, history: HistoryRecorder?) async throws -> Int32 {
        var settings = settings
        let runner = try SessionRunner.dictation(format: format, delivery: delivery, words: words, settings: &settings)
        runner.history = history
        let pacing: Pacing = realtime ? .realtime : .asFastAsPossible
        let shared = SharedAudioSource(.samples(audio.samples, name: path, pacing: pacing))
        defer { shared.close() }
        let heard = { Double(shared.samplesDelivered) / 16_000 }
        repeat {
            let transcription = Transcription.live(source: shared.source, options: settings.options, pacing: pacing)
            try await runner.runSession(transcription, offset: heard(), total: audio.duration, heard: heard)
        } while !runner.isStopped && shared.samplesDelivered < audio.samples.count
        try await runner.end(heard: heard())
        return ExitCode.success
    }
}
