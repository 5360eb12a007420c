import VoiceForm

extension FormSession {
    /// Reacts to one input event; returns how the form ended, if it did.
    func handle(_ key: Key) -> FormOutcome? {
        if key == talkKey.key || key == .control("d") {
            talk()
            return nil
        }
        if key == .release(talkKey.key) {
            if holder == .key, holdToTalk { form.release() }
            return nil
        }
        switch key {
        case .control("c"): return .interrupted
        case .keyboardProtocol(let flags): holdToTalk = flags & KeyboardProtocol.reportsEventTypes != 0
        case .mousePress(0, let column, let row): click(column: column, row: row)
        case .mouseRelease(0, _, _): if holder == .mouse { form.release() }
        case .escape:
            if form.phase != .idle { form.cancel() } else { return .cancelled }
        case .control("s"): return submit()
        case .enter: return focus == form.fields.count - 1 ? submit() : advance(by: 1)
        case .tab, .down: return advance(by: 1)
        case .backTab, .up: return advance(by: -1)
        case .function(2): chooseLanguage(by: 1)
        case .function(3): chooseLanguage(by: -1)
        default: edit(key)
        }
        return nil
    }

    /// The talk key, or Ctrl-D: starts on the focused field; stops again unless the key is being held.
    private func talk() {
        guard form.phase == .idle else {
            // A held key repeats; only a terminal without releases uses the second press to stop.
            if !holdToTalk || holder != .key { form.release() }
            return
        }
        holder = .key
        Task { await form.press(focusedID) }
    }

    private func click(column: Int, row: Int) {
        if let code = frame.language(atColumn: column, row: row) {
            select(language: code)
        } else if let index = frame.field(atRow: row), form.phase == .idle {
            if index != focus { focus(on: index) }
            holder = .mouse
            Task { await form.press(focusedID) }
        }
    }

    private func advance(by offset: Int) -> FormOutcome? {
        focus(on: focus + offset)
        return nil
    }

    private func submit() -> FormOutcome? {
        guard form.phase == .idle else { return nil }
        switch form.submit() {
        case .success(let values): return .submitted(values)
        case .failure(let refusal):
            if let index = form.fields.firstIndex(where: { $0.id == refusal.field }) { focus(on: index) }
            return nil
        }
    }

    private func chooseLanguage(by offset: Int) {
        picker.step(by: offset)
        select(language: picker.selected)
    }

    private func select(language code: String) {
        picker.select(code)
        form.language = picker.selected
        if accessible, let language = picker.languages.first(where: { $0.id == code }) {
            speech.line("Language: \(language.name)")
        }
    }

    /// Typing into the focused field, as in the composer's field.
    private func edit(_ key: Key) {
        let text = focusedValue
        switch key {
        case .character(let character): type(String(character))
        case .paste(let pasted): type(pasted.replacing("\r", with: " ").replacing("\n", with: " "))
        case .backspace: form.setValue(editor.deleteBackward(in: text), for: focusedID)
        case .delete: form.setValue(editor.deleteForward(in: text), for: focusedID)
        case .left: editor.move(by: -1, in: text)
        case .right: editor.move(by: 1, in: text)
        case .home, .control("a"): editor.move(by: -text.count, in: text)
        case .end, .control("e"): editor.moveToEnd(of: text)
        default: break
        }
    }

    private func type(_ typed: String) {
        guard form.phase.field != focusedID else { return }
        form.setValue(editor.insert(typed, into: focusedValue), for: focusedID)
        if accessible { speech.echo(typed) }
    }
}
