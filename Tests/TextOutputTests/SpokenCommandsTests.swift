import Testing
import TextOutput

@Suite struct SpokenCommandsTests {
    private let commands = SpokenCommands.english
    private let newLine = SpokenCommand.insert(.lineBreak("\n"))
    private let comma = SpokenCommand.insert(.punctuation(","))

    @Test(arguments: [
        "New line.", "new line", "New line,", "New Line!", "new line?", "New line…", "New line...",
        "  new line.  ", "New-line.", "newline", "Newline.", "NEW LINE",
    ])
    func newLineInWhisperSpellings(_ spelling: String) {
        #expect(commands.parts(of: spelling) == [.command(newLine)])
    }

    @Test(arguments: [
        ("New paragraph,", SpokenCommand.insert(.lineBreak("\n\n"))),
        ("Scratch that!", .scratchThat),
        ("scratch that.", .scratchThat),
        ("Comma.", .insert(.punctuation(","))),
        ("Period.", .insert(.punctuation("."))),
        ("Full stop.", .insert(.punctuation("."))),
        ("Question mark?", .insert(.punctuation("?"))),
        ("Exclamation mark!", .insert(.punctuation("!"))),
        ("Exclamation point.", .insert(.punctuation("!"))),
        ("Colon.", .insert(.punctuation(":"))),
        ("Semi-colon.", .insert(.punctuation(";"))),
        ("Open quote.", .insert(.opening("\""))),
        ("Close quote.", .insert(.closing("\""))),
        ("Unquote.", .insert(.closing("\""))),
    ])
    func eachCommandOnItsOwn(_ spelling: String, _ command: SpokenCommand) {
        #expect(commands.parts(of: spelling) == [.command(command)])
    }

    @Test func commandsBetweenSentencesSplitThePiece() {
        #expect(commands.parts(of: "Hello world. New line. How are you?")
            == [.text("Hello world."), .command(newLine), .text("How are you?")])
        #expect(commands.parts(of: "Dear Anna, comma") == [.text("Dear Anna,"), .command(comma)])
        #expect(commands.parts(of: "Yes. New line. New line. No.")
            == [.text("Yes."), .command(newLine), .command(newLine), .text("No.")])
    }

    @Test(arguments: [
        "I said comma and left.", "Add a new line here.", "Period of time.", "The colon is an organ.",
        "Scratch that itch.", "new lines", "Comma separated, please.", "A question mark? No.",
    ])
    func wordsInsideASentenceAreTyped(_ sentence: String) {
        #expect(commands.parts(of: sentence) == [.text(sentence)])
    }

    @Test func textIsTrimmedButKeepsWhispersPunctuationAndCase() {
        #expect(commands.parts(of: "  Hello, World…  ") == [.text("Hello, World…")])
        #expect(commands.parts(of: "") == [])
        #expect(commands.parts(of: "   ") == [])
    }

    @Test func noneTypesEveryWord() {
        #expect(SpokenCommands.none.parts(of: "Hello. New line.") == [.text("Hello. New line.")])
        #expect(SpokenCommands.none.command(for: "Scratch that.") == nil)
    }

    @Test func otherLanguagesCanBringTheirOwnTable() {
        let german = SpokenCommands(["Neue Zeile": .insert(.lineBreak("\n")), "Komma": .insert(.punctuation(","))])
        #expect(german.parts(of: "Hallo. Neue Zeile. Tschüss.")
            == [.text("Hallo."), .command(newLine), .text("Tschüss.")])
        #expect(german.command(for: "new line") == nil)
    }

    @Test func languageCodesPickATable() {
        #expect(SpokenCommands.forLanguage("en").command(for: "comma") == comma)
        #expect(SpokenCommands.forLanguage("en-GB").command(for: "comma") == comma)
        #expect(SpokenCommands.forLanguage("de").command(for: "comma") == nil)
        #expect(SpokenCommands.forLanguage("auto").command(for: "comma") == nil)
    }
}
