import Foundation
import Testing
import TestSupport

/// A second Ctrl-C stops dictate before its last words are decoded; what it heard must not be lost.
@Suite("Aborting a live recording", .exclusive)
struct AbortDraftTests {
    @Test("a second Ctrl-C saves the audio heard and the text so far as a draft, and says where")
    func secondInterruptSavesDraft() async throws {
        let server = try await TestSoundServer()
        defer { server.stop() }
        let folder = try DictateBinary.scratchDirectory()
        let data = folder.appendingPathComponent("data")
        var environment = ProcessInfo.processInfo.environment
        environment["PULSE_SERVER"] = server.server
        environment["XDG_RUNTIME_DIR"] = folder.path
        environment["XDG_DATA_HOME"] = data.path
        let errors = folder.appendingPathComponent("err").path
        let child = try ChildProcess.spawn([DictateBinary.path, "--device", server.monitor], environment: environment,
                                           standardError: errors)
        // Speech is played once dictate records, and the interrupts come after it: on a busy
        // machine the last words are then still being decoded, which is the case under test.
        var status = ""
        for _ in 0..<300 where !status.contains("\"state\":\"recording\"") {
            try await Task.sleep(for: .milliseconds(100))
            status = try await DictateBinary.run(["status", "--format", "json"], environment: ["XDG_RUNTIME_DIR": folder.path]).standardOutput
        }
        try #require(status.contains("\"state\":\"recording\""), "dictate never started recording: \(status)")
        try await server.play(DictateBinary.audio("meeting.wav"))
        // A SIGTERM then a SIGINT: two SIGINTs pending at once on a busy machine merge into one.
        child.signal(SIGTERM)
        try await Task.sleep(for: .milliseconds(30))
        child.signal(SIGINT)
        #expect(await child.wait() == 130)

        let said = try String(contentsOfFile: errors, encoding: .utf8)
        let prefix = "the audio and the text so far are saved in "
        let line = try #require(said.split(separator: "\n").first { $0.contains(prefix) }, "\(said)")
        let draft = String(line[line.range(of: prefix)!.upperBound...])
        #expect(draft.hasPrefix(data.appendingPathComponent("dictate/recordings").path))
        let audio = try Data(contentsOf: URL(fileURLWithPath: draft + "/audio.wav"))
        #expect(audio.prefix(4) == Data("RIFF".utf8))
        // Five seconds were played; capture opens a moment after the status reads "recording".
        let speech = 44 + 16_000 * 2 * 2
        #expect(audio.count > speech, "more than two of the five seconds played: \(audio.count) bytes")
        #expect(FileManager.default.fileExists(atPath: draft + "/transcript.txt"))
        let listed = try await DictateBinary.run(["recordings"], environment: ["XDG_DATA_HOME": data.path])
        #expect(listed.standardOutput.contains(draft))
    }
}
