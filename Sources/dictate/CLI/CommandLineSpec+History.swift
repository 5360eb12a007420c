import Arguments

extension CommandLineSpec {
    /// `dictate history`: the dictations kept, and what can be done with them again.
    static let history = CommandSpec(
        name: "history",
        abstract: "List the dictations kept, newest first; show, copy, type, remove or decode one again.",
        discussion: """
        Every dictation that settles text is kept in $XDG_DATA_HOME/dictate/history.jsonl
        (~/.local/share/dictate/history.jsonl), one JSON object a line, readable by its owner alone:
        the text, when it started, how long it was, the model and language, how the text was
        delivered, and the audio when it was kept (--save, dictate stop, or the --file transcribed).
        Cancelled dictations and text a password field refused are never kept.

        N is the number dictate history shows: 1 is the newest. The settings file
        $XDG_CONFIG_HOME/dictate/config takes history = off, history-keep = N (entries kept, 1000
        unless set) and history-days = N (no entry older, no limit unless set).

        Examples:
          dictate history                      the dictations kept, newest first
          dictate history copy 1               the last text on the clipboard again
          dictate history type 2               the one before typed into the focused window
          dictate history redo 1 --model base  decode the kept audio again with another model
          dictate history remove --all         forget every dictation

        Exit status:
          0    success
          64   usage error (no N, an N that is not a number, remove with both N and --all or
               neither, redo without --model)
          65   the settings file has a history line that can't be read
          66   the kept audio is gone (redo)
          69   no entry N; no audio was kept of it or no model of that name (redo); no graphical
               session, clipboard or typing program (copy, type)
          74   the history can't be read or written; type could not deliver the text (it is then
               on the clipboard)
        """,
        options: [formatOption],
        subcommands: [
            CommandSpec(name: "show", abstract: "Print entry N's whole text (with --format json, the whole entry).",
                        options: [formatOption], arguments: [entryArgument]),
            CommandSpec(name: "copy", abstract: "Put entry N's text on the clipboard (wl-copy, xclip or xsel).",
                        arguments: [entryArgument]),
            CommandSpec(name: "type", abstract: "Put entry N's text into the focused window, the way --type does.",
                        options: [DeliveryOptions.typerSpec], arguments: [entryArgument]),
            CommandSpec(name: "remove", abstract: "Remove entries N… from the history, or every entry with --all.",
                        options: [.flag("all", help: "Remove every entry, and damaged history files kept aside.")],
                        arguments: [ArgumentSpec("N", help: "An entry's number, as dictate history shows it.", isRequired: false,
                                                 isRepeating: true)]),
            CommandSpec(name: "redo", abstract: "Decode entry N's kept audio again, whole, and keep the new text as a new entry.",
                        options: [.option("model", short: "m", valueName: "NAME|PATH", help: "The model to decode with: a name dictate models lists, or a ggml model file.",
                                              completion: .values(["tiny.en", "base"]))],
                        arguments: [entryArgument]),
            CommandSpec(name: "off", abstract: "Keep no more dictations (history = off in the settings file); the entries stay until removed."),
            CommandSpec(name: "on", abstract: "Keep dictations again."),
        ])

    private static let formatOption = OptionSpec.option("format", valueName: "FORMAT", help: "Output format.", default: "text",
                                                        allowedValues: ["text", "json"])
    private static let entryArgument = ArgumentSpec("N", help: "The entry's number, as dictate history shows it: 1 is the newest.")
}
