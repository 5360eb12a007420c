import Foundation
import Testing
import TestSupport

/// `--settle`, and the choice each front end makes without it: `accurate` where the words are
/// shown as they are heard, `quick` where only settled text appears.
@Suite("Settling quick or accurate", .exclusive)
struct SettlingChoiceTests {
    @Test("in a pipe the text settles quick; --settle accurate settles at a sentence's pause, with the same words")
    func pipeChoosesQuick() async throws {
        let quick = try await DictateBinary.run(["--file", DictateBinary.audio("meeting.wav"), "-v"])
        #expect(quick.status == 0, "\(quick.standardError)")
        #expect(quick.standardError.contains("settling quick: at pauses of 0.3 s, in windows of up to 10 s"), "\(quick.standardError)")
        let accurate = try await DictateBinary.run(["--file", DictateBinary.audio("meeting.wav"), "-v", "--settle", "accurate"])
        #expect(accurate.status == 0, "\(accurate.standardError)")
        #expect(accurate.standardError.contains("settling accurate: at pauses of 1.0 s, in windows of up to 28 s"), "\(accurate.standardError)")
        let words = accurate.standardOutput.lowercased()
        for word in ["move", "team", "thursday", "afternoon", "agenda", "everyone"] { #expect(words.contains(word), "\(words)") }
    }

    @Test("on a terminal, where the tentative words are drawn as they are heard, the text settles accurate; --settle quick overrides")
    func terminalChoosesAccurate() async throws {
        let scratch = try DictateBinary.scratchDirectory()
        let shown = scratch.appendingPathComponent("shown.log"), forced = scratch.appendingPathComponent("forced.log")
        let tmux = Tmux()
        defer { tmux.kill() }
        let file = DictateBinary.quoted(DictateBinary.audio("fox.wav")), binary = DictateBinary.quoted(DictateBinary.path)
        try await tmux.start("\(binary) --file \(file) -v 2>\(shown.path); \(binary) --file \(file) -v --settle quick 2>\(forced.path); echo finished; sleep 30")
        let (screen, finished) = try await tmux.waitForScreen(timeout: .seconds(120)) { $0.contains("finished") }
        #expect(finished, "\(screen)")
        let first = try String(contentsOf: shown, encoding: .utf8), second = try String(contentsOf: forced, encoding: .utf8)
        #expect(first.contains("settling accurate"), "\(first)")
        #expect(second.contains("settling quick"), "\(second)")
        #expect(screen.lowercased().contains("lazy dog"), "\(screen)")
    }

    @Test("settling accurate with base, tiny.en shows the live words by default; --live-model none leaves base alone")
    func liveModelByDefault() async throws {
        let paired = try await DictateBinary.run(["--file", DictateBinary.audio("fox.wav"), "-v", "--settle", "accurate", "--model", "base"])
        #expect(paired.status == 0, "\(paired.standardError)")
        #expect(paired.standardError.contains("live passes decoded by tiny.en"), "\(paired.standardError)")
        #expect(paired.standardError.contains("live (tiny.en) pass over"), "\(paired.standardError)")
        #expect(paired.standardOutput.lowercased().contains("lazy dog"), "\(paired.standardOutput)")
        let alone = try await DictateBinary.run(["--file", DictateBinary.audio("fox.wav"), "-v", "--settle", "accurate", "--model", "base", "--live-model", "none"])
        #expect(alone.status == 0, "\(alone.standardError)")
        #expect(!alone.standardError.contains("tiny.en"), "\(alone.standardError)")
        #expect(alone.standardOutput == paired.standardOutput, "the settled text is base's either way")
        let config = try DictateBinary.scratchDirectory()
        try FileManager.default.createDirectory(at: config.appendingPathComponent("dictate"), withIntermediateDirectories: true)
        try "live-model = none\n".write(to: config.appendingPathComponent("dictate/config"), atomically: true, encoding: .utf8)
        let configured = try await DictateBinary.run(["--file", DictateBinary.audio("fox.wav"), "-v", "--settle", "accurate", "--model", "base"],
                                                     environment: ["XDG_CONFIG_HOME": config.path])
        #expect(configured.status == 0, "\(configured.standardError)")
        #expect(!configured.standardError.contains("tiny.en"), "the settings file's live-model = none: \(configured.standardError)")
        let quick = try await DictateBinary.run(["--file", DictateBinary.audio("fox.wav"), "-v", "--model", "base"])
        #expect(quick.status == 0, "\(quick.standardError)")
        #expect(!quick.standardError.contains("tiny.en"), "settling quick keeps one model: \(quick.standardError)")
    }

    @Test("--live-model with --settle quick is a usage error, and a live model not installed is named")
    func liveModelRefusals() async throws {
        let quick = try await DictateBinary.run(["--file", DictateBinary.audio("fox.wav"), "--settle", "quick", "--live-model", "tiny.en"])
        #expect(quick.status == 64, "\(quick.standardError)")
        #expect(quick.standardError.contains("--live-model applies when settling accurate"), "\(quick.standardError)")
        let missing = try await DictateBinary.run(["--file", DictateBinary.audio("fox.wav"), "--live-model", "tiny.xx"])
        #expect(missing.status == 69, "\(missing.standardError)")
        #expect(missing.standardError.contains("tiny.xx"), "\(missing.standardError)")
    }

    @Test("a choice that is neither is a usage error")
    func badChoice() async throws {
        let result = try await DictateBinary.run(["--file", DictateBinary.audio("fox.wav"), "--settle", "soon"])
        #expect(result.status == 64, "\(result.standardError)")
        #expect(result.standardError.contains("quick") && result.standardError.contains("accurate"), "\(result.standardError)")
    }
}
