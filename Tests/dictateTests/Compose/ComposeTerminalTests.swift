import Foundation
import Testing
import TestSupport

/// `dictate compose` in a real terminal, through tmux. Enabled when the binary has been built.
@Suite("dictate compose in a terminal", .exclusive)
struct ComposeTerminalTests {
    /// About eight seconds of the scripted speaker, so that a test stopping it part-way still stops it
    /// part-way on a loaded machine. Its last word is "goodbye".
    private static let script = "one two three four five six seven eight nine ten eleven twelve and then "
        + Array(repeating: "some more words to say", count: 10).joined(separator: " ") + " and goodbye"

    /// The field's first row, without the border.
    private func field(_ screen: String) -> String { CardScreen.field(screen) }

    /// What a file written by the shell after the program exits holds, once it is there.
    private func contents(of file: URL) async -> String? {
        for _ in 0..<200 {
            if let text = try? String(contentsOf: file, encoding: .utf8), !text.isEmpty { return text }
            try? await Task.sleep(for: .milliseconds(50))
        }
        return nil
    }

    @Test func typingShowsInTheCard() async throws {
        let tmux = Tmux()
        defer { tmux.kill() }
        try await tmux.start(DictateBinary.command())
        _ = try await tmux.waitForScreen { $0.contains("[ Send ]") }
        try await tmux.type("Hello card")
        let (screen, ok) = try await tmux.waitForScreen { field($0) == "Hello card" }
        #expect(ok, "\(screen)")
        #expect(screen.contains("╭") && screen.contains("╯"))
    }

    @Test func dictatingThenDoneKeepsTheWordsAfterTypedText() async throws {
        let tmux = Tmux()
        defer { tmux.kill() }
        try await tmux.start(DictateBinary.command(script: Self.script))
        _ = try await tmux.waitForScreen { $0.contains("[ Send ]") }
        try await tmux.type("Note:  ")
        try await tmux.press("C-d")
        let (recording, started) = try await tmux.waitForScreen { $0.contains("[ Cancel ]") && $0.contains("two") }
        #expect(started, "\(recording)")
        #expect(recording.contains("●") && recording.contains("[ Done ]"))
        try await tmux.press("Enter")
        let (done, finished) = try await tmux.waitForScreen { $0.contains("[ Mic ]") }
        #expect(finished, "\(done)")
        #expect(field(done).hasPrefix("Note: one two"))
        #expect(!done.contains("goodbye"), "Done stopped the dictation early")
    }

    @Test func cancelPutsTheTypedTextBack() async throws {
        let tmux = Tmux()
        defer { tmux.kill() }
        try await tmux.start(DictateBinary.command(script: Self.script))
        _ = try await tmux.waitForScreen { $0.contains("[ Send ]") }
        try await tmux.type("keep me")
        try await tmux.press("C-d")
        _ = try await tmux.waitForScreen { $0.contains("one two") }
        try await tmux.press("Escape")
        let (screen, ok) = try await tmux.waitForScreen { $0.contains("[ Mic ]") }
        #expect(ok)
        #expect(field(screen) == "keep me")
    }

    @Test func aFailingSendCommandShowsItsLastErrorLineAndKeepsTheText() async throws {
        let tmux = Tmux()
        defer { tmux.kill() }
        let command = "echo warming up >&2; echo the server said no >&2; exit 3"
        try await tmux.start(DictateBinary.command(["--send-command", command]))
        _ = try await tmux.waitForScreen { $0.contains("[ Send ]") }
        try await tmux.type("Try this")
        try await tmux.press("Enter")
        let (screen, ok) = try await tmux.waitForScreen { $0.contains("the server said no") }
        #expect(ok, "\(screen)")
        #expect(!screen.contains("warming up"))
        #expect(field(screen) == "Try this")
    }

