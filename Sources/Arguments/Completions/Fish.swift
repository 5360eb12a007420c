/// Generates fish completions: one `complete -c` line per option, subcommand and argument kind,
/// each guarded by a condition on the active subcommand.
///
/// A generated helper function walks the tokens before the cursor (skipping option values and
/// honouring `--`) to name the active subcommand, so nested subcommands complete correctly.
struct FishCompletion {
    let root: CommandSpec

    private var stateFunction: String { "__\(CommandNode(names: [root.name], command: root).identifier)_state" }

    func script() -> String {
        let nodes = root.allNodes
        let lines = nodes.flatMap(completions)
        return """
            # fish completion for \(root.name); generated from its command description.
            function \(stateFunction)
                set -l words (commandline -opc)
                set -e words[1]
                set -l state \(nodes[0].identifier)
                set -l npos 0
                set -l skip 0
                set -l dashdash 0
                for word in $words
                    if test $skip = 1
                        set skip 0
                    else if test $dashdash = 1
                        set npos (math $npos + 1)
                    else if test "$word" = --
                        set dashdash 1
                    else if string match -qr -- '^-.' $word
                        switch "$state:$word"
            \(indent(valueSkips(nodes), by: 16))
                        end
                    else
                        set -l next
                        if test $npos = 0
                            switch "$state:$word"
            \(indent(descents(nodes), by: 20))
                            end
                        end
                        if test -n "$next"
                            set state $next
                        else
                            set npos (math $npos + 1)
                        end
                    end
                end
                echo $state
            end

            function \(stateFunction)_is
                test (\(stateFunction)) = $argv[1]
            end

            complete -c \(root.name) -f
            \(lines.joined(separator: "\n"))

            """
    }

    private func valueSkips(_ nodes: [CommandNode]) -> [String] {
        nodes.compactMap { node in
            let patterns = node.command.options.filter { $0.kind == .value }.flatMap { option in
                CommandNode.spellings(of: option).map { quoted(node.identifier + ":" + $0) }
            }
            if patterns.isEmpty { return nil }
            return "case " + patterns.joined(separator: " ") + "\n    set skip 1"
        }
    }

    private func descents(_ nodes: [CommandNode]) -> [String] {
        nodes.flatMap { node in
            node.children.map { child in
                "case " + quoted(node.identifier + ":" + child.command.name) + "\n    set next \(child.identifier)"
            }
        }
    }

    private func completions(_ node: CommandNode) -> [String] {
        let prefix = "complete -c \(root.name) -n " + quoted("\(stateFunction)_is \(node.identifier)")
        var lines = node.optionsWithHelp.map { option in
            var words = [prefix]
            if let short = option.short { words.append("-s \(short)") }
            words.append("-l \(option.name)")
            if option.kind == .value { words.append(valueArguments(option.completion)) }
            words.append("-d " + quoted(option.help))
            return words.joined(separator: " ")
        }
        lines += node.children.map { child in
            prefix + " -a " + quoted(child.command.name) + " -d " + quoted(child.command.abstract)
        }
        var offered: [CompletionKind] = []
        for argument in node.command.arguments where !offered.contains(argument.completion) {
            offered.append(argument.completion)
            if let arguments = argumentArguments(argument.completion) { lines.append(prefix + " " + arguments) }
        }
        return lines
    }

    /// `complete` arguments for an option's value: `-r` requires one, `-F` offers files, `-x` offers only `-a`.
    private func valueArguments(_ completion: CompletionKind) -> String {
        switch completion {
        case .none: "-x"
        case .file: "-r -F"
        case .directory: "-x -a " + quoted("(__fish_complete_directories (commandline -ct))")
        case .values(let words): "-x -a " + quoted(wordList(words))
        }
    }

    /// `complete` arguments for positional values, or nil when there is nothing to offer.
    private func argumentArguments(_ completion: CompletionKind) -> String? {
        switch completion {
        case .none: nil
        case .file: "-F"
        case .directory: "-a " + quoted("(__fish_complete_directories (commandline -ct))")
        case .values(let words): "-a " + quoted(wordList(words))
        }
    }

    /// The argument of `complete -a`, which fish splits and expands like a command line, so each
    /// word that holds anything but plain characters is quoted on its own.
    private func wordList(_ words: [String]) -> String {
        words.map { word in
            word.allSatisfy { $0.isLetter || $0.isNumber || "._/:=+,@%-".contains($0) } ? word : quoted(word)
        }.joined(separator: " ")
    }

    /// `text` in fish single quotes, where only `\` and `'` need escaping.
    private func quoted(_ text: String) -> String {
        var result = "'"
        for character in text {
            if character == "\\" || character == "'" { result.append("\\") }
            result.append(character)
        }
        return result + "'"
    }
}
