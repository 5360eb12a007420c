extension BackgroundTone {
    /// The tone a `COLORFGBG` value gives, or `nil` when it says nothing usable.
    ///
    /// rxvt and Konsole set the variable to the foreground and background colour indexes, as
    /// `15;0`, or with a middle field as `15;default;0`; the last field is the background. Of the
    /// 16 terminal colours, 7 (light grey) and 9 to 15 (the bright ones but dark grey) are light
    /// backgrounds; 0 to 6 and 8 are dark. `default` or anything else gives `nil`.
    public init?(colorFGBG: String) {
        guard let last = colorFGBG.split(separator: ";", omittingEmptySubsequences: false).last,
              let index = Int(last), (0...15).contains(index) else { return nil }
        self = index == 7 || index >= 9 ? .light : .dark
    }
}
