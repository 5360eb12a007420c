import Foundation
import Testing
import TestSupport

/// `dictate form` hearing real speech: a number said into a number field fills it.
@Suite("dictate form: a number said into a number field", .exclusive)
struct FormSpokenNumberTests {
    @Test("\"forty two\", said alone into Age, fills it with 42")
    func fortyTwoFillsAge() async throws {
        let sound = try await TestSoundServer()
        defer { sound.stop() }
        let result = try DictateBinary.scratchDirectory().appendingPathComponent("result")
        let line = [DictateBinary.path, "form", "--example", "--talk-key", "F8", "--device", sound.monitor].map(DictateBinary.quoted)
        let tmux = Tmux()
        defer { tmux.kill() }
        try await tmux.start("PULSE_SERVER=\(DictateBinary.quoted(sound.server)) " + line.joined(separator: " ")
                             + "; echo $? > \(DictateBinary.quoted(result.path)); sleep 30", columns: 80, rows: 24)
        let (first, drawn) = try await tmux.waitForScreen { $0.contains("F8 to talk") }
        #expect(drawn, "\(first)")
        try await tmux.press("Tab")
        try await tmux.press("Tab")
        try await tmux.press("F8")
        let (recording, began) = try await tmux.waitForScreen { $0.contains("●") }
        #expect(began, "\(recording)")
        try await sound.play(DictateBinary.audio("answer-forty-two.wav"))
        try await tmux.press("F8")
        let (filled, ended) = try await tmux.waitForScreen { !$0.contains("●") && !FormHarness.value(below: "Age", in: $0).isEmpty }
        #expect(ended, "\(filled)")
        #expect(FormHarness.value(below: "Age", in: filled) == "42", "\(filled)")
    }
}
