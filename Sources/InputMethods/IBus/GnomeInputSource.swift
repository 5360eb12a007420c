/// The IBus engine GNOME Shell keeps switched in for the person's current input source, read from
/// `org.gnome.desktop.input-sources mru-sources` (most recently used first).
///
/// GNOME Shell sets no global engine until a source is chosen, so IBus alone cannot say what to
/// give back after dictation. The Shell switches IBus to the source's own engine for an IBus
/// source and to `xkb:us::eng` for every keyboard layout (the layout itself is applied elsewhere).
enum GnomeInputSource {
    /// The engine for the first source in gsettings' printed list, such as
    /// `[('xkb', 'us'), ('ibus', 'anthy')]`; `nil` when the list is empty or unreadable.
    static func engine(mostRecentlyUsed printed: String) -> String? {
        let quoted = printed.split(separator: "'", omittingEmptySubsequences: false)
        // Between the quotes: type, separator, id for each pair, so the first pair is items 1 and 3.
        guard quoted.count >= 4 else { return nil }
        switch quoted[1] {
        case "ibus": return String(quoted[3])
        case "xkb": return "xkb:us::eng"
        default: return nil
        }
    }
}
