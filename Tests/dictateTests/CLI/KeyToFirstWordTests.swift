import Foundation
import Testing
import TestSupport

/// Capture starts before any model loads: a word said right after the key's command is kept,
/// whatever the size of the model that settles it.
@Suite("A word said right after the key", .exclusive)
struct KeyToFirstWordTests {
    @Test("toggle: a word said 150 ms after the key's command is transcribed, with tiny.en alone and with tiny.en live and base settling",
          arguments: [["--model", "tiny.en", "--live-model", "none"], ["--model", "base", "--live-model", "tiny.en"]])
    func wordRightAfterTheKey(models: [String]) async throws {
        let sound = try await TestSoundServer()
        defer { sound.stop() }
        let desktop = try BackgroundDictations()
        defer { desktop.cleanUp() }
        // The answer without the silence before it: the word starts where the file does.
        let word = desktop.folder.appendingPathComponent("yes-please.wav").path
        let trimmed = try await ChildProcess.run(["sox", DictateBinary.audio("answer-yes-please.wav"), word, "silence", "1", "0.02", "1%"])
        try #require(trimmed.status == 0, "\(trimmed.standardError)")
        let extra = ["PULSE_SERVER": sound.server]

        let key = ContinuousClock.now
        let toggle = Task {
            try await desktop.run(["toggle", "--no-notify", "--settle", "accurate", "--device", sound.monitor] + models, extra: extra)
        }
        try await Task.sleep(until: key + .milliseconds(150))
        try await sound.play(word)
        let start = try await toggle.value
        #expect(start.status == 0, "\(start.standardError)")
        let end = try await desktop.run(["toggle"], extra: extra)
        #expect(end.status == 0, "\(end.standardError)")
        #expect(await eventually { desktop.log.contains("dictation ended") }, "\(desktop.log)")
        let captureStarted = desktop.log.split(separator: "\n").first { $0.contains("capture started") } ?? "no capture line"
        #expect(desktop.log.lowercased().contains("yes"), "the word said 150 ms after the key (\(captureStarted)):\n\(desktop.log)")
        #expect(desktop.log.lowercased().contains("please"), "\(desktop.log)")
    }
}
