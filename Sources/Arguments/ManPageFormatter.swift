/// Lays out a manual page in roff (the `man` macros) from the same ``CommandSpec`` that makes `--help`:
/// NAME, SYNOPSIS, DESCRIPTION with the discussion, OPTIONS, then a COMMANDS section in which each
/// subcommand has its synopsis, abstract, options and discussion.
struct ManPageFormatter {
    /// The manual section, e.g. `1` for user commands.
    let section: String
    /// The centre footer, usually the program's name and version.
    let source: String
    /// The page's date as written in the header, e.g. `2025-01-31`.
    let date: String

    func render(_ root: CommandSpec) -> String {
        var lines = [
            ".TH \(Self.quoted(root.name.uppercased())) \(section) \(Self.quoted(date)) \(Self.quoted(source))",
            ".SH NAME",
            Self.escaped(root.name) + " \\- " + Self.escaped(root.abstract),
            ".SH SYNOPSIS",
        ]
        lines += synopsis(of: root, names: [root.name])
        lines += root.subcommands.flatMap { synopsis(of: $0, names: [root.name, $0.name]) }
        lines.append(".SH DESCRIPTION")
        lines += paragraphs(root.abstract) + paragraphs(root.discussion)
        lines += options(of: root, heading: ".SH OPTIONS")
        if !root.subcommands.isEmpty {
            lines.append(".SH COMMANDS")
            for command in root.subcommands { lines += subcommand(command, names: [root.name, command.name]) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `dictate [OPTIONS] COMMAND FILE…` with the command names in bold, as one synopsis line.
    private func synopsis(of command: CommandSpec, names: [String]) -> [String] {
        var words = names.map { "\\fB\(Self.escaped($0))\\fR" } + ["[\\fIOPTIONS\\fR]"]
        if !command.subcommands.isEmpty { words.append("\\fICOMMAND\\fR") }
        words += command.arguments.map { "\\fI\(Self.escaped($0.usage))\\fR" }
        return [".PP", words.joined(separator: " ")]
    }

    private func subcommand(_ command: CommandSpec, names: [String]) -> [String] {
        var lines = [".SS " + Self.quoted(names.joined(separator: " "))]
        lines += synopsis(of: command, names: names).dropFirst()
        lines += paragraphs(command.abstract)
        for argument in command.arguments {
            lines += [".TP", "\\fI\(Self.escaped(argument.usage))\\fR", Self.escaped(argument.help)]
        }
        lines += options(of: command, heading: nil)
        lines += paragraphs(command.discussion)
        return lines
    }

    /// A tagged paragraph per option, help included last; nothing when there are no options.
    private func options(of command: CommandSpec, heading: String?) -> [String] {
        guard !command.options.isEmpty else { return [] }
        var lines = heading.map { [$0] } ?? []
        for option in command.options + [.flag("help", short: "h", help: "Show this help.")] {
            var label = option.short.map { "\\fB\\-\(Self.escaped(String($0)))\\fR, " } ?? ""
            label += "\\fB" + Self.escaped(option.displayName) + "\\fR"
            if option.kind == .value { label += " \\fI" + Self.escaped(option.valueName) + "\\fR" }
            var notes: [String] = []
            if let allowed = option.allowedValues { notes.append("values: " + allowed.joined(separator: ", ")) }
            if let defaultValue = option.defaultValue { notes.append("default: " + defaultValue) }
            if option.isRepeatable { notes.append("repeatable") }
            let help = notes.isEmpty ? option.help : option.help + " (" + notes.joined(separator: "; ") + ")"
            lines += [".TP", label, Self.escaped(help)]
        }
        return lines
    }

    /// Free text as paragraphs: blank lines separate them, and indented lines (examples, tables)
    /// keep their line breaks and spacing, as they do in `--help`.
    private func paragraphs(_ text: String) -> [String] {
        var lines: [String] = []
        var preformatted = false
        var atParagraphStart = true
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let isBlank = line.allSatisfy(\.isWhitespace)
            let isIndented = !isBlank && line.first?.isWhitespace == true
            if preformatted && !isIndented {
                lines.append(".fi")
                preformatted = false
            }
            if isBlank {
                atParagraphStart = true
                continue
            }
            if atParagraphStart {
                lines.append(".PP")
                atParagraphStart = false
            }
            if isIndented && !preformatted {
                lines.append(".nf")
                preformatted = true
            }
            lines.append(Self.escaped(String(line)))
        }
        if preformatted { lines.append(".fi") }
        return lines
    }

    /// `text` safe as roff input: backslashes and hyphens escaped, and a leading `.` or `'` kept
    /// from being read as a request.
    private static func escaped(_ text: String) -> String {
        var body = ""
        for character in text {
            switch character {
            case "\\": body += "\\e"
            case "-": body += "\\-"
            default: body.append(character)
            }
        }
        return body.first == "." || body.first == "'" ? "\\&" + body : body
    }

    /// `text` as one quoted macro argument.
    private static func quoted(_ text: String) -> String {
        "\"" + escaped(text).map { $0 == "\"" ? "\\(dq" : String($0) }.joined() + "\""
    }
}
