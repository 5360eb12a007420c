import DictationComposer
import VoiceForm

/// What `dictate form` was asked to do; the CLI's parser fills it in.
struct FormOptions: Sendable {
    /// The form to fill: from `--spec`, or the seed's example.
    var description: FormDescription
    /// Plain announcement lines instead of a redrawn form, for screen readers. `TERM=dumb` implies it.
    var accessible = false
    /// The language the first press records in, when `--language` was given; otherwise the
    /// desktop's locale, if the model offers it.
    var language: String?
    /// The key that talks into the focused field.
    var talkKey = TalkKey.space
    /// The form's palette: `--theme`, by default the one that suits the terminal's background.
    var theme = ThemeChoice.auto
}
