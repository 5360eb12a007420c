import Arguments
import DesktopSetup
import DictationComposer
import Foundation
import LivePanel
import LiveStatus
import SpeechEngine

/// Parses the command line and runs what it asks for; returns the exit status.
@MainActor
enum DictateCommand {
    nonisolated static let version = "0.1.0"

    /// `onFailure` sees the failure the program exits with, if any, after its message is written.
    static func main(_ arguments: [String], onFailure: (Failure) -> Void = { _ in }) async -> Int32 {
        do {
            if arguments == ManPage.arguments {
                try StandardStreams.out(ManPage.text())
                return ExitCode.success
            }
            switch try CommandLineSpec.root.parse(arguments) {
            case .help(let path):
                try StandardStreams.out(CommandLineSpec.root.helpText(for: path, width: helpWidth))
                return ExitCode.success
            case .run(let parsed):
                return try await run(parsed)
            }
        } catch {
            let failure = Failure(error)
            StandardStreams.err("dictate: \(failure.message)\n")
            onFailure(failure)
            return failure.exitCode
        }
    }

    private static var helpWidth: Int {
        min(Terminal.size(of: STDOUT_FILENO).map(\.columns) ?? 80, 100)
    }

    private static func run(_ parsed: ParsedArguments) async throws -> Int32 {
        switch parsed.commandPath {
        case ["completions"]:
            let name = parsed.argument("SHELL") ?? ""
            guard let shell = Shell(rawValue: name) else {
                throw Failure("Unknown shell \"\(name)\"; expected bash, zsh or fish.", exitCode: ExitCode.usage)
            }
            try StandardStreams.out(CommandLineSpec.root.completionScript(for: shell))
            return ExitCode.success
        case ["stop"]: return try await ControlCommands.send(.stop)
        case ["pause"]: return try await ControlCommands.send(.pause)
        case ["resume"]: return try await ControlCommands.send(.resume)
        case ["recordings"]: return try ControlCommands.recordings()
        case let path where path.first == "models": return try ModelsCommand.run(parsed)
        case let path where path.first == "words": return try WordsCommand.run(parsed)
        case let path where path.first == "history": return try await HistoryCommand.run(parsed)
        case ["setup"]: return try await SetupCommand.run(parsed)
        case ["toggle"]: return try await HotkeyCommands.run(.toggle, parsed)
        case ["begin"]: return try await HotkeyCommands.run(.begin, parsed)
        case ["end"]: return try await HotkeyCommands.run(.end, parsed)
        case ["cancel"]: return try await HotkeyCommands.run(.cancel, parsed)
        case ["status"]:
            return try await ControlCommands.status(format: try parsed.value("format", as: StatusFormat.self) ?? .text,
                                                    follow: parsed.isSet("follow"))
        case ["panel"]:
            let gnome = GnomeExtension()
            if parsed.isSet("install-gnome-extension") {
                try StandardStreams.out(try await gnome.install())
                return ExitCode.success
            }
            if gnome.isGnomeOnWayland {
                let state = await gnome.state()
                guard case .enabled = state else {
                    throw Failure(GnomeShellExtension.advice(state), exitCode: ExitCode.unavailable)
                }
                try StandardStreams.out(GnomeShellExtension.advice(state) + "\n")
                return ExitCode.success
            }
            return try await PanelCommand.run(position: try parsed.value("panel-position", as: PanelPosition.self) ?? .bottom,
                                              once: parsed.isSet("once"))
        case ["form"]: return try await FormCommand.run(parsed)
        case ["compose"]:
            var settings = try EngineSettings(parsed)
            settings.settle(showingTentative: true)
            let relay = AudioRelay()
            settings.options.audioTap = relay.tap
            let (stops, stopped) = AsyncStream<LiveSessionResult>.makeStream()
            let transcription = settings.recordings().reportingStatus(
                language: settings.language, model: settings.options.model ?? ModelLocator.defaultName, relay: relay,
                finished: { stopped.yield($0) })
            return await ComposeCommand.run(try composeOptions(parsed, settings: settings), transcription: transcription,
                                            stops: stops, history: HistoryRecorder(settings: settings, source: "compose"))
        default:
            if parsed.isSet("version") { return try printVersion(parsed) }
            if parsed.isSet("list-devices") { return try DeviceList.print() }
            let settings = try EngineSettings(parsed)
            let format = try parsed.value("format", as: OutputFormat.self) ?? .text
            if let path = parsed.value("file") {
                return try await FileCommand(path: path, settings: settings, format: format,
                                             offline: parsed.isSet("offline"), realtime: parsed.isSet("realtime"),
                                             delivery: try DeliveryOptions(parsed), words: try WordsOptions(parsed)).run()
            }
            if parsed.isSet("offline") || parsed.isSet("realtime") {
                throw Failure("--offline and --realtime apply to --file.", exitCode: ExitCode.usage)
            }
            return try await LiveCommand(settings: settings, format: format,
                                         saveDirectory: parsed.value("save"), delivery: try DeliveryOptions(parsed),
                                         words: try WordsOptions(parsed)).run()
        }
    }

    private static func composeOptions(_ parsed: ParsedArguments, settings: EngineSettings) throws -> ComposeOptions {
        ComposeOptions(
            sendCommand: parsed.value("send-command"), sendTarget: try SendTarget.parse(parsed),
            commands: parsed.isSet("no-commands") ? .none : .forLanguage(settings.language), draftPath: parsed.value("draft"),
            accessible: parsed.isSet("accessible") || ProcessInfo.processInfo.environment["TERM"] == "dumb",
            reduceMotion: parsed.isSet("reduce-motion"), theme: try parsed.value("theme", as: ThemeChoice.self) ?? .auto,
            bell: parsed.isSet("bell"), example: parsed.isSet("example"),
            placeholder: parsed.value("placeholder") ?? "Message",
            maxDuration: settings.continuous && !settings.maxDurationGiven ? .seconds(86_400) : settings.maxDuration)
    }

    private static func printVersion(_ parsed: ParsedArguments) throws -> Int32 {
        let model: String
        do {
            let url = try ModelLocator().locate(parsed.value("model"), language: parsed.value("language"))
            model = "\(url.deletingPathExtension().lastPathComponent.replacingOccurrences(of: "ggml-", with: "")) (\(url.path))"
        } catch {
            model = "none found (run scripts/setup)"
        }
        try StandardStreams.out("""
        dictate \(version)
        whisper.cpp \(WhisperModel.libraryVersion)
        model \(model)

        """)
        return ExitCode.success
    }
}
