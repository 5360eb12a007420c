import Arguments
import Benchmark
import SpeechEngine

/// The command line of `speech-bench`, from which parsing and help both come.
enum BenchCommandLine {
    static let root = CommandSpec(
        name: "speech-bench", abstract: "Measure dictate's accuracy and speed over folders of WAV clips.",
        subcommands: [run, calibrate, refit, compare, formatting])

    /// Every tunable defaults to the engine's own default, so a bare run measures what users get.
    static let run: CommandSpec = {
        let streaming = StreamingConfiguration()
        return CommandSpec(
            name: "run", abstract: "Transcribe every clip of the folders and report WER, speed and latency.",
            discussion: """
            Each DIR holds a manifest.tsv (columns 'file' and 'transcript') or a LibriSpeech tree.
            The Markdown report goes to standard output unless --markdown is given; progress goes to
            standard error. Sweep a setting with a shell loop, e.g.
              for s in 0.3 0.6 1; do speech-bench run DIR --mode stream --pace simulated --settle-pause $s --json settle-$s.json; done
            """,
            options: [
                .option("mode", valueName: "MODE", help: "offline: each clip whole; stream: through the live pipeline.",
                        default: "offline", allowedValues: ["offline", "stream"]),
                .option("pace", valueName: "PACE",
                        help: "stream: realtime plays each clip at its own speed; simulated skips idle waiting "
                            + "but charges decoding time; modeled charges each pass from --cost, repeatably.",
                        default: "realtime", allowedValues: StreamPace.allCases.map(\.rawValue)),
                .option("model", short: "m", valueName: "NAME|PATH", help: "Model name (tiny.en, base, a Vosk model's, which streams only) or path.",
                        default: ModelLocator.defaultName, completion: .file),
                .option("live-model", valueName: "NAME|PATH",
                        help: "stream, settling accurate: a smaller model decoding the live passes, --model the passes that settle."),
                .option("threads", short: "t", valueName: "N", help: "CPU threads per decoding pass.",
                        default: String(DecodingOptions.defaultThreads)),
                .option("language", short: "l", valueName: "CODE", help: "Language to decode, a whisper code.",
                        default: "en"),
                .option("settle", valueName: "CHOICE",
                        help: "stream: quick settles at every pause that closes an utterance; accurate at a sentence's pause, "
                            + "each window decoded again as a whole, as dictate does where the tentative words are shown.",
                        default: Settling.quick.rawValue, allowedValues: Settling.allCases.map(\.rawValue)),
                .option("settle-pause", valueName: "S",
                        help: "stream: seconds of quiet after speech that settle the text shown (decoded again as a whole), instead of --settle's.",
                        default: plain(streaming.settlePause)),
                .option("max-window", valueName: "S", help: "stream: longest window before its oldest text is settled, instead of --settle's.",
                        default: plain(streaming.maximumWindow)),
                .option("voice-gate", valueName: "GATE",
                        help: "stream: energy (loudness above the noise floor), silero (Silero VAD), both (Silero where energy is open) "
                            + "or silero-ends (energy, closed where Silero hears no speech for 0.6 s).",
                        default: streaming.voiceGate.rawValue, allowedValues: VoiceGateKind.allCases.map(\.rawValue)),
                .option("cost", valueName: "FILE.json", help: "stream, modeled: the calibration charging each pass.",
                        completion: .file),
                .option("live-cost", valueName: "FILE.json", help: "stream, modeled, with --live-model: the live model's calibration.",
                        completion: .file),
                .option("cost-scale", valueName: "F",
                        help: "stream, modeled: charge each pass F times the calibration's cost, as on a machine F times as slow.",
                        default: "1"),
                .option("tail", valueName: "S", help: "stream: seconds of silence played after each clip.",
                        default: "2"),
                .option("words", valueName: "FILE", help: "A vocabulary, one entry a line, shown to the decoder as dictate --words does.",
                        completion: .file),
                .flag("verbose", short: "v", help: "Print the engine's diagnostics and, streaming, every transcript shown, on standard error."),
                .option("label", valueName: "TEXT", help: "Title of the report (default: model, mode and settings)."),
                .option("json", valueName: "OUT.json", help: "Also write the report as JSON.", completion: .file),
                .option("markdown", valueName: "OUT.md", help: "Write the Markdown report here instead of standard output.",
                        completion: .file),
                .option("hyp-out", valueName: "FILE",
                        help: "Write file<TAB>hypothesis lines, for wer.py MANIFEST FILE.", completion: .file),
            ],
            arguments: [ArgumentSpec("DIR", help: "Fixture folder.", isRepeating: true, completion: .directory)])
    }()

