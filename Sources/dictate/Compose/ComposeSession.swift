import DictationComposer

/// One run of `dictate compose`: reads inputs, drives the composer, and draws it (or, in accessible
/// mode, speaks it as plain lines) until the user quits or a message is sent without a send command.
@MainActor
final class ComposeSession {
    /// How the session ended.
    enum Outcome: Equatable {
        /// Ctrl-C: the draft stays where it is (a dictation still running is finished as Done first).
        case quit
        /// A message was sent with no send command; it goes to standard output.
        case sent(String)
        /// The terminal went away.
        case inputEnded
    }

    private let composer: DictationComposer
    private let options: ComposeOptions
    private let accessible: Bool
    private let descriptor: Int32
    private let renderer: CardRenderer
    private let screen: ScreenWriter
    private let speech: AccessibleOutput
    private var editor: FieldEditor
    private var thread: [KitchenExample.Message]
    private var size: TerminalSize
    private var frame = Frame(lines: [], cursor: nil)
    private var pendingOutput: String?

    /// A session over `composer`, drawn on `descriptor`.
    init(composer: DictationComposer, options: ComposeOptions, accessible: Bool, descriptor: Int32, theme: Theme,
         colorMode: ColorMode) {
        self.composer = composer
        self.options = options
        self.accessible = accessible
        self.descriptor = descriptor
        renderer = CardRenderer(palette: Palette(theme: theme, mode: colorMode), reduceMotion: options.reduceMotion)
        screen = ScreenWriter(descriptor: descriptor)
        speech = AccessibleOutput(descriptor: descriptor)
        editor = FieldEditor(text: composer.text)
        thread = options.example ? KitchenExample.thread : []
        size = Terminal.size(of: descriptor) ?? TerminalSize(columns: 80, rows: 24)
    }

    /// Handles `inputs` until the session ends.
    func run(_ inputs: AsyncStream<ComposeInput>) async -> Outcome {
        start()
        for await input in inputs {
            if let outcome = handle(input) { return outcome }
            redraw()
        }
        return .inputEnded
    }

    private func start() {
        composer.onEvent = { [weak self] event in self?.play(event) }
        if accessible {
            if !thread.isEmpty { thread.forEach { speech.line("\($0.author): \($0.text)") } }
            speech.line("Compose a message. \(KeyBindings.summary)")
            if !composer.text.isEmpty { speech.line("Draft: \(composer.text)") }
        } else {
            screen.invalidate()
            redraw()
        }
    }

    private func handle(_ input: ComposeInput) -> Outcome? {
        switch input {
        case .key(let key): return press(key)
        case .resize:
            size = Terminal.size(of: descriptor) ?? size
            if !accessible { screen.invalidate() }
        case .changed:
            if composer.phase.showsRecordingRow { editor.moveToEnd(of: composer.text) } else { editor.clamp(to: composer.text) }
            if let text = pendingOutput, composer.phase == .composing { return .sent(text) }
        case .sent(let text): pendingOutput = text
        case .replied(let text):
            thread.append(KitchenExample.Message(author: "You", text: text))
            if accessible { speech.line("You: \(text)") }
        case .notice(let notice): composer.inform(notice)
        case .inputEnded: return .inputEnded
        }
        return nil
    }

    private func play(_ event: ComposerEvent) {
        switch event {
        case .announcement(let text):
            guard accessible else { return }
            speech.line(text)
            if text == "Dictation added" { speech.line("Message: \(composer.text)") }
        case .haptic(let haptic):
            if accessible, haptic == .light { speech.line("Sending") }
            if options.bell { Terminal.write(ANSI.bell, to: descriptor) }
        }
    }

    private func redraw() {
        guard !accessible else { return }
        let snapshot = CardSnapshot(composer: composer, cursor: editor.cursor, thread: thread)
        frame = renderer.render(snapshot, size: size)
        screen.draw(frame)
    }

    private func press(_ key: Key) -> Outcome? {
        if key == .control("c") { return .quit }
        if case .mousePress(let button, let column, let row) = key {
            if button == 0, !accessible, let action = frame.button(atColumn: column, row: row) { perform(action) }
            return nil
        }
        switch composer.phase {
        case .composing: compose(key)
        case .recording, .finishing:
            switch key {
            case .enter, .control("d"), .function(5): perform(.done)
            case .escape: perform(.cancel)
            default: break
            }
        case .requestingAccess:
            if key == .escape { composer.cancelDictation() }
        case .sending:
            if key == .escape { perform(.stop) }
        }
        return nil
    }

    private func perform(_ action: ButtonAction) {
        switch action {
        case .mic:
            if composer.phase == .composing { Task { await composer.startDictation() } }
        case .send: composer.send()
        case .stop: composer.stopSending()
        case .cancel: composer.cancelDictation()
        case .done: composer.done()
        case .openSettings: composer.openSettings()
        }
    }

    private func compose(_ key: Key) {
        let text = composer.text
        let layout = FieldLayout(text: text, width: max(size.columns - 4, 1), cursor: editor.cursor)
        switch key {
        case .character(let character): insert(String(character))
        case .paste(let pasted): insert(pasted.replacing("\r\n", with: "\n").replacing("\r", with: "\n"))
        case .control("j"): insert("\n")
        case .enter: perform(.send)
        case .control("d"), .function(5): perform(.mic)
        case .control("o"): if composer.notice?.offersSettings == true { perform(.openSettings) }
        case .escape: composer.dismissNotice()
        case .backspace: composer.text = editor.deleteBackward(in: text)
        case .delete: composer.text = editor.deleteForward(in: text)
        case .left: editor.move(by: -1, in: text)
        case .right: editor.move(by: 1, in: text)
        case .up: editor.moveRow(by: -1, in: layout)
        case .down: editor.moveRow(by: 1, in: layout)
        case .home, .control("a"): editor.moveToRowStart(in: layout)
        case .end, .control("e"): editor.moveToRowEnd(in: layout)
        default: break
        }
    }

    private func insert(_ inserted: String) {
        composer.text = editor.insert(inserted, into: composer.text)
        if accessible { speech.echo(inserted) }
    }
}
