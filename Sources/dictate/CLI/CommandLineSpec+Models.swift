import Arguments

extension CommandLineSpec {
    /// `dictate models`: the models a name reaches, and bringing, removing and choosing them.
    static let models = CommandSpec(
        name: "models",
        abstract: "List the installed speech models; import, remove or choose one.",
        discussion: """
        Listed are the models --model NAME can find, in the order they are searched; * marks the
        default, which --language replaces with the largest installed model that speaks the language
        when the default does not (unless --model or DICTATE_MODEL names one). A Vosk model speaks the
        one language its name tells (vosk-model-small-en-us-0.15: English) and is chosen by --language
        only when no whisper model speaks it.

        Examples:
          dictate models import ~/.cache/huggingface/hub/models--Systran--faster-whisper-small/snapshots/*/
          dictate models import ggml-small.en.bin --link
          dictate models import ~/vosk-model-small-en-us-0.15
          dictate models default small
          dictate --language de --model small

        Exit status:
          0    success
          64   usage error (bad option, a name that can't be a model name)
          65   not a usable model: not a Whisper CTranslate2 folder, a truncated model.bin, unknown
               variables, an unsupported number type (int8, bfloat16), a damaged whisper.cpp file, a
               Vosk model folder with a file missing, cut short or not of its kind
          66   the path to import does not exist, or a file in it can't be read
          69   no installed model of that name (remove, default); remove of a model not imported
          73   a model of that name is installed already
          74   I/O error (the models folder or the settings can't be written)
        """,
        options: [
            .option("format", valueName: "FORMAT", help: "Output format.", default: "text", allowedValues: ["text", "json"]),
        ],
        subcommands: [
            CommandSpec(
                name: "import",
                abstract: "Import a faster-whisper (CTranslate2) folder, a whisper.cpp model file or a Vosk model folder.",
                discussion: """
                A CTranslate2 folder (model.bin with vocabulary.txt, vocabulary.json or tokenizer.json) of
                any Whisper size is converted without loss into $XDG_DATA_HOME/dictate/models; a
                whisper.cpp file or a Vosk model's folder (am/, conf/, graph/, ivector/) is checked, then
                copied (or linked, with --link). A sidecar beside it records the source and the sha256.
                A failed import leaves nothing behind.
                """,
                options: [
                    .option("name", valueName: "NAME", help: "The name --model will take (default: from the folder or file name)."),
                    .flag("link", help: "Link a whisper.cpp file or a Vosk model folder instead of copying it."),
                ],
                arguments: [ArgumentSpec("PATH", help: "A CTranslate2 model folder, a whisper.cpp model file or a Vosk model folder.", completion: .file)]),
            CommandSpec(name: "remove", abstract: "Remove an imported model.",
                        arguments: [ArgumentSpec("NAME", help: "The model's name, as dictate models lists it.")]),
            CommandSpec(name: "default", abstract: "Use this model when none is named (kept in $XDG_CONFIG_HOME/dictate/config).",
                        arguments: [ArgumentSpec("NAME", help: "The model's name, as dictate models lists it.")]),
            CommandSpec(
                name: "convert",
                abstract: "Convert a CTranslate2 folder into a whisper.cpp file at OUTPUT, without installing it.",
                discussion: "scripts/setup makes tiny.en and base this way: the same converter as import.",
                arguments: [ArgumentSpec("FOLDER", help: "A CTranslate2 model folder.", completion: .directory),
                            ArgumentSpec("OUTPUT", help: "The whisper.cpp model file to write.", completion: .file)]),
        ])
}
