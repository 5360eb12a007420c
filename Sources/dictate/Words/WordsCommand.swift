import Arguments
import Foundation
import SpeechEngine
import TextOutput

/// `dictate words` and its subcommands: the one front end over the vocabulary and the
/// replacements file.
enum WordsCommand {
    static func run(_ parsed: ParsedArguments, environment: [String: String] = ProcessInfo.processInfo.environment) throws -> Int32 {
        let store = ReplacementsStore(url: WordsOptions.defaultFile(environment: environment))
        let vocabulary = VocabularyStore(url: VocabularyStore.defaultFile(environment: environment))
        switch parsed.commandPath {
        case ["words", "add"]:
            var file = try vocabulary.read(missingIsEmpty: true)
            let added = parsed.arguments("WORD").filter { file.add($0) }
            try vocabulary.write(file)
            try StandardStreams.out(added.isEmpty ? "Nothing added: every word given is in \(vocabulary.url.path) already.\n"
                                    : "Added \(added.map { "\"\($0)\"" }.joined(separator: ", ")) (\(vocabulary.url.path)).\n")
        case ["words", "remove"]:
            var file = try vocabulary.read(missingIsEmpty: true)
            let words = parsed.arguments("WORD")
            let missing = words.filter { !file.remove($0) }
            try vocabulary.write(file)
            guard missing.isEmpty else {
                throw Failure("not in \(vocabulary.url.path): \(missing.map { "\"\($0)\"" }.joined(separator: ", ")).", exitCode: ExitCode.unavailable)
            }
            try StandardStreams.out("Removed \(words.map { "\"\($0)\"" }.joined(separator: ", ")).\n")
        case ["words", "edit"]:
            if !FileManager.default.fileExists(atPath: vocabulary.url.path) {
                try vocabulary.write(VocabularyFile(text: "# Words and phrases dictate should spell as written here, one a line.\n"))
            }
            return try edit(vocabulary.url, environment: environment)
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
        case ["words", "replacements"]:
            let rules = try store.replacements(missingIsEmpty: true).rules
            try StandardStreams.out(rules.map { $0.from + Replacements.separator + $0.to + "\n" }.joined())
        default:
            try StandardStreams.out(try vocabulary.read(missingIsEmpty: true).vocabulary.entries.map { $0 + "\n" }.joined())
        }
        return ExitCode.success
    }

    /// Opens `url` in the person's editor ($VISUAL, $EDITOR, Debian's `editor`, vi) on this terminal.
    private static func edit(_ url: URL, environment: [String: String]) throws -> Int32 {
        let editor = [environment["VISUAL"], environment["EDITOR"]].compactMap { $0 }.first { !$0.isEmpty } ?? "editor"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        // Through the shell, as other programs run $EDITOR: it may carry arguments ("code --wait").
        process.arguments = ["-c", "\(editor) \"$1\" || { [ \"\(editor)\" = editor ] && vi \"$1\"; }", "sh", url.path]
        do { try process.run() } catch {
            throw Failure("can't run the editor \(editor): \(error.localizedDescription)", exitCode: ExitCode.unavailable)
        }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure("the editor \(editor) exited with status \(process.terminationStatus).", exitCode: ExitCode.unavailable)
        }
        return ExitCode.success
    }

    /// The words of a source, single-spaced.
    private static func words(_ text: String?) -> String {
        (text ?? "").split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
