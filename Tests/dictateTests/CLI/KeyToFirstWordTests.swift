import Foundation
import Testing
import TestSupport

/// Capture starts before any model loads: a word said right after the key's command is kept,
/// whatever the size of the model that settles it.
///
/// The word is played 150 ms after the key's command, or once the dictation's log says capture
/// started if that is later (a busy machine starts programs slower; how soon capture starts is
/// measured in docs/BENCHMARKS.md, not here). Either way no model has loaded yet.
@Suite("A word said right after the key", .exclusive)
struct KeyToFirstWordTests {
    @Test("toggle: a word said right after the key's command is transcribed, with tiny.en alone and with tiny.en live and base settling",
          arguments: [["--model", "tiny.en", "--live-model", "none"], ["--model", "base", "--live-model", "tiny.en"]])
    func wordRightAfterTheKey(models: [String]) async throws {
        let sound = try await TestSoundServer()
        defer { sound.stop() }
        let desktop = try BackgroundDictations()
        defer { desktop.cleanUp() }
        // The answer with a fifth of a second before it instead of its second of silence. A null
        // sink's monitor delivers nothing for about 1.5 s after a capture connects to it, so a word
        // at the file's first sample would be the capture's first sample too, a start tiny.en
        // sometimes drops ("Please"), where a microphone would have delivered the room before it.
        let word = desktop.folder.appendingPathComponent("yes-please.wav").path
        let trimmed = try await ChildProcess.run(["sox", DictateBinary.audio("answer-yes-please.wav"), word,
                                                  "silence", "1", "0.02", "1%", "pad", "0.2", "0"])
        try #require(trimmed.status == 0, "\(trimmed.standardError)")
        let extra = ["PULSE_SERVER": sound.server]

        let key = ContinuousClock.now
        let toggle = Task {
            try await desktop.run(["toggle", "--no-notify", "-v", "--settle", "accurate", "--device", sound.monitor] + models, extra: extra)
        }
        try await Task.sleep(until: key + .milliseconds(150))
        #expect(await eventually { desktop.log.contains("capture started") }, "\(Self.summary(desktop.log))")
        try await sound.play(word)
        let start = try await toggle.value
        #expect(start.status == 0, "\(start.standardError)")
        #expect(try await desktop.waitForRecording(segments: 1), "waited for the answer to settle:\n\(Self.summary(desktop.log))")
        let end = try await desktop.run(["toggle"], extra: extra)
        #expect(end.status == 0, "\(end.standardError)")
        #expect(await eventually { desktop.log.contains("dictation ended") }, "\(Self.summary(desktop.log))")

        let lines = desktop.log.split(separator: "\n")
        let captured = try #require(lines.firstIndex { $0.contains("capture started") }, "\(Self.summary(desktop.log))")
        let loaded = try #require(lines.firstIndex { $0.contains("] info: loaded ") }, "\(Self.summary(desktop.log))")
        #expect(captured < loaded, "capture started before the first model loaded:\n\(Self.summary(desktop.log))")
        let text = desktop.log.lowercased()
        #expect(text.contains("yes") && text.contains("please"), "the words said right after the key:\n\(Self.summary(desktop.log))")
    }

    /// The log without whisper.cpp's own lines, which `-v` adds by the hundred: what a failure shows.
    static func summary(_ log: String) -> String {
        log.split(separator: "\n").filter { line in
            !line.contains("[whisper]")
        }.joined(separator: "\n")
    }
}
