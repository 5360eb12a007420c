import Foundation
import Testing
import TestSupport

/// Replacements reach the focused window: the typed text is the replaced one, and a rule on a word
/// of a spoken command leaves the command acting.
@Suite("Replaced words typed into the focused window", .serialized, .exclusive)
struct TypedReplacementsTests {
    @Test("X11: \"Dear Anna, new line. Thank you for the flowers\" is typed with the person's words, the line still broken")
    func x11() async throws {
        let home = try DictateBinary.scratchDirectory()
        let rules = home.appendingPathComponent("mine")
        try "anna -> Anneliese\nline -> lane\nflowers -> roses\n".write(to: rules, atomically: true, encoding: .utf8)
        try await X11TestDisplay.with { display in
            let terminal = try await display.openTerminal()
            let result = try await ChildProcess.run(
                [DictateBinary.path, "--file", DictateBinary.audio("commands.wav"), "--offline", "--type", "--replacements", rules.path],
                environment: display.environment)
            #expect(result.status == 0, "\(result.standardError)")
            _ = try await ChildProcess.run(["xdotool", "key", "Return"], environment: display.environment)
            let typed = await terminal.text(awaitingLines: 2)
            let lines = typed.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.count == 3, "two lines and the Return after them: \(typed.debugDescription)")
            #expect(lines.first?.hasPrefix("Dear Anneliese") == true, "\(typed.debugDescription)")
            #expect(lines.dropFirst().first?.hasPrefix("Thank you for the roses") == true, "\(typed.debugDescription)")
            #expect(!typed.lowercased().contains("lane"), "\(typed.debugDescription)")
        }
    }
}
