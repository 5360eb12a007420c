/// Generates a zsh completion function per command, built on `_arguments`, registered with `compdef`.
///
/// A command with subcommands completes their names as its first word and hands the remaining
/// words to the chosen subcommand's function, the usual layout of zsh completion functions.
struct ZshCompletion {
    let root: CommandSpec

    func script() -> String {
        let nodes = root.allNodes
        let entry = "_" + nodes[0].identifier
        return """
            #compdef \(root.name)
            # zsh completion for \(root.name); generated from its command description.

            \(nodes.map(function).joined(separator: "\n\n"))

            if [ "$funcstack[1]" = "\(entry)" ]; then
                \(entry) "$@"
            else
                compdef \(entry) \(root.name)
            fi

            """
    }

    private func function(_ node: CommandNode) -> String {
        var specs = node.optionsWithHelp.map(optionSpec)
        var body: [String] = []
        if node.children.isEmpty {
            specs += node.command.arguments.map(argumentSpec)
        } else {
            specs += ["'1: :->command'", "'*:: :->argument'"]
            let commands = node.children.map { child in
                "        " + singleQuoted(escaped(child.command.name, ":") + ":" + child.command.abstract)
            }
            let tag = singleQuoted(node.names.joined(separator: " ") + " command")
            let dispatch = node.children.map { "            (\($0.command.name)) _\($0.identifier) ;;" }
            body = [
                "case $state in",
                "    (command)",
                "        local -a commands",
                "        commands=(",
            ] + commands.map { "    " + $0 } + [
                "        )",
                "        _describe -t commands \(tag) commands",
                "        ;;",
                "    (argument)",
                "        curcontext=\"${curcontext%:*:*}:\(node.identifier)-$words[1]:\"",
                "        case $words[1] in",
            ] + dispatch + [
                "        esac",
                "        ;;",
                "esac",
            ]
        }
        let call = ["_arguments -s -S -C \\"] + specs.dropLast().map { "    \($0) \\" }
            + specs.suffix(1).map { "    \($0)" }
        let lines = ["local context state state_descr line", "typeset -A opt_args"] + call + body
        return "_\(node.identifier)() {\n" + lines.map { "    " + $0 }.joined(separator: "\n") + "\n}"
    }

    /// The `_arguments` spec for one option: `-f+` and `--format=` accept the value attached or as the next word.
    private func optionSpec(_ option: OptionSpec) -> String {
        let takesValue = option.kind == .value
        let long = option.displayName + (takesValue ? "=" : "")
        let short = option.short.map { "-\($0)" + (takesValue ? "+" : "") }
        let description = "[" + escaped(option.help, "[]") + "]"
        let value = takesValue ? ":" + escaped(option.valueName, ":") + ":" + action(option.completion) : ""
        // Options not marked `*` are offered once; the exclusion list also hides the other spelling.
        let exclusion = option.isRepeatable ? "*" : "(" + CommandNode.spellings(of: option).joined(separator: " ") + ")"
        guard let short else { return singleQuoted(exclusion + long + description + value) }
        return singleQuoted(exclusion) + "{" + short + "," + long + "}" + singleQuoted(description + value)
    }

    private func argumentSpec(_ argument: ArgumentSpec) -> String {
        let position = argument.isRepeating ? "*" : ""
        let optional = argument.isRequired ? "" : ":"
        return singleQuoted(position + optional + ":" + escaped(argument.name, ":") + ":" + action(argument.completion))
    }

    private func action(_ completion: CompletionKind) -> String {
        switch completion {
        case .none: ""
        case .file: "_files"
        case .directory: "_files -/"
        case .values(let words): "(" + words.map { escaped($0, ":() '\"$`") }.joined(separator: " ") + ")"
        }
    }

    /// `text` with a backslash before each of `characters` (and before backslashes), as `_arguments` expects.
    private func escaped(_ text: String, _ characters: String) -> String {
        var result = ""
        for character in text {
            if character == "\\" || characters.contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }
}
