import Foundation
import Testing
import TestSupport

/// Dictation on a machine with more busy threads than cores: every phrase of a quiet run's
/// transcript must still arrive, in a pipe and on a terminal, though words may be heard
/// differently. Decoding may fall behind and take longer after Done; it may not skip audio.
@Suite("Dictation under CPU load", .serialized, .exclusive)
struct LoadTests {
    static let clip = DictateBinary.audio("paragraph.wav")

    /// Busy processes: one per core, so that with dictate's own threads the machine is oversubscribed.
    static var busyCount: Int { max(ProcessInfo.processInfo.activeProcessorCount, 2) }

    /// The reference: the whole clip decoded in one pass, without added load.
    static func quietTranscript() async throws -> String {
        let result = try await DictateBinary.run(["--file", clip, "--offline"])
        try #require(result.status == 0, "\(result.standardError)")
        return result.standardOutput
    }

    /// Recognition may differ under load (a word heard as another, or three as one: "bread, milk,
    /// eggs" as "Erg"); whole phrases may not vanish (the engine before this check lost 38 of 52).
    static func expectAllPhrases(_ text: String, of reference: String, _ context: String) {
        let coverage = WordCoverage(reference: reference, text: text)
        #expect(coverage.longestDeletedRun < 5, "\(context): a phrase was lost.\nquiet: \(reference)\nloaded: \(text)")
        #expect(coverage.deletedShare <= 0.15, "\(context): \(coverage.deleted) of \(coverage.total) words lost.\nquiet: \(reference)\nloaded: \(text)")
    }

    @Test("in a pipe, every phrase of the quiet run arrives")
    func pipe() async throws {
        let reference = try await Self.quietTranscript()
        let busy = try BusyProcesses(count: Self.busyCount)
        // Without a wait policy of the test runner's: dictate's own choice is what is tested.
        var environment = ProcessInfo.processInfo.environment
        environment["OMP_WAIT_POLICY"] = nil
        let result = try await ChildProcess.run([DictateBinary.path, "--file", Self.clip, "--realtime"], environment: environment)
        await busy.stop()
        #expect(result.status == 0, "\(result.standardError)")
        Self.expectAllPhrases(result.standardOutput, of: reference, "pipe")
    }

    @Test("on a terminal, every phrase of the quiet run arrives")
    func terminal() async throws {
        let reference = try await Self.quietTranscript()
        let tmux = Tmux()
        defer { tmux.kill() }
        let busy = try BusyProcesses(count: Self.busyCount)
        try await tmux.start("env -u OMP_WAIT_POLICY \(DictateBinary.quoted(DictateBinary.path)) --file \(DictateBinary.quoted(Self.clip)) --realtime; echo \"exit $?\"; sleep 60",
                       columns: 200, rows: 20)
        let (screen, ended) = try await tmux.waitForScreen { $0.contains("exit ") }
        await busy.stop()
        #expect(ended, "dictate did not finish:\n\(screen)")
        #expect(screen.contains("exit 0"), "\(screen)")
        let text = try await tmux.unwrappedScreen().components(separatedBy: "exit ")[0]
        Self.expectAllPhrases(text, of: reference, "terminal")
    }
}
