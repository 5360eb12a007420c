import DictationComposer
import SpeechEngine
import TextOutput

/// What `dictate compose` was asked to do; the CLI's parser fills it in.
struct ComposeOptions: Sendable, Equatable {
    /// A shell command that receives each message on its standard input; without one, the message
    /// is printed on standard output and the program exits.
    var sendCommand: String?
    /// `--send-to`: Send types, pastes or copies the message, and compose exits.
    var sendTarget: SendTarget?
    /// The spoken commands that act on what is dictated into the field; ``SpokenCommands/none``
    /// with `--no-commands`.
    var commands = SpokenCommands.english
    /// A file the draft is loaded from and saved to on every change.
    var draftPath: String?
    /// Plain announcement lines instead of a redrawn card, for screen readers. `TERM=dumb` implies it.
    var accessible = false
    /// Keeps the level meter still between readings instead of scrolling it.
    var reduceMotion = false
    /// The card's palette: `--theme`, by default the one that suits the terminal's background.
    var theme = ThemeChoice.auto
    /// Rings the terminal bell at the haptic moments.
    var bell = false
    /// Shows the "Kitchen thread" preview above the card.
    var example = false
    /// What the empty field shows.
    var placeholder = "Message"
    /// The cap on one dictation.
    var maxDuration: Duration = defaultMaxDuration

    /// Options with every field given or defaulted.
    init(
        sendCommand: String? = nil, sendTarget: SendTarget? = nil, commands: SpokenCommands = .english, draftPath: String? = nil, accessible: Bool = false, reduceMotion: Bool = false,
        theme: ThemeChoice = .auto,
        bell: Bool = false, example: Bool = false, placeholder: String = "Message",
        maxDuration: Duration = defaultMaxDuration
    ) {
        self.sendCommand = sendCommand
        self.sendTarget = sendTarget
        self.commands = commands
        self.draftPath = draftPath
        self.accessible = accessible
        self.reduceMotion = reduceMotion
        self.theme = theme
        self.bell = bell
        self.example = example
        self.placeholder = placeholder
        self.maxDuration = maxDuration
    }
}
