import Foundation
import Testing
import TestSupport

/// `dictate compose --send-to`'s option checks, which come before any terminal or display is needed.
@Suite("compose --send-to options")
struct SendToOptionTests {
    @Test("--send-to with --send-command is a usage error", arguments: [
        ["--send-to", "type", "--send-command", "cat"],
        ["--typer", "xdotool"],
        ["--send-to", "clipboard", "--typer", "xdotool"],
        ["--send-to", "type", "--paste-keys", "shift-insert"],
        ["--send-to", "mail"],
    ])
    func usageErrors(_ arguments: [String]) async throws {
        let result = try await DictateBinary.run(["compose"] + arguments)
        #expect(result.status == 64, "\(result.standardError)")
        #expect(result.standardError.contains("--"), "\(result.standardError)")
    }

    @Test("--send-to type with no graphical session says so before the card opens")
    func noDisplay() async throws {
        let result = try await DictateBinary.run(["compose", "--send-to", "type"],
                                                 environment: ["DISPLAY": "", "WAYLAND_DISPLAY": "", "XDG_SESSION_TYPE": ""])
        #expect(result.status == 69, "\(result.standardError)")
        #expect(result.standardError.contains("WAYLAND_DISPLAY"), "\(result.standardError)")
    }
}