    @Test func aSucceedingSendCommandGetsTheTrimmedTextAndClearsTheField() async throws {
        let tmux = Tmux()
        defer { tmux.kill() }
        let directory = try DictateBinary.scratchDirectory()
        let output = directory.appendingPathComponent("sent.txt")
        try await tmux.start(DictateBinary.command(["--send-command", "cat >> \(DictateBinary.quoted(output.path))"]))
        _ = try await tmux.waitForScreen { $0.contains("[ Send ]") }
        try await tmux.type("  See you at six  ")
        // The field shows "Message" before the typing arrives too: wait for the words, then for the send.
        _ = try await tmux.waitForScreen { $0.contains("See you at six") }
        try await tmux.press("Enter")
        let (screen, ok) = try await tmux.waitForScreen { field($0) == "Message" }
        #expect(ok, "\(screen)")
        #expect(try String(contentsOf: output, encoding: .utf8) == "See you at six\n")
    }

    @Test func withoutASendCommandTheMessageGoesToStandardOutput() async throws {
        let tmux = Tmux()
        defer { tmux.kill() }
        let directory = try DictateBinary.scratchDirectory()
        let output = directory.appendingPathComponent("message.txt")
        let inner = DictateBinary.command().replacingOccurrences(of: "exec ", with: "")
        try await tmux.start("msg=$(\(inner)); printf '%s|%s' \"$msg\" $? > \(DictateBinary.quoted(output.path)); sleep 30")
        _ = try await tmux.waitForScreen { $0.contains("[ Send ]") }
        try await tmux.type("captured words ")
        try await tmux.press("Enter")
        #expect(await contents(of: output) == "captured words|0")
    }

    @Test func theDraftSurvivesAKill() async throws {
        let directory = try DictateBinary.scratchDirectory()
        let draft = directory.appendingPathComponent("draft.txt")
        let tmux = Tmux()
        defer { tmux.kill() }
        try await tmux.start(DictateBinary.command(["--draft", draft.path], script: Self.script))
        _ = try await tmux.waitForScreen { $0.contains("[ Send ]") }
        try await tmux.type("typed")
        try await tmux.press("C-d")
        _ = try await tmux.waitForScreen { $0.contains("typed one two") }
        #expect(kill(try await tmux.panePID(), SIGKILL) == 0)
        let saved = try String(contentsOf: draft, encoding: .utf8)
        #expect(saved.hasPrefix("typed one two"))
        let attributes = try FileManager.default.attributesOfItem(atPath: draft.path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)

        let again = Tmux()
        defer { again.kill() }
        try await again.start(DictateBinary.command(["--draft", draft.path]))
        let (screen, ok) = try await again.waitForScreen { field($0).hasPrefix("typed one two") }
        #expect(ok, "\(screen)")
    }

    @Test func ctrlCQuitsKeepingTheDraft() async throws {
        let directory = try DictateBinary.scratchDirectory()
        let draft = directory.appendingPathComponent("draft.txt")
        let status = directory.appendingPathComponent("status.txt")
        let tmux = Tmux()
        defer { tmux.kill() }
        let inner = DictateBinary.command(["--draft", draft.path]).replacingOccurrences(of: "exec ", with: "")
        try await tmux.start("\(inner); echo $? > \(DictateBinary.quoted(status.path)); sleep 30")
        _ = try await tmux.waitForScreen { $0.contains("[ Send ]") }
        try await tmux.type("for later")
        try await tmux.press("C-c")
        #expect(await contents(of: status) == "130\n")
        #expect(try String(contentsOf: draft, encoding: .utf8) == "for later")
    }

    @Test func aTinyTerminalGetsAClearMessage() async throws {
        let tmux = Tmux()
        defer { tmux.kill() }
        try await tmux.start(DictateBinary.command(), columns: 24, rows: 5)
        let (screen, ok) = try await tmux.waitForScreen { $0.contains("Make the terminal") }
        #expect(ok, "\(screen)")
    }
}
