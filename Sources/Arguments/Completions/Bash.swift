/// Generates a bash completion function, registered with `complete -F`.
///
/// The function walks the words before the cursor to learn which subcommand is active, how many
/// positional values were given and whether `--` was seen, then completes the current word as an
/// option's value, an option name, a subcommand name or a positional argument.
struct BashCompletion {
    let root: CommandSpec

    private var function: String { "_" + CommandNode(names: [root.name], command: root).identifier }

    func script() -> String {
        let nodes = root.allNodes
        return """
            # bash completion for \(root.name); generated from its command description.
            \(function)_reply() {
                # $1 is words, file or directory; $2 the words. Uses cur and prefix from the caller.
                local -a matches
                case $1 in
                    words) mapfile -t matches < <(compgen -W "$2" -- "$cur") ;;
                    file) compopt -o filenames 2>/dev/null; mapfile -t matches < <(compgen -f -- "$cur") ;;
                    directory) compopt -o filenames 2>/dev/null; mapfile -t matches < <(compgen -d -- "$cur") ;;
                esac
                COMPREPLY+=("${matches[@]/#/$prefix}")
            }

            \(function)() {
                local cur prev="" prefix="" state=\(CommandNode(names: [root.name], command: root).identifier)
                local npos=0 dashdash=0 i=1 word next
                COMPREPLY=()
                cur=${COMP_WORDS[COMP_CWORD]}
                if (( COMP_CWORD > 0 )); then prev=${COMP_WORDS[COMP_CWORD-1]}; fi
                # COMP_WORDBREAKS usually splits --option=value into "--option" "=" "value".
                if [[ $cur == = ]]; then
                    cur=""
                elif [[ $prev == = ]] && (( COMP_CWORD > 1 )); then
                    prev=${COMP_WORDS[COMP_CWORD-2]}
                elif [[ $cur == --*=* ]]; then
                    prefix="${cur%%=*}="
                    prev=${cur%%=*}
                    cur=${cur#*=}
                fi
                while (( i < COMP_CWORD )); do
                    word=${COMP_WORDS[i]}
                    if (( dashdash )); then
                        npos=$((npos + 1))
                    elif [[ $word == -- ]]; then
                        dashdash=1
                    elif [[ $word == -?* ]]; then
                        case "$state:$word" in
            \(indent(valueSkips(nodes), by: 16))
                        esac
                    else
                        next=""
                        if (( npos == 0 )); then
                            case "$state:$word" in
            \(indent(descents(nodes), by: 20))
                            esac
                        fi
                        if [[ -n $next ]]; then state=$next; else npos=$((npos + 1)); fi
                    fi
                    i=$((i + 1))
                done
                if (( ! dashdash )); then
                    case "$state:$prev" in
            \(indent(valueCompletions(nodes), by: 12))
                    esac
                    if [[ $cur == -* ]]; then
                        case $state in
            \(indent(optionNames(nodes), by: 16))
                        esac
                        return 0
                    fi
                fi
                case $state in
            \(indent(positionals(nodes), by: 8))
                esac
                return 0
            }

            complete -F \(function) \(root.name)

            """
    }

    /// Case arms that skip the value word (and a separate `=`) after each option that takes one.
    private func valueSkips(_ nodes: [CommandNode]) -> [String] {
        nodes.compactMap { node in
            let patterns = node.command.options.filter { $0.kind == .value }.flatMap { option in
                CommandNode.spellings(of: option).map { singleQuoted(node.identifier + ":" + $0) }
            }
            if patterns.isEmpty { return nil }
            return patterns.joined(separator: "|")
                + #") if [[ ${COMP_WORDS[i+1]} == = ]]; then i=$((i + 2)); else i=$((i + 1)); fi ;;"#
        }
    }

    private func descents(_ nodes: [CommandNode]) -> [String] {
        nodes.flatMap { node in
            node.children.map { child in
                singleQuoted(node.identifier + ":" + child.command.name) + ") next=\(child.identifier) ;;"
            }
        }
    }

    private func valueCompletions(_ nodes: [CommandNode]) -> [String] {
        nodes.flatMap { node in
            node.command.options.filter { $0.kind == .value }.map { option in
                let patterns = CommandNode.spellings(of: option).map { singleQuoted(node.identifier + ":" + $0) }
                let reply = self.reply(option.completion)
                return patterns.joined(separator: "|") + ") " + (reply.isEmpty ? "" : reply + "; ") + "return 0 ;;"
            }
        }
    }

    private func optionNames(_ nodes: [CommandNode]) -> [String] {
        nodes.map { node in
            "\(node.identifier)) \(reply(.values(node.optionsWithHelp.flatMap(CommandNode.spellings)))) ;;"
        }
    }

    /// Per command: subcommand names while none is chosen, then each positional argument's completion by index.
    private func positionals(_ nodes: [CommandNode]) -> [String] {
        nodes.compactMap { node in
            var lines: [String] = []
            if !node.children.isEmpty {
                let names = CompletionKind.values(node.children.map(\.command.name))
                lines.append("if (( npos == 0 && ! dashdash )); then \(reply(names)); fi")
            }
            let arguments = node.command.arguments
            let arms = arguments.enumerated().compactMap { index, argument -> String? in
                let reply = reply(argument.completion)
                if reply.isEmpty { return nil }
                let pattern = argument.isRepeating ? "*" : String(index)
                return "\(pattern)) \(reply) ;;"
            }
            if !arms.isEmpty {
                lines.append("case $npos in")
                lines += arms.map { "    " + $0 }
                lines.append("esac")
            }
            if lines.isEmpty { return nil }
            return ([node.identifier + ")"] + lines.map { "    " + $0 } + ["    ;;"]).joined(separator: "\n")
        }
    }

    /// The call that offers `completion`, or nothing when there is nothing to offer.
    private func reply(_ completion: CompletionKind) -> String {
        switch completion {
        case .none: ""
        case .file: "\(function)_reply file"
        case .directory: "\(function)_reply directory"
        case .values(let words): "\(function)_reply words \(singleQuoted(words.map(escaped).joined(separator: " ")))"
        }
    }

    /// `word` with a backslash before every character that is not plain, because `compgen -W`
    /// expands each word of its list as the shell would.
    private func escaped(_ word: String) -> String {
        var result = ""
        for character in word {
            if !(character.isLetter || character.isNumber || "._/:=+,@%-".contains(character)) { result.append("\\") }
            result.append(character)
        }
        return result
    }
}
