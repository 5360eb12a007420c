import DictationComposer
import Foundation
import Testing
import TestSupport

/// The compose card's and the form's colours in a real terminal, through tmux: which theme
/// `--theme` and the detected background give, and that the surface is painted. tmux 3.3 answers an
/// OSC 11 query from the pane with the window style's background when one is set, and does not
/// answer without one.
@Suite("dictate compose and form colours on light and dark terminals", .exclusive)
struct ComposeThemeTests {
    /// One way of starting compose and the theme it must draw with.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var arguments: [String] = []
        /// The pane's default background, which tmux reports to OSC 11; `nil` for no answer.
        var terminalBackground: String?
        var colorFGBG: String?
        var expectsLight: Bool
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "--theme light on a terminal that says dark", arguments: ["--theme", "light"], colorFGBG: "15;0",
             expectsLight: true),
        Case(name: "--theme dark on a light terminal", arguments: ["--theme", "dark"], terminalBackground: "#f0f0e8",
             expectsLight: false),
        Case(name: "auto: the terminal reports a light background, over COLORFGBG", terminalBackground: "#f0f0e8",
             colorFGBG: "15;0", expectsLight: true),
        Case(name: "auto: the terminal reports a dark background, over COLORFGBG", terminalBackground: "#101018",
             colorFGBG: "0;15", expectsLight: false),
        Case(name: "auto: no answer, COLORFGBG=0;15", colorFGBG: "0;15", expectsLight: true),
        Case(name: "auto: no answer and no COLORFGBG is dark", expectsLight: false),
    ]

    /// Starts compose in `tmux` for `testCase`, with 24-bit colour unless `trueColor` is off.
    private func start(_ tmux: Tmux, _ testCase: Case, trueColor: Bool = true, noColor: Bool = false) async throws {
        var environment: [String: String] = [:]
        if trueColor { environment["COLORTERM"] = "truecolor" }
        if noColor { environment["NO_COLOR"] = "1" }
        if let colorFGBG = testCase.colorFGBG { environment["COLORFGBG"] = colorFGBG }
        let unset = ["COLORTERM", "COLORFGBG", "NO_COLOR"].filter { environment[$0] == nil }
        try await tmux.start(DictateBinary.command(testCase.arguments, environment: environment, unset: unset),
                       background: testCase.terminalBackground)
    }

    /// The card's rows once `text` is typed into it: the top border, the field row and the key hint.
    private func cardRows(_ tmux: Tmux, typing text: String) async throws -> (top: StyledRow, field: StyledRow, hint: StyledRow)? {
        _ = try await tmux.waitForScreen { $0.contains("[ Send ]") }
        try await tmux.type(text)
        let (screen, ok) = try await tmux.waitForScreen { CardScreen.field($0) == text }
        guard ok else {
            Issue.record("the card never showed \(text): \(screen)")
            return nil
        }
        let rows = StyledRow.rows(try await tmux.styledScreen())
        guard let top = rows.firstIndex(where: { $0.text.hasPrefix("╭") }), top + 4 < rows.count else {
            Issue.record("no card on screen: \(screen)")
            return nil
        }
        return (rows[top], rows[top + 1], rows[top + 4])
    }

    private func rgb(_ color: RGBColor) -> StyledRow.Color { .rgb(Int(color.red), Int(color.green), Int(color.blue)) }

    @Test(arguments: cases)
    func theCardIsDrawnInTheExpectedTheme(_ testCase: Case) async throws {
        let tmux = Tmux()
        defer { tmux.kill() }
        try await start(tmux, testCase)
        guard let card = try await cardRows(tmux, typing: "Hello") else { return }
        let theme: Theme = testCase.expectsLight ? .light : .dark
        let other: Theme = testCase.expectsLight ? .dark : .light

        // The surface is painted behind every cell of the card's rows, edge to edge.
        for row in [card.top, card.field, card.hint] {
            #expect(row.cells.count == 100, "\(row.text)")
            #expect(row.cells.allSatisfy { $0.background == rgb(theme.color(.surface)) }, "\(row.cells.map(\.background))")
        }
        let typed = card.field.cells.first { $0.character == "H" }
        #expect(typed?.foreground == rgb(theme.color(.textPrimary)))
        #expect(typed?.foreground != rgb(other.color(.textPrimary)))
        #expect(card.field.cells.first?.foreground == rgb(theme.color(.separator)))
        #expect(card.hint.cells.first { $0.character != " " }?.foreground == rgb(theme.color(.textTertiary)))
        #expect(card.field.cells.first?.background != rgb(other.color(.surface)))
    }

    @Test func a256ColourTerminalGetsIndexedColoursThatDifferByTheme() async throws {
        var surfaces: [StyledRow.Color?] = []
        for choice in ["light", "dark"] {
            let tmux = Tmux()
            defer { tmux.kill() }
            try await start(tmux, Case(name: choice, arguments: ["--theme", choice], expectsLight: choice == "light"), trueColor: false)
            guard let card = try await cardRows(tmux, typing: "Hi") else { return }
            let backgrounds = Set(card.field.cells.map(\.background))
            #expect(backgrounds.count == 1, "one surface across the row: \(backgrounds)")
            guard case .indexed = backgrounds.first ?? nil else {
                Issue.record("not a palette colour: \(backgrounds)")
                return
            }
            surfaces.append(backgrounds.first ?? nil)
        }
        #expect(surfaces.count == 2 && surfaces[0] != surfaces[1], "\(surfaces)")
    }

    @Test func noColorGivesNoColourCodesWhateverTheTheme() async throws {
        let tmux = Tmux()
        defer { tmux.kill() }
        try await start(tmux, Case(name: "NO_COLOR", arguments: ["--theme", "light"], terminalBackground: "#f0f0e8", expectsLight: true),
                  noColor: true)
        guard let card = try await cardRows(tmux, typing: "Hello") else { return }
        #expect(card.field.text.hasPrefix("│ Hello"))
        let styled = try await tmux.styledScreen()
        let colored = StyledRow.rows(styled).flatMap(\.cells).filter { $0.foreground != nil || $0.background != nil }
        #expect(colored.isEmpty, "\(colored.prefix(5).map { "\($0.character) \(String(describing: $0.foreground)) \(String(describing: $0.background))" })")
        #expect(!styled.contains("38;") && !styled.contains("48;"))
    }

    @Test func aLateBackgroundAnswerIsNotTyped() async throws {
        let tmux = Tmux()
        defer { tmux.kill() }
        try await start(tmux, Case(name: "dark", arguments: ["--theme", "dark"], expectsLight: false))
        _ = try await tmux.waitForScreen { $0.contains("[ Send ]") }
        try await tmux.type("ab")
        try await tmux.type("\u{1B}]11;rgb:ffff/ffff/ffff\u{07}")
        try await tmux.type("cd\u{1B}]11;rgb:0/0/0\u{1B}\\ef")
        let (screen, ok) = try await tmux.waitForScreen { CardScreen.field($0) == "abcdef" }
        #expect(ok, "\(screen)")
    }

    @Test func theFormPaintsItsWholeScreenInTheChosenTheme() async throws {
        let tmux = Tmux()
        defer { tmux.kill() }
        try await tmux.start(DictateBinary.command(["--example", "--theme", "light"], environment: ["COLORTERM": "truecolor"],
                                             unset: ["NO_COLOR", "COLORFGBG"], subcommand: "form"),
                       columns: 80, rows: 24)
        let (screen, ok) = try await tmux.waitForScreen { $0.contains("Your details") && $0.contains("Email") }
        #expect(ok, "\(screen)")
        let rows = StyledRow.rows(try await tmux.styledScreen())
        let surface = rgb(Theme.light.color(.surface))
        #expect(rows.count == 24)
        for (index, row) in rows.enumerated() where !row.text.contains("Language") {
            #expect(row.cells.count == 80 && row.cells.allSatisfy { $0.background == surface }, "row \(index + 1): \(row.text)")
        }
        let title = rows.first { $0.text.contains("Your details") }?.cells.first { $0.character == "Y" }
        #expect(title?.foreground == rgb(Theme.light.color(.textPrimary)))
        // The focused field is empty: its underline is the theme's grey.
        let rule = rows.first { $0.text.contains("━") }?.cells.first { $0.character == "━" }
        #expect(rule?.foreground == rgb(Theme.light.color(.textTertiary)))
    }

    @Test(arguments: ["compose", "form"])
    func anUnknownThemeIsAUsageErrorNamingTheChoices(_ command: String) async throws {
        let result = try await DictateBinary.run([command, "--theme", "sepia"])
        #expect(result.status == 64, "\(result.standardError)")
        #expect(result.standardError.contains("--theme"), "\(result.standardError)")
        #expect(result.standardError.contains("auto, light, dark"), "\(result.standardError)")
    }

    @Test func helpManPageAndCompletionsOfferTheThemes() async throws {
        let help = try await DictateBinary.run(["compose", "--help"])
        #expect(help.standardOutput.contains("--theme") && help.standardOutput.contains("COLORFGBG"), "\(help.standardOutput)")
        let manual = try await DictateBinary.run(["help", "--man"])
        #expect(manual.standardOutput.contains("theme"))
        for shell in ["bash", "zsh", "fish"] {
            let script = try await DictateBinary.run(["completions", shell]).standardOutput
            #expect(script.contains("theme") && script.contains("light"), "\(shell)")
        }
    }
}