    /// Measures passes the way streaming makes them, in the mixes of beams and contexts it uses.
    static let calibrate = CommandSpec(
        name: "calibrate", abstract: "Fit the pass cost model that --pace modeled charges, over streamed clips.",
        discussion: """
        Streams every clip four times (settling beam 5 and 2 with the encoder sized to the window,
        beam 5 with the full 30 s context, and beam 5 settling only at 1.5 s pauses in windows of up to
        28 s), times every decoding pass, and fits seconds = fixed + per-frame * audio context +
        per-token-beam * tokens * beams + per-token-beam-frame * tokens * beams * audio context +
        per-token² * tokens² by least squares. The JSON file holds the coefficients, R², the residuals, every pass, the
        machine and the load average.
        """,
        options: [
            .option("model", short: "m", valueName: "NAME|PATH", help: "Model name (tiny.en, base) or file.",
                    default: ModelLocator.defaultName, completion: .file),
            .option("threads", short: "t", valueName: "N", help: "CPU threads per decoding pass.",
                    default: String(DecodingOptions.defaultThreads)),
            .option("json", valueName: "OUT.json", help: "Where to write the calibration.", default: "cost.json",
                    completion: .file),
        ],
        arguments: [ArgumentSpec("DIR", help: "Fixture folder.", isRepeating: true, completion: .directory)])

    static let refit = CommandSpec(
        name: "refit", abstract: "Fit the pass cost model anew to the passes an earlier calibration measured.",
        discussion: """
        Reads a file written by 'speech-bench calibrate' and writes it again with the coefficients,
        R² and residuals of the model this speech-bench fits, keeping the passes, the machine, the
        date and the load: a calibration made before a term was added charges nothing for it until
        refitted.
        """,
        options: [
            .option("json", valueName: "OUT.json", help: "Where to write the refitted calibration.", default: "cost.json",
                    completion: .file),
        ],
        arguments: [ArgumentSpec("CALIBRATION.json", help: "A calibration to refit.", completion: .file)])

    static let compare = CommandSpec(
        name: "compare", abstract: "Print two JSON reports side by side with their differences (B − A).",
        arguments: [ArgumentSpec("A.json", help: "Baseline report.", completion: .file),
                    ArgumentSpec("B.json", help: "Candidate report.", completion: .file)])

    static let formatting = CommandSpec(
        name: "formatting",
        abstract: "Count the differences in capitals and punctuation alone between two --hyp-out files of the same clips.",
        discussion: """
        Each clip of HYP is held against the same clip of REFERENCE (the whole-file pass of the same \
        build, say), once as written, with each punctuation mark a token and case kept, and once as \
        words only; the extra edits of the first are differences a reader sees and a word error rate \
        does not count. Prints one line per clip and the total per 100 words of REFERENCE.
        """,
        arguments: [ArgumentSpec("HYP", help: "The text to judge, as 'speech-bench run --hyp-out' writes it.", completion: .file),
                    ArgumentSpec("REFERENCE", help: "The text taken as written right, in the same format.", completion: .file)])

    /// A number as help shows a default: "0.4", "20", "-50".
    private static func plain(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
