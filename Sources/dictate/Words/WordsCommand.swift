import Arguments
import Foundation
import TextOutput

/// `dictate words` and its subcommands: the one front end over the replacements file.
enum WordsCommand {
    static func run(_ parsed: ParsedArguments, environment: [String: String] = ProcessInfo.processInfo.environment) throws -> Int32 {
        let store = ReplacementsStore(url: WordsOptions.defaultFile(environment: environment))
        switch parsed.commandPath {
        case ["words", "replace"]:
            let rule = Replacements.Rule(from: words(parsed.argument("FROM")), to: parsed.argument("TO")?.trimmingCharacters(in: .whitespaces) ?? "")
            guard !rule.from.isEmpty, !rule.to.isEmpty, !rule.from.contains("->"), !rule.to.contains("\n") else {
                throw Failure("dictate words replace takes the words to replace (without ->) and what to write instead, on one line.",
                              exitCode: ExitCode.usage)
            }
            // Read through the parser first, so a damaged file is reported rather than added to.
            _ = try store.replacements(missingIsEmpty: true)
            var file = try store.read(missingIsEmpty: true)
            file.set(rule)
            try store.write(file)
            try StandardStreams.out("\"\(rule.from)\" is now written \"\(rule.to)\" (\(store.url.path)).\n")
        case ["words", "unreplace"]:
            let from = words(parsed.argument("FROM"))
            var file = try store.read(missingIsEmpty: true)
            guard file.remove(from) else {
                throw Failure("\"\(from)\" has no replacement in \(store.url.path).", exitCode: ExitCode.unavailable)
            }
            try store.write(file)
            try StandardStreams.out("\"\(from)\" is no longer replaced.\n")
        default:
            let rules = try store.replacements(missingIsEmpty: true).rules
            try StandardStreams.out(rules.map { $0.from + Replacements.separator + $0.to + "\n" }.joined())
        }
        return ExitCode.success
    }

    /// The words of a source, single-spaced.
    private static func words(_ text: String?) -> String {
        (text ?? "").split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
