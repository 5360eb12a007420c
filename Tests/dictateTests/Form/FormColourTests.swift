import DictationComposer
import Foundation
import Testing
import TestSupport

/// The colours a field's state gives its underline, read off a real terminal through tmux: orange
/// while it records, grey when empty, green when valid, red (with a red message) when not.
@Suite("dictate form: field colours on screen", .exclusive)
struct FormColourTests {

    private func rgb(_ role: ColorRole, _ theme: Theme) -> StyledRow.Color {
        let color = theme.color(role)
        return .rgb(Int(color.red), Int(color.green), Int(color.blue))
    }

    /// The colours of the underline below field `label` (its label, or its placeholder while it is
    /// empty and unfocused), and of its message row's text.
    private func colours(of label: String, in rows: [StyledRow]) -> (rule: Set<StyledRow.Color?>, message: Set<StyledRow.Color?>) {
        let isRule: (StyledRow) -> Bool = { $0.text.contains("━") || $0.text.contains("─") }
        guard let index = rows.firstIndex(where: { $0.text.trimmingCharacters(in: CharacterSet(charactersIn: " ›")) == label }),
              let ruleIndex = rows[index...].firstIndex(where: isRule), ruleIndex + 1 < rows.count else { return ([], []) }
        let rule = Set(rows[ruleIndex].cells.filter { $0.character == "━" || $0.character == "─" }.map(\.foreground))
        let message = Set(rows[ruleIndex + 1].cells.filter { !$0.character.isWhitespace }.map(\.foreground))
        return (rule, message)
    }

    @Test(arguments: [("dark", Theme.dark), ("light", Theme.light)])
    func eachStateHasItsColour(_ name: String, _ theme: Theme) async throws {
        let result = try DictateBinary.scratchDirectory().appendingPathComponent("result")
        let command = FormHarness.command(script: FormHarness.longAnswer + "|seventy", arguments: ["--example", "--theme", name],
                                          result: result)
        let tmux = Tmux()
        defer { tmux.kill() }
        try await tmux.start("COLORTERM=truecolor; export COLORTERM; unset NO_COLOR; " + command, columns: 80, rows: 24)
        _ = try await tmux.waitForScreen { $0.contains("Your details") && $0.contains("Email") }

        let empty = colours(of: "Surname", in: StyledRow.rows(try await tmux.styledScreen()))
        #expect(empty.rule == [rgb(.textTertiary, theme)], "\(empty)")
        try await tmux.type(" ")
        let (recording, began) = try await tmux.waitForScreen { $0.contains("●") && $0.contains("Brewster") }
        #expect(began, "\(recording)")
        #expect(colours(of: "Name", in: StyledRow.rows(try await tmux.styledScreen())).rule == [rgb(.warning, theme)])
        try await tmux.type(" ")
        _ = try await tmux.waitForScreen { FormHarness.ended(withPartOfTheLongAnswerIn: "Name", on: $0) }
        #expect(colours(of: "Name", in: StyledRow.rows(try await tmux.styledScreen())).rule == [rgb(.success, theme)])

        try await tmux.press("Tab")
        try await tmux.press("Tab")
        try await tmux.type(" ")
        let (invalid, shown) = try await tmux.waitForScreen { $0.contains("Age must be between 18 and 65") }
        #expect(shown, "\(invalid)")
        let age = colours(of: "Age", in: StyledRow.rows(try await tmux.styledScreen()))
        #expect(age.rule == [rgb(.danger, theme)])
        #expect(age.message == [rgb(.danger, theme)])
        #expect(rgb(.warning, theme) != rgb(.success, theme) && rgb(.success, theme) != rgb(.danger, theme)
                && rgb(.danger, theme) != rgb(.textTertiary, theme))
    }
}
