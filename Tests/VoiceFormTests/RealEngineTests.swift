import Foundation
import SpeechEngine
import Testing
import TestSupport
import VoiceForm

/// The spoken-value converters over what whisper really writes: espeak says each answer, the
/// real engine (tiny.en) transcribes the recording inside a form session, and the field's value
/// must come out fit for its kind.
@MainActor
@Suite("Spoken values over the real engine", .exclusive)
struct RealEngineTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// A 16 kHz mono recording of `text` in espeak's voice, `gap` tens of milliseconds between words.
    private func recording(_ text: String, gap: Int) async throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("voiceform-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let raw = directory.appendingPathComponent("raw.wav").path
        let clip = directory.appendingPathComponent("clip.wav")
        let spoken = try await ChildProcess.run(["espeak-ng", "-v", "en-us", "-s", "150", "-g", String(gap), "-w", raw, text])
        #expect(spoken.status == 0, "espeak-ng: \(spoken.standardError)")
        let converted = try await ChildProcess.run(["sox", "-q", raw, "-r", "16000", "-c", "1", "-b", "16", clip.path,
                                                    "pad", "0.3", "0.8"])
        #expect(converted.status == 0, "sox: \(converted.standardError)")
        return clip
    }

    /// Without a gap espeak slurs "smith at" past recognition: each phrase gets the pace a person
    /// would use for it. whisper writes "three hundred and twelve" as "300 and 12", half digits and
    /// half words. (espeak's "forty two" is a poor probe: whisper hears it as "42", "for the two" or
    /// "4D2" depending on the pace and the encoder's context.)
    @Test(arguments: [
        ("my email is john dot smith at example dot com", 15, FieldKind.email, "john.smith@example.com"),
        ("three hundred and twelve", 0, FieldKind.number, "312"),
        ("the third of May twenty twenty five", 0, FieldKind.date, "2025-05-03"),
    ])
    func whisperSpellingsBecomeValues(spoken: String, gap: Int, kind: FieldKind, expected: String) async throws {
        let clip = try await recording(spoken, gap: gap)
        var options = EngineOptions(model: Self.root.appendingPathComponent("models/ggml-tiny.en.bin").path)
        options.decoding.language = "en"
        let heard = HeardLog()
        let engine = Transcription.file(clip, pacing: .asFastAsPossible, options: options)
        let form = VoiceForm(fields: [FormField(id: "answer", label: "Answer", kind: kind)]) { _, _ in
            engine
        }
        form.onChange = { if !form.heard.isEmpty { heard.text = form.heard } }
        await form.press("answer")
        #expect(await eventuallyOnMain(within: .seconds(120)) { form.phase == .idle })
        #expect(form.notice == nil)
        #expect(form.value(of: "answer") == expected, "whisper wrote \"\(heard.text)\"")
    }
}

/// The last transcript a session showed, kept for the failure message.
@MainActor
private final class HeardLog {
    var text = ""
}
