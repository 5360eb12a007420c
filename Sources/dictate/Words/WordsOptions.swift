import Arguments
import Foundation
import SpeechEngine
import TextOutput

/// `--replacements` and `--filter`: how settled text is changed before it is delivered.
struct WordsOptions {
    var replacements = Replacements.none
    var filter: CleanupFilter?
    var filtersWhole = false

    static let specs: [OptionSpec] = [
        .option("replacements", valueName: "FILE",
                help: "Replace words in settled text by the FROM -> TO pairs in FILE (default: $XDG_CONFIG_HOME/dictate/replacements, kept with dictate words; /dev/null for none).",
                completion: .file),
        .option("filter", valueName: "CMD",
                help: "Run each settled piece through sh -c CMD (standard input to standard output) before it is delivered; if CMD fails, times out or prints nothing, the piece goes on unchanged and standard error says why. Default: the settings file's filter = CMD line; '' for none."),
        .option("filter-timeout", valueName: "SECONDS", help: "How long --filter may take for a piece, or with --filter-whole for the whole text.", default: "3"),
        .flag("filter-whole", help: "With --filter: run the whole text through CMD once, at the end, instead of each piece; until then nothing is typed or printed as final, and the words heard show as tentative."),
    ]

    init() {}

    init(_ parsed: ParsedArguments, environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        replacements = try Self.load(parsed.value("replacements"), environment: environment)
        // A `filter = CMD` line in the settings file applies to every run; `--filter ''` turns it off.
        let command = parsed.value("filter") ?? UserConfiguration(environment: environment).value("filter")
        if let command, !command.isEmpty {
            let text = parsed.value("filter-timeout") ?? "3"
            guard let seconds = Double(text), seconds > 0, seconds <= 3600 else {
                throw Failure("--filter-timeout takes seconds, more than 0 and at most 3600, not \"\(text)\".", exitCode: ExitCode.usage)
            }
            filter = CleanupFilter(command: command, timeout: .milliseconds(Int64(seconds * 1000)), environment: environment)
            filtersWhole = parsed.isSet("filter-whole")
        } else if command == nil, parsed.isGiven("filter-timeout") || parsed.isSet("filter-whole") {
            throw Failure("--filter-timeout and --filter-whole apply to --filter.", exitCode: ExitCode.usage)
        }
    }

    /// The run's transform over settled text; `commands` are the spoken commands the run acts on.
    @MainActor
    func settledWords(commands: SpokenCommands) -> SettledWords {
        SettledWords(replacements: replacements, commands: commands, filter: filter, filtersWhole: filtersWhole)
    }

    /// The replacements file a run reads when none is given, and `dictate words` keeps.
    static func defaultFile(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        // Beside the settings file, so both follow XDG_CONFIG_HOME the same way.
        UserConfiguration(environment: environment).url.deletingLastPathComponent().appendingPathComponent("replacements")
    }

    /// The rules in `path`, or in the default file when there is one.
    private static func load(_ path: String?, environment: [String: String]) throws -> Replacements {
        let url = path.map { URL(fileURLWithPath: $0) } ?? defaultFile(environment: environment)
        guard path != nil || FileManager.default.fileExists(atPath: url.path) else { return .none }
        return try ReplacementsStore(url: url).replacements()
    }
}
