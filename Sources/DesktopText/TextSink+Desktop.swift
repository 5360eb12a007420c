import TextOutput

extension TextSink {
    /// Types each edit live into the focused window and, at the end, leaves the whole text on the
    /// clipboard as a copy to paste should typing have gone astray.
    public static func typing(with backend: TypingBackend, clipboard: Clipboard?) -> TextSink {
        TextSink(
            apply: { edits in try await backend.apply(edits) },
            finish: { text in
                await backend.finish()
                try await clipboard?.copy(text)
            })
    }

    /// Types nothing live; at the end puts the whole text on the clipboard and presses `shortcut`
    /// once: one keystroke instead of many, for windows where typing is slow or mangles characters.
    public static func pasting(with backend: TypingBackend, clipboard: Clipboard, shortcut: PasteShortcut) -> TextSink {
        TextSink(
            apply: { _ in },
            finish: { text in
                try await clipboard.copy(text, includingPrimary: shortcut == .shiftInsert)
                try await backend.paste(shortcut)
            })
    }
}
