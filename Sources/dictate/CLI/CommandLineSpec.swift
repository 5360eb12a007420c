import Arguments
import LivePanel
import DictationComposer
import SpeechEngine

/// The one description of dictate's command line: parsing, `--help` and completions all come from it.
enum CommandLineSpec {
    static let formats = OutputFormat.allCases.map(\.rawValue)

    /// `compose` and `form`: the palette, or `auto` for the one that suits the terminal.
    static let themeOption = OptionSpec.option(
        "theme", valueName: "THEME",
        help: "Colours for a light or dark terminal; auto asks the terminal for its background, then reads COLORFGBG, else dark.",
        default: ThemeChoice.auto.rawValue, allowedValues: ThemeChoice.allCases.map(\.rawValue))

    static let engineOptions: [OptionSpec] = [
        .option("model", short: "m", valueName: "NAME|PATH", help: "Speech model: a name dictate models lists (default: tiny.en), or a ggml model file.",
                completion: .values(["tiny.en", "base"])),
        .option("live-model", valueName: "NAME|PATH|none",
                help: "Settling accurate: a smaller model that shows the words as they are heard, the chosen model settling them; none for the chosen model alone. "
                    + "Default: the live-model line of $XDG_CONFIG_HOME/dictate/config, else the smallest installed model when the chosen one is markedly larger.",
                completion: .values(["none", "tiny.en", "base"])),
        .option("language", short: "l", valueName: "CODE", help: "Spoken language as a whisper code (en, de, fr, …). Without --model, the largest installed model that speaks it.",
                default: "en"),
        .option("threads", short: "t", valueName: "N", help: "CPU threads for decoding (default: one per core this process may use, at most 8)."),
        .option("voice-gate", valueName: "GATE",
                help: "What tells speech from silence: energy (loudness), silero (Silero VAD, tells speech from noise), both, or silero-ends (energy, ended by Silero in noise).",
                default: StreamingConfiguration().voiceGate.rawValue, allowedValues: VoiceGateKind.allCases.map(\.rawValue)),
        .option("settle", valueName: "CHOICE",
                help: "When the text settles: accurate at a sentence's pause, each stretch decoded again whole as a file is; quick at every short pause. "
                    + "Default: accurate where the words are shown as they are heard (a terminal, compose, form, the input method's preedit, the panel), else quick.",
                allowedValues: Settling.allCases.map(\.rawValue)),
        .option("device", short: "d", valueName: "NAME", help: "PulseAudio source to capture (see --list-devices). Default: the default source."),
        .option("words", valueName: "FILE",
                help: "Words to recognise as spelled in FILE, one a line (default: $XDG_CONFIG_HOME/dictate/words, kept with dictate words; /dev/null for none).",
                completion: .file),
        .option("max-duration", valueName: "SECONDS", help: "Cap a request at this long, at most 60; with --continuous, cap the whole dictation instead (given no cap, it goes on until stopped).",
                default: "60"),
        .flag("continuous", short: "c", help: "Chain one-minute requests into one recording so a long dictation keeps going."),
        .flag("verbose", short: "v", help: "Show diagnostics, including whisper.cpp's log, on standard error."),
    ]

    /// Plain `dictate`'s own options, which `toggle` and `begin` take too and hand on to the
    /// dictation they start, so an option added here is theirs at once.
    static let dictationOptions: [OptionSpec] = engineOptions + [
        .option("file", short: "f", valueName: "PATH", help: "Transcribe an audio file (WAV, FLAC, Ogg, MP3) or - for standard input.",
                completion: .file),
        .flag("offline", help: "With --file: transcribe the whole file in one pass instead of streaming it."),
        .flag("realtime", help: "With --file: stream the file at the pace of a microphone."),
        .option("format", short: "F", valueName: "FORMAT", help: "Output format.", default: "text",
                allowedValues: formats),
        .option("save", valueName: "DIR", help: "Keep each session's audio (WAV) and transcript in DIR.", completion: .directory),
    ] + DeliveryOptions.specs + WordsOptions.specs + [
        .flag("list-devices", help: "List PulseAudio capture sources (* marks the default)."),
        .flag("version", help: "Print the versions of dictate, whisper.cpp and the model."),
    ]

