import Arguments

/// A small command tree shaped like `dictate`, shared by the tests.
enum Fixtures {
    static let transcribe = CommandSpec(
        name: "transcribe", abstract: "Transcribe audio files to text.",
        discussion: "Examples:\n  dictate transcribe talk.wav\n  dictate transcribe -f srt - < talk.wav",
        options: [
            .option("model", short: "m", valueName: "NAME", help: "Model to use.", default: "base.en"),
            .option("format", short: "f", help: "Output format.", default: "text",
                    allowedValues: ["text", "jsonl", "srt", "vtt"]),
            .option("output", short: "o", valueName: "PATH", help: "Write here instead of stdout.",
                    completion: .file),
            .option("threads", valueName: "N", help: "Worker threads."),
            .option("temperature", valueName: "T", help: "Sampling temperature."),
            .option("word", valueName: "WORD", help: "Boost a word.", repeatable: true),
            .option("models-dir", valueName: "DIR", help: "Where models live.", completion: .directory),
            .flag("verbose", short: "v", help: "Print progress.", repeatable: true),
            .flag("quiet", short: "q", help: "Print nothing but the transcript."),
        ],
        arguments: [ArgumentSpec("FILE", help: "Audio file, or - for stdin.", isRepeating: true, completion: .file)])

    static let download = CommandSpec(
        name: "download", abstract: "Download a model.",
        arguments: [ArgumentSpec("MODEL", help: "Model name.", completion: .values(["tiny", "base", "small"]))])

    static let models = CommandSpec(
        name: "models", abstract: "Manage speech models.",
        options: [.flag("json", help: "Print JSON.")],
        subcommands: [
            CommandSpec(name: "list", abstract: "List installed models."),
            download,
        ])

    static let root = CommandSpec(
        name: "dictate", abstract: "Offline speech to text.",
        options: [
            .flag("version", help: "Print the version."),
            .option("config", short: "c", valueName: "FILE", help: "Read settings from FILE.", completion: .file),
        ],
        subcommands: [transcribe, models])

    /// A command whose names and texts contain characters that each shell must quote or escape.
    static let awkward = CommandSpec(
        name: "speech-bench", abstract: "Benchmark 'speech' [beta]: it's \"fast\".",
        options: [
            .option("set", short: "s", valueName: "KEY:VALUE", help: "Override [a] setting: it's `raw` $HOME \\ too.",
                    allowedValues: ["a:b", "it's", "x(y)"], repeatable: true),
            .flag("dry-run", help: "Plan only; don't run (safe)."),
        ],
        subcommands: [
            CommandSpec(
                name: "run", abstract: "Run: all the 'cases'.",
                arguments: [ArgumentSpec("CORPUS", help: "Corpus [dir].", completion: .directory)]),
        ])
}
