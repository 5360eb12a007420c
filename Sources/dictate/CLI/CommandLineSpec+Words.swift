import Arguments
import TextOutput

extension CommandLineSpec {
    /// `dictate words`: the person's replacements, kept in one file that every run reads.
    static let words = CommandSpec(
        name: "words",
        abstract: "Keep your own spellings: words replaced in settled text before it is delivered.",
        discussion: """
        The pairs are kept in $XDG_CONFIG_HOME/dictate/replacements (~/.config/dictate/replacements),
        one FROM\(Replacements.separator)TO a line; lines starting with # are comments. Every dictation reads the
        file unless --replacements names another. Sources match whole words in any case; several
        words must be heard together. An all-lowercase replacement takes a capital at the start of a
        sentence. Spoken commands ("new line", "scratch that") are never replaced.

        Examples:
          dictate words replace postgres PostgreSQL
          dictate words replace "at sign" @
          dictate words unreplace postgres

        Exit status:
          0    success
          64   usage error
          65   the replacements file has a line that is not FROM -> TO
          69   unreplace of words that have no replacement
          74   the replacements file can't be written
        """,
        subcommands: [
            CommandSpec(name: "replacements", abstract: "List the replacements, one FROM -> TO a line (the default)."),
            CommandSpec(name: "replace", abstract: "Replace FROM by TO from now on; a replacement FROM had before is dropped.",
                        arguments: [ArgumentSpec("FROM", help: "The words as dictate writes them."),
                                    ArgumentSpec("TO", help: "What to write instead.")]),
            CommandSpec(name: "unreplace", abstract: "Stop replacing FROM.",
                        arguments: [ArgumentSpec("FROM", help: "The words, as dictate words replacements lists them.")]),
        ])
}
