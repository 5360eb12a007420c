import Arguments
import TextOutput

extension CommandLineSpec {
    /// `dictate words`: the person's vocabulary and replacements, kept in files every run reads.
    static let words = CommandSpec(
        name: "words",
        abstract: "Keep your own words: a vocabulary the recogniser is shown, and replacements made in settled text.",
        discussion: """
        The vocabulary is kept in $XDG_CONFIG_HOME/dictate/words (~/.config/dictate/words), one word
        or phrase a line; lines starting with # are comments. Every dictation shows the recogniser
        these words, spelled as written, unless --words names another file; their first 400 bytes
        (about 50 words) are used. It makes names and jargon come out as you spell them; text that
        only repeats the list where nothing was said is dropped.

        The replacement pairs are kept in $XDG_CONFIG_HOME/dictate/replacements (~/.config/dictate/replacements),
        one FROM\(Replacements.separator)TO a line; lines starting with # are comments. Every dictation reads the
        file unless --replacements names another. Sources match whole words in any case; several
        words must be heard together. An all-lowercase replacement takes a capital at the start of a
        sentence. Spoken commands ("new line", "scratch that") are never replaced.

        Examples:
          dictate words add Kowalczyk Kubernetes "Anna Kowalczyk"
          dictate words remove Kubernetes
          dictate words replace postgres PostgreSQL
          dictate words replace "at sign" @
          dictate words unreplace postgres

        Exit status:
          0    success
          64   usage error
          65   the replacements file has a line that is not FROM -> TO
          66   a file can't be read
          69   unreplace or remove of words that are not there; the editor failed
          74   a file can't be written
        """,
        subcommands: [
            CommandSpec(name: "list", abstract: "List the vocabulary, one entry a line (the default)."),
            CommandSpec(name: "add", abstract: "Add words or phrases to the vocabulary (quote a phrase).",
                        arguments: [ArgumentSpec("WORD", help: "A word or a quoted phrase.", isRepeating: true)]),
            CommandSpec(name: "remove", abstract: "Remove words or phrases from the vocabulary.",
                        arguments: [ArgumentSpec("WORD", help: "A word or a quoted phrase, as dictate words lists it.", isRepeating: true)]),
            CommandSpec(name: "edit", abstract: "Open the vocabulary in $VISUAL or $EDITOR."),
            CommandSpec(name: "replacements", abstract: "List the replacements, one FROM -> TO a line."),
            CommandSpec(name: "replace", abstract: "Replace FROM by TO from now on; a replacement FROM had before is dropped.",
                        arguments: [ArgumentSpec("FROM", help: "The words as dictate writes them."),
                                    ArgumentSpec("TO", help: "What to write instead.")]),
            CommandSpec(name: "unreplace", abstract: "Stop replacing FROM.",
                        arguments: [ArgumentSpec("FROM", help: "The words, as dictate words replacements lists them.")]),
        ])
}
