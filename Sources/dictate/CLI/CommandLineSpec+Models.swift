import Arguments
import ModelDownload

extension CommandLineSpec {
    /// `dictate models`: the models a name reaches, and bringing, removing and choosing them.
    static let models = CommandSpec(
        name: "models",
        abstract: "List the installed speech models and those to download; download, import, remove or choose one.",
        discussion: """
        Listed are the models --model NAME can find, in the order they are searched, with how fast
        each decodes on this machine (measured once, a few seconds, again after an upgrade or on
        other hardware): keeps up live, settles only (a small live model shows the words while it
        settles them) or offline only; then the whisper.cpp files 'dictate models download' can
        fetch, and any download waiting to resume. * marks the
        default, which --language replaces with the largest installed model that speaks the language
        when the default does not (unless --model or DICTATE_MODEL names one). A Vosk model speaks the
        one language its name tells (vosk-model-small-en-us-0.15: English) and is chosen by --language
        only when no whisper model speaks it.

        Examples:
          dictate models download small.en
          dictate models recommend
          dictate models import ~/.cache/huggingface/hub/models--Systran--faster-whisper-small/snapshots/*/
          dictate models import ggml-small.en.bin --link
          dictate models import ~/vosk-model-small-en-us-0.15
          dictate models default small
          dictate --language de --model small

        Exit status:
          0    success
          64   usage error (bad option, a name that can't be a model name, a name not in the catalogue)
          65   not a usable model: not a Whisper CTranslate2 folder, a truncated model.bin, unknown
               variables, an unsupported number type (int8, bfloat16), a damaged whisper.cpp file, a
               Vosk model folder with a file missing, cut short or not of its kind; a download whose
               checksum is not the published one (it is removed)
          66   the path to import does not exist, or a file in it can't be read; an unreadable
               DICTATE_MODEL_CATALOGUE
          69   no installed model of that name (remove, default); remove of a model not imported; no
               such file on the download server (404); recommend: no installed model keeps up live
          73   a model of that name is installed already
          74   I/O error (the models folder or the settings can't be written; a full disk)
          75   a download cut short (no network, a broken connection, a server error): the part
               received is kept, and the same command resumes it; another download of the same
               model under way
        """,
        options: [
            .option("format", valueName: "FORMAT", help: "Output format.", default: "text", allowedValues: ["text", "json"]),
            .flag("measure", help: "Measure the installed models' speed again (after one was measured on a busy machine)."),
        ],
        subcommands: [
            CommandSpec(
                name: "download",
                abstract: "Download a whisper.cpp model from whisper.cpp's published files, check it and install it.",
                discussion: """
                The file (ggml-NAME.bin under the base URL) is received into
                $XDG_DATA_HOME/dictate/models/ggml-NAME.bin.partial; a run cut short (Ctrl-C, a lost
                connection) keeps it, and the same command resumes it with a range request. Once whole,
                its SHA-1 is checked against the one whisper.cpp publishes and the file against
                whisper.cpp's format, then it is renamed into place; a file that fails is removed. On a
                terminal the progress is one line (received, rate, time left); otherwise plain lines,
                the last one the installed file's path. Proxies come from https_proxy, http_proxy,
                all_proxy and no_proxy. DICTATE_MODEL_BASE_URL sets the base URL as --base-url does;
                DICTATE_MODEL_CATALOGUE names a JSON file of entries that replaces the catalogue
                ([{"name", "approximateBytes", "sha1", "multilingual"}], for mirrors of other files).
                """,
                options: [
                    .option("base-url", valueName: "URL",
                            help: "Where the files are (default: \(ModelCatalogue.publishedBaseURL))."),
                ],
                arguments: [ArgumentSpec("NAME", help: "A name 'dictate models' lists to download: tiny … large-v3-turbo, .en, q5_0, q8_0 …",
                                         completion: .values(ModelCatalogue.published.entries.map(\.name)))]),
            CommandSpec(
                name: "recommend",
                abstract: "Print the most accurate installed model that keeps up live on this machine.",
                discussion: "Measures the installed models not measured yet. Exits 69 when none keeps up live.",
                options: [.flag("measure", help: "Measure the installed models' speed again.")]),
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