    static let root = CommandSpec(
        name: "dictate",
        abstract: "Offline, live speech to text. Speak, and the words appear as they are heard.",
        discussion: """
        With no file, dictate listens on the default PulseAudio source and prints the transcript until
        Ctrl-C (which keeps the text: a final pass settles the rest) or the duration cap. A second
        Ctrl-C aborts at once. On a terminal the tentative tail is redrawn in place and a status line
        shows the level; in a pipe only settled text is written, a line at a time.

        Examples:
          dictate                                  dictate until Ctrl-C
          dictate --continuous | tee notes.txt     keep going past one minute, save as you go
          dictate --file talk.wav --format srt     subtitles for a recording
          dictate --file - --offline < memo.flac   transcribe standard input in one pass
          dictate --device alsa_input.usb-mic      use another microphone
          msg=$(dictate compose)                   write a message with the dictation card

        Models are looked up by name in $DICTATE_MODELS_DIR, ./models, the checkout's models/,
        $XDG_DATA_HOME/dictate/models and the installation's share/dictate/models; DICTATE_MODEL
        sets the default.

        \(ExitCode.table)
        """,
        options: dictationOptions,
        subcommands: [
            CommandSpec(
                name: "compose",
                abstract: "Write a message with the dictation card: type, dictate, send.",
                discussion: """
                Keys: Ctrl-D or F5 starts dictation (again: Done), Enter sends (Done while recording),
                Esc cancels dictation (Stop while sending), Ctrl-J new line, Ctrl-O opens sound
                settings after a refusal, Ctrl-C quits and keeps the draft. Mouse clicks work on the
                buttons where the terminal reports them.

                Without --send-command or --send-to the message is printed on standard output, so
                `msg=$(dictate compose)` works. Spoken commands act on what is dictated into the card
                ("new line", "new paragraph", "scratch that", "comma"; see --no-commands).

                With --send-to type or paste, Send ends compose and the message goes into the window
                that had the focus before, once the focus is back there: on X11 when another window
                has it, elsewhere when compose's terminal has closed; after 10 s without, it is put
                on the clipboard instead. For a hotkey: foot -e dictate compose --send-to type
                """,
                options: engineOptions + [
                    .option("send-command", valueName: "CMD", help: "Run CMD with the message on its standard input when Send is pressed.",
                            completion: .file),
                    .option("draft", valueName: "FILE", help: "Load the draft from FILE and save it there as it changes.", completion: .file),
                    .option("placeholder", valueName: "TEXT", help: "What the empty field shows.", default: "Message"),
                    .flag("accessible", help: "Plain announcement lines instead of a redrawn card (automatic for TERM=dumb)."),
                    .flag("reduce-motion", help: "Keep the level meter still between readings."),
                    themeOption,
                    .flag("bell", help: "Ring the terminal bell when dictation starts, ends or fails."),
                    .flag("example", help: "Show the Kitchen thread preview above the card."),
                    DeliveryOptions.noCommandsSpec,
                ] + SendTarget.specs),
            CommandSpec(
                name: "form",
                abstract: "Fill a form by voice: hold a field (or Space) to talk, submit prints JSON.",
                discussion: """
                Press and hold a field with the mouse, or hold Space (or the --talk-key) on the focused
                field, to talk; let go and the words replace its value. Terminals that can't report key
                releases (no kitty keyboard protocol) use the key to start and again to stop. Tab and Shift-Tab move,
                F2 and F3 change the language, Enter on the last field or Ctrl-S submits, Esc cancels.

                Submit prints the values as one JSON object (id: value) and exits 0; it is refused
                while a field is invalid or a required one empty. Esc prints nothing and exits 1;
                Ctrl-C exits 130. The form description's format is in docs/forms.md of dictate's source.
                """,
                options: engineOptions + [
                    .option("spec", valueName: "FILE", help: "The form to fill, described in JSON.", completion: .file),
                    .flag("example", help: "The four-field example: Name, Surname, Age (18 to 65), Email."),
                    .flag("accessible", help: "Plain announcement lines instead of a redrawn form (automatic for TERM=dumb)."),
                    .option("talk-key", valueName: "KEY",
                            help: "The key held (or pressed twice) to talk: space or f1, f4 to f12; a function key leaves Space for typing.",
                            default: "space"),
                    themeOption,
                ]),
            CommandSpec(name: "toggle", abstract: "Start a dictation in the background, or finish the one recording: one key to start and stop.",
                        discussion: backgroundDiscussion, options: backgroundOptions),
            CommandSpec(name: "begin", abstract: "Start a dictation in the background; refused while one records (a key's press).",
                        discussion: backgroundDiscussion, options: backgroundOptions),
            CommandSpec(name: "end", abstract: "Finish the dictation recording and keep its text (a key's release); no draft is saved."),
            CommandSpec(name: "cancel", abstract: "End the dictation recording at once, dropping the words not written yet."),
            CommandSpec(name: "stop", abstract: "Stop the recording in progress and save it as a draft (audio, transcript)."),
            CommandSpec(name: "pause", abstract: "Pause the recording in progress; what was heard is still decoded."),
            CommandSpec(name: "resume", abstract: "Resume a paused recording."),
            CommandSpec(
                name: "status",
                abstract: "Print the recording status, for status bars.",
                discussion: """
                With --follow, a line is printed when recording starts, when a piece of text settles, on
                pause, resume and stop; with --format waybar also once a second while recording, since
                waybar cannot compute the elapsed time itself. Between recordings an idle line is printed
                and dictate waits for the next.

                Waybar (~/.config/waybar/config):
                  "custom/dictate": {
                    "exec": "dictate status --follow --format waybar",
                    "return-type": "json",
                    "on-click": "dictate stop"
                  }
                """,
                options: [
                    .flag("follow", help: "Keep printing a line per update."),
                    .option("format", valueName: "FORMAT", help: "Output format.", default: "text",
                            allowedValues: ["text", "json", "waybar"]),
                ]),
            CommandSpec(name: "recordings", abstract: "List the saved recording drafts, newest first."),
            CommandSpec(
                name: "panel",
                abstract: "Show the dictation on screen: state, time, level, words, Stop and Cancel; never takes the focus.",
                discussion: """
                A small panel at the bottom of the screen follows the dictation recording, as status --follow
                does: a red dot while recording (amber paused, green finishing), the elapsed time, a level
                meter, the latest words with the tentative ones dimmed, the language and segment count.
                Stop keeps the text (as dictate end), Cancel drops what is not written yet (as dictate
                cancel). When the dictation ends with its text kept in the history, Copy puts that text on
                the clipboard again for six seconds; then the panel hides. An error it ended with shows for
                a few seconds.
                toggle and begin start it by themselves (see --no-panel); between dictations it waits for
                the next, unless --once.

                The panel never takes the keyboard focus: on Wayland it is a layer-shell overlay without
                keyboard interactivity (sway, Hyprland, KDE), on X11 a window the window manager never
                manages. It needs GTK 3 and gtk-layer-shell (libgtk-layer-shell0).

                GNOME on Wayland has no layer-shell: there GNOME Shell draws the same panel at the bottom
                of the screen through dictate's extension, and dictate panel only says whether the
                extension is installed and enabled (exit 0) or what to do (exit 69).
                --install-gnome-extension installs it for you with gnome-extensions and enables it; GNOME
                on Wayland loads a newly installed extension only after you log out and in again.
                """,
                options: [panelPositionOption, .flag("once", help: "Follow the dictation recording (or starting within 2 s), then exit."),
                          .flag("install-gnome-extension",
                                help: "Install and enable dictate's GNOME Shell extension, which draws the panel on GNOME, for you; it loads at your next login.")]),
            models,
            words,
            history,
            setup,
            CommandSpec(
                name: "completions",
                abstract: "Print a shell completion script.",
                discussion: """
                Examples:
                  dictate completions bash > ~/.local/share/bash-completion/completions/dictate
                  dictate completions zsh > "${fpath[1]}/_dictate"
                  dictate completions fish > ~/.config/fish/completions/dictate.fish
                """,
                arguments: [ArgumentSpec("SHELL", help: "bash, zsh or fish.", completion: .values(Shell.allCases.map(\.rawValue)))]),
        ])

