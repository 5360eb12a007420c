import TextOutput

extension TextSink {
    /// Types nothing live; at the end puts the whole text on the clipboard and presses `shortcut`
    /// once: one keystroke instead of many, for windows where typing is slow or mangles characters.
    public static func pasting(with backend: TypingBackend, clipboard: Clipboard, shortcut: PasteShortcut) -> TextSink {
        TextSink(
            apply: { _ in Delivery(backend: "paste", result: .unconfirmed) },
            finish: { text in
                try await clipboard.copy(text, includingPrimary: shortcut == .shiftInsert)
                try await backend.paste(shortcut)
            })
    }
}

extension DeliveryBackend {
    /// A key typer as a way on the ladder: it cannot show words in place, and a window cannot tell
    /// it what arrived, so what it types is unconfirmed.
    public static func typing(with backend: TypingBackend) -> DeliveryBackend {
        DeliveryBackend(
            name: backend.typer.program,
            apply: { edits in
                do {
                    try await backend.apply(edits)
                    return .unconfirmed
                } catch {
                    return .failed(String(describing: error))
                }
            },
            stop: { await backend.finish() })
    }
}
