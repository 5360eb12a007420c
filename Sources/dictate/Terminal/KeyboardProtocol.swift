/// The kitty keyboard protocol, which foot, kitty, WezTerm, Ghostty and recent xterm-likes speak:
/// it reports key releases, so a key can be held to talk. Terminals that don't speak it ignore
/// every sequence here, so asking costs nothing.
enum KeyboardProtocol {
    /// Disambiguated keys, event types (press, repeat, release), every key as an escape code (text
    /// keys report releases only then) and the text each key types.
    static let flags = 1 | 2 | 8 | 16
    /// The flag that says releases will be reported.
    static let reportsEventTypes = 2

    /// Pushes ``flags`` onto the terminal's stack, then asks which flags are in force: a terminal
    /// that speaks the protocol answers with ``Key/keyboardProtocol(flags:)``.
    static let enable = ANSI.csi + ">\(flags)u" + ANSI.csi + "?u"
    /// Pops what ``enable`` pushed, giving the shell its keyboard back.
    static let disable = ANSI.csi + "<u"
}
