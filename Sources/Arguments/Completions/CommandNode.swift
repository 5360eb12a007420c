/// A command together with the names leading to it from the root, as the completion generators visit them.
struct CommandNode {
    /// The root's name followed by each subcommand name, e.g. `["dictate", "transcribe"]`.
    let names: [String]
    let command: CommandSpec

    /// A shell-safe identifier for this command, e.g. `dictate_transcribe`, used for state names and functions.
    var identifier: String {
        String(names.joined(separator: "_").map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }

    /// The command's options followed by the built-in help flag, which every command answers.
    var optionsWithHelp: [OptionSpec] {
        command.options + [.flag("help", short: "h", help: "Show this help.")]
    }

    /// The spellings of every option, long and short, e.g. `--model`, `-m`.
    static func spellings(of option: OptionSpec) -> [String] {
        [option.displayName] + (option.short.map { ["-\($0)"] } ?? [])
    }

    /// Direct children.
    var children: [CommandNode] {
        command.subcommands.map { CommandNode(names: names + [$0.name], command: $0) }
    }
}

extension CommandSpec {
    /// This command and all commands below it, parents before children.
    var allNodes: [CommandNode] {
        var result: [CommandNode] = []
        var pending = [CommandNode(names: [name], command: self)]
        while let node = pending.popLast() {
            result.append(node)
            pending += node.children.reversed()
        }
        return result
    }
}

/// `text` inside single quotes for a POSIX shell or zsh, whatever it contains.
func singleQuoted(_ text: String) -> String {
    "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
}

/// Indents every line of the joined `lines` by `count` spaces, to nest generated case arms.
func indent(_ lines: [String], by count: Int) -> String {
    let padding = String(repeating: " ", count: count)
    return lines.joined(separator: "\n").split(separator: "\n", omittingEmptySubsequences: false)
        .map { padding + $0 }.joined(separator: "\n")
}
