import DictationHistory
import Foundation

/// `dictate history redo N --model NAME`: the kept audio of a dictation decoded again, whole and
/// offline, with another model, as `dictate --file AUDIO --offline` would; the new text is printed
/// and kept as a new entry.
@MainActor
struct HistoryRedo {
    let entry: HistoryEntry
    let number: Int
    let model: String?

    func run() async throws -> Int32 {
        guard let model else {
            throw Failure("redo decodes the audio again with another model: name it with --model (see dictate models).", exitCode: ExitCode.usage)
        }
        guard let audio = entry.audio else {
            throw Failure("no audio was kept of entry \(number), so it can't be decoded again; dictate keeps audio with --save DIR, "
                          + "dictate stop, or --file.", exitCode: ExitCode.unavailable)
        }
        guard FileManager.default.fileExists(atPath: audio) else {
            throw Failure("the audio of entry \(number) is gone: \(audio) no longer exists.", exitCode: ExitCode.noInput)
        }
        let arguments = ["--file", audio, "--offline", "--model", model, "--language", entry.language]
        guard case .run(let parsed) = try CommandLineSpec.root.parse(arguments) else {
            throw Failure("Internal error: the arguments \(arguments) asked for help. Please report it.", exitCode: ExitCode.internalError)
        }
        return try await FileCommand(path: audio, settings: try EngineSettings(parsed), format: .text, offline: true, realtime: false).run()
    }
}
