import DictationComposer

/// The palette a full-screen command draws with: `--theme`, with `auto` settled by the terminal's
/// background.
enum TerminalTheme {
    /// The theme for `choice` on `device`, and the bytes typed while the terminal was asked.
    ///
    /// The background is, in order: the colour the terminal reports to an OSC 11 query, then
    /// `COLORFGBG`, else unknown (the dark theme). The terminal is asked only when the choice
    /// depends on it, colour is on (`NO_COLOR` and dumb terminals get no colour at all) and raw
    /// mode is on, so the answer is neither echoed nor held back until Return. An `accessible`
    /// session keeps the dark theme and sends no query, whose bytes a screen reader would read out.
    static func resolve(
        _ choice: ThemeChoice, accessible: Bool, device: TerminalDevice, colorMode: ColorMode, inRawMode: Bool,
        environment: [String: String]
    ) -> (theme: Theme, typed: [UInt8]) {
        if accessible { return (.dark, []) }
        let asks = choice.needsBackground && colorMode != .none && inRawMode
        let answer = asks ? BackgroundQuery.ask(input: device.input, output: device.output) : (background: nil, typed: [])
        let tone = BackgroundTone.detected(reported: answer.background, colorFGBG: environment["COLORFGBG"])
        return (choice.theme(background: tone), answer.typed)
    }
}
