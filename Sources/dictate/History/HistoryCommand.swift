import Arguments
import DesktopText
import DictationHistory
import Foundation
import SpeechEngine

/// `dictate history` and its subcommands: the one front end over the history of dictations.
@MainActor
enum HistoryCommand {
    static func run(_ parsed: ParsedArguments, environment: [String: String] = ProcessInfo.processInfo.environment) async throws -> Int32 {
        let settings = try HistorySettings(environment: environment)
        let store = settings.store
        switch parsed.commandPath {
        case ["history", "show"]:
            let entry = try await self.entry(parsed, in: store)
            try StandardStreams.out(parsed.value("format") == "json" ? HistoryJSON.line(entry) + "\n" : entry.text + "\n")
        case ["history", "copy"]:
            let entry = try await self.entry(parsed, in: store)
            do throws(DesktopTextError) {
                try await Clipboard.detect(environment: environment).copy(entry.text)
            } catch {
                throw Failure(error.description, exitCode: error.exitStatus)
            }
        case ["history", "type"]:
            try await type(try await entry(parsed, in: store), typer: parsed.value("typer"), environment: environment)
        case ["history", "remove"]:
            try await remove(parsed, in: store)
        case ["history", "redo"]:
            return try await HistoryRedo(entry: try await entry(parsed, in: store), number: try number(parsed),
                                         model: parsed.value("model")).run()
        case ["history", "off"], ["history", "on"]:
            let on = parsed.commandPath.last == "on"
            let configuration = UserConfiguration(environment: environment)
            try configuration.set(HistorySettings.enabledKey, to: on ? nil : "off")
            let count = try await entries(in: store).count
            try StandardStreams.out(on ? "Dictations are kept in the history again.\n"
                : "Dictations are no longer kept (\(configuration.url.path)). The \(count) kept already stay until "
                    + "dictate history remove --all.\n")
        default:
            if !settings.isEnabled {
                StandardStreams.err("dictate: the history is off; dictate history on keeps dictations again.\n")
            }
            let listing = HistoryListing(entries: try await entries(in: store))
            try StandardStreams.out(parsed.value("format") == "json" ? listing.json() : listing.text())
        }
        return ExitCode.success
    }

    /// The entries, newest first; damage found on the way is reported, and the rest read on.
    private static func entries(in store: HistoryStore) async throws -> [HistoryEntry] {
        let (entries, damage) = try await onThread { try store.entries() }
        if let damage { StandardStreams.err("dictate: \(damage)\n") }
        return entries
    }

    /// The entry the argument N names.
    private static func entry(_ parsed: ParsedArguments, in store: HistoryStore) async throws -> HistoryEntry {
        let entries = try await entries(in: store)
        let number = try number(parsed)
        guard number <= entries.count else { throw HistoryError.noSuchEntry(number, count: entries.count) }
        return entries[number - 1]
    }

    private static func number(_ parsed: ParsedArguments) throws -> Int {
        try number(parsed.argument("N") ?? "")
    }

    private static func number(_ text: String) throws -> Int {
        guard let number = Int(text), number >= 1 else {
            throw Failure("N is an entry's number as dictate history shows it (1 is the newest), not \"\(text)\".", exitCode: ExitCode.usage)
        }
        return number
    }

    /// Puts `entry`'s text into the focused window through the ways `--type` tries, best first; text
    /// no way could deliver goes to the clipboard, and the status says so.
    private static func type(_ entry: HistoryEntry, typer: String?, environment: [String: String]) async throws {
        var options = DeliveryOptions()
        options.type = true
        options.typer = typer
        // The text was acted on as it was dictated; typed again it is words, not commands.
        options.commands = false
        let delivery = try options.makeDelivery(language: entry.language, environment: environment)
        await delivery?.offer(Transcript(segments: [Segment(text: entry.text, start: 0, end: 0)]))
        try await delivery?.deliver()
    }

    private static func remove(_ parsed: ParsedArguments, in store: HistoryStore) async throws {
        let numbers = try parsed.arguments("N").map(number)
        if parsed.isSet("all") {
            guard numbers.isEmpty else { throw Failure("remove takes entry numbers or --all, not both.", exitCode: ExitCode.usage) }
            try await onThread { try store.removeAll() }
            try StandardStreams.out("Removed every entry.\n")
            return
        }
        guard !numbers.isEmpty else { throw Failure("remove takes the numbers of the entries to remove, or --all.", exitCode: ExitCode.usage) }
        let entries = try await entries(in: store)
        if let missing = numbers.first(where: { $0 > entries.count }) { throw HistoryError.noSuchEntry(missing, count: entries.count) }
        let ids = Set(numbers.map { entries[$0 - 1].id })
        _ = try await onThread { try store.remove(ids: ids) }
        try StandardStreams.out("Removed \(numbers.count == 1 ? "entry" : "entries") \(numbers.map(String.init).joined(separator: ", ")).\n")
    }
}
