import DictationComposer
import VoiceForm

/// One run of `dictate form`: reads inputs, drives the form, and draws it (or, in accessible mode,
/// speaks it as plain lines) until the form is submitted or cancelled.
@MainActor
final class FormSession {
    /// Who holds the microphone, so that only the same hand's release lets it go.
    enum Holder { case mouse, key }

    let form: VoiceForm
    let title: String
    let accessible: Bool
    /// The key that talks into the focused field.
    let talkKey: TalkKey
    var picker: LanguagePicker
    /// Whether the terminal reports key releases (it answered the kitty keyboard protocol query).
    var holdToTalk = false
    var holder: Holder?
    var focus = 0
    var editor: FieldEditor
    private let descriptor: Int32
    private let renderer: FormRenderer
    private let screen: ScreenWriter
    let speech: AccessibleOutput
    private var size: TerminalSize
    var frame = FormFrame(lines: [])

    /// A session over `form`, drawn on `descriptor`.
    init(form: VoiceForm, title: String, picker: LanguagePicker, accessible: Bool, talkKey: TalkKey,
         descriptor: Int32, theme: Theme, colorMode: ColorMode) {
        self.form = form
        self.title = title
        self.picker = picker
        self.accessible = accessible
        self.talkKey = talkKey
        self.descriptor = descriptor
        renderer = FormRenderer(palette: Palette(theme: theme, mode: colorMode))
        screen = ScreenWriter(descriptor: descriptor)
        speech = AccessibleOutput(descriptor: descriptor)
        editor = FieldEditor(text: form.value(of: form.fields[0].id))
        size = Terminal.size(of: descriptor) ?? TerminalSize(columns: 80, rows: 24)
    }

    /// Handles `inputs` until the form is submitted or cancelled.
    func run(_ inputs: AsyncStream<FormInput>) async -> FormOutcome {
        form.onEvent = { [weak self] event in
            guard let self, self.accessible, case .announcement(let text) = event else { return }
            self.speech.line(text)
        }
        if accessible {
            speech.line("\(title). \(FormKeyBindings.summary(talkKey: talkKey))")
            announceFocus()
        } else {
            screen.invalidate()
            redraw()
        }
        for await input in inputs {
            switch input {
            case .key(let key): if let outcome = handle(key) { return outcome }
            case .resize:
                size = Terminal.size(of: descriptor) ?? size
                if !accessible { screen.invalidate() }
            case .changed:
                if form.phase == .idle { holder = nil }
                editor.clamp(to: focusedValue)
            case .inputEnded: return .inputEnded
            }
            redraw()
        }
        return .inputEnded
    }

    var focusedID: String { form.fields[focus].id }
    var focusedValue: String { form.value(of: focusedID) }

    /// Moves the focus to field `index`, with the cursor at the end of its value.
    func focus(on index: Int) {
        focus = min(max(index, 0), form.fields.count - 1)
        editor = FieldEditor(text: focusedValue)
        if accessible { announceFocus() }
    }

    private func announceFocus() {
        let field = form.fields[focus]
        let value = form.value(of: field.id)
        speech.line("\(field.label): \(value.isEmpty ? "empty" : value)" + (form.message(of: field.id).map { ". \($0)" } ?? ""))
    }

    private func redraw() {
        guard !accessible else { return }
        let hint = form.phase == .idle ? FormKeyBindings.hint(holdToTalk: holdToTalk, talkKey: talkKey)
            : FormKeyBindings.recordingHint(holdToTalk: holdToTalk, byMouse: holder == .mouse, talkKey: talkKey)
        let snapshot = FormSnapshot(form: form, title: title, focus: focus, cursor: editor.cursor, picker: picker, hint: hint)
        frame = renderer.render(snapshot, size: size)
        screen.draw(frame.screen)
    }
}
