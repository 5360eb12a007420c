extension SpokenCommands {
    /// The English commands, in the words dictation users already know from other systems.
    ///
    /// Marks are ASCII (straight quotes, a hyphen for "dash") because every typing backend can type
    /// ASCII into every window and keyboard layout, where curly quotes and dashes may not arrive.
    public static let english = SpokenCommands([
        "new line": .insert(.lineBreak("\n")),
        "next line": .insert(.lineBreak("\n")),
        "new paragraph": .insert(.lineBreak("\n\n")),
        "next paragraph": .insert(.lineBreak("\n\n")),
        "scratch that": .scratchThat,
        "comma": .insert(.punctuation(",")),
        "period": .insert(.punctuation(".")),
        "full stop": .insert(.punctuation(".")),
        "question mark": .insert(.punctuation("?")),
        "exclamation mark": .insert(.punctuation("!")),
        "exclamation point": .insert(.punctuation("!")),
        "colon": .insert(.punctuation(":")),
        "semicolon": .insert(.punctuation(";")),
        "open quote": .insert(.opening("\"")),
        "open quotes": .insert(.opening("\"")),
        "begin quote": .insert(.opening("\"")),
        "quote": .insert(.opening("\"")),
        "close quote": .insert(.closing("\"")),
        "close quotes": .insert(.closing("\"")),
        "end quote": .insert(.closing("\"")),
        "unquote": .insert(.closing("\"")),
        "open parenthesis": .insert(.opening("(")),
        "open paren": .insert(.opening("(")),
        "close parenthesis": .insert(.closing(")")),
        "close paren": .insert(.closing(")")),
        "hyphen": .insert(Insertion("-", joinsPrevious: true, joinsNext: true, replacesMark: true)),
        "dash": .insert(Insertion("-", joinsPrevious: false, joinsNext: false, replacesMark: true)),
    ])

    /// The commands for a whisper language code such as `en` or `en-GB`, or ``none`` for a
    /// language with no table yet, where typing every word beats acting on the wrong ones.
    public static func forLanguage(_ code: String) -> SpokenCommands {
        let language = code.lowercased().prefix { $0.isLetter }
        return language == "en" ? .english : .none
    }
}