    /// `toggle` and `begin`: plain `dictate`'s options, whether to notify, and the panel's.
    static let backgroundOptions = dictationOptions + [
        .flag("no-notify", help: "Show no desktop notifications (they need notify-send)."),
        .flag("no-panel", help: "Start no dictate panel with the dictation (it needs a display)."),
        panelPositionOption,
    ]

    static let panelPositionOption = OptionSpec.option(
        "panel-position", valueName: "EDGE", help: "The screen edge the panel sits at, centred.",
        default: PanelPosition.bottom.rawValue, allowedValues: PanelPosition.allCases.map(\.rawValue))

    static let backgroundDiscussion = """
    The dictation runs detached from the terminal with the options given, as plain dictate would,
    and writes its output and how it ended to $XDG_STATE_HOME/dictate/dictate.log
    (~/.local/state/dictate/dictate.log). Desktop notifications say when it starts and ends, and why
    it could not start. This command returns once it records, or with the reason it could not.

    begin while a dictation records, or a toggle pressed while another toggle, begin, end or cancel
    is still starting or ending one (a double press), does nothing and exits 75. end and cancel with
    nothing recording exit 69.

    Key bindings (sway/i3):
      bindsym $mod+d exec dictate toggle
      bindsym $mod+space exec dictate begin
      bindsym --release $mod+space exec dictate end
    """
}
