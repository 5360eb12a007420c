/// Lays out `--help` text: usage line, abstract, commands, arguments, options, then the discussion verbatim.
struct HelpFormatter {
    /// Total line width to wrap to.
    let width: Int

    /// The widest left column before descriptions move to their own line, so one long
    /// option name does not squeeze every description into a narrow strip.
    private var maximumLabelWidth: Int { max(12, width / 3) }

    func render(root: CommandSpec, path: [String]) -> String {
        var command = root
        var names = [root.name]
        for name in path {
            guard let next = command.subcommand(named: name) else { break }
            command = next
            names.append(name)
        }
        let tables = [
            ("Commands:", command.subcommands.map { ($0.name, $0.abstract) }),
            ("Arguments:", command.arguments.map { ($0.usage, $0.help) }),
            ("Options:", command.options.map(row) + [("-h, --help", "Show this help.")]),
        ].filter { !$0.1.isEmpty }
        // One column for all sections, so descriptions line up down the whole page.
        let labelWidth = min(tables.flatMap(\.1).map(\.0.count).max() ?? 0, maximumLabelWidth)
        var sections = [usage(of: command, names: names)]
        if !command.abstract.isEmpty {
            sections.append(wrap(command.abstract, width: width).joined(separator: "\n"))
        }
        sections += tables.map { title, rows in title + "\n" + table(rows, labelWidth: labelWidth) }
        let discussion = command.discussion.trimmingTrailingNewlines()
        if !discussion.isEmpty { sections.append(discussion) }
        return sections.joined(separator: "\n\n") + "\n"
    }

    private func usage(of command: CommandSpec, names: [String]) -> String {
        var words = names + ["[OPTIONS]"]
        if !command.subcommands.isEmpty { words.append("COMMAND") }
        words += command.arguments.map(\.usage)
        let prefix = "Usage: "
        let lines = wrap(words.joined(separator: " "), width: width - prefix.count)
        let indent = String(repeating: " ", count: prefix.count)
        return prefix + lines.joined(separator: "\n" + indent)
    }

    private func row(_ option: OptionSpec) -> (String, String) {
        var label = option.short.map { "-\($0), " } ?? "    "
        label += option.displayName
        if option.kind == .value { label += " " + option.valueName }
        var notes: [String] = []
        if let allowed = option.allowedValues { notes.append("values: " + allowed.joined(separator: ", ")) }
        if let defaultValue = option.defaultValue { notes.append("default: " + defaultValue) }
        if option.isRepeatable { notes.append("repeatable") }
        let help = notes.isEmpty ? option.help : option.help + " (" + notes.joined(separator: "; ") + ")"
        return (label, help)
    }

    /// Two aligned columns indented by two spaces; descriptions wrap under themselves.
    private func table(_ rows: [(label: String, text: String)], labelWidth: Int) -> String {
        let column = 2 + labelWidth + 2
        let indent = String(repeating: " ", count: column)
        var lines: [String] = []
        for (label, text) in rows {
            let wrapped = wrap(text, width: max(20, width - column))
            let head = "  " + label
            if label.count > labelWidth || wrapped.isEmpty {
                lines.append(head)
                lines += wrapped.map { indent + $0 }
            } else {
                let padding = String(repeating: " ", count: column - head.count)
                lines.append(head + padding + wrapped[0])
                lines += wrapped.dropFirst().map { indent + $0 }
            }
        }
        return lines.joined(separator: "\n")
    }
}

/// Greedy word wrap; a word longer than the width gets a line of its own rather than being split.
func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(whereSeparator: \.isWhitespace) {
        if line.isEmpty {
            line = String(word)
        } else if line.count + 1 + word.count <= width {
            line += " " + word
        } else {
            lines.append(line)
            line = String(word)
        }
    }
    if !line.isEmpty { lines.append(line) }
    return lines
}

extension String {
    /// The string without trailing newlines, so the help text ends with exactly one.
    fileprivate func trimmingTrailingNewlines() -> String {
        var result = self
        while result.last?.isNewline == true { result.removeLast() }
        return result
    }
}
