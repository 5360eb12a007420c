import TextOutput

extension TextSink {
    /// Types each edit live into the focused window and, at the end, leaves the whole text on the
    /// clipboard as a copy to paste should typing have gone astray.
    public static func typing(with backend: TypingBackend, clipboard: Clipboard?) -> TextSink {
        TextSink(
            apply: { edits in
                try await backend.apply(edits)
                return Delivery(backend: backend.typer.program, result: .unconfirmed)
            },
            finish: { text in
                await backend.finish()
                try await clipboard?.copy(text)
            })
    }

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
