import Foundation
import TestSupport
import Testing

/// `dictate setup --check`'s three seconds from the microphone, transcribed by the installed model.
@Suite("dictate setup: the microphone", .exclusive) struct SetupMicrophoneTests {
    @Test func printsTheWordsPlayedIntoTheSource() async throws {
        let sound = try await TestSoundServer()
        defer { sound.stop() }
        try await X11TestDisplay.with { display in
            let environment = try SetupEnvironment.make(display.environment, sound: sound)
            defer { SetupEnvironment.remove(environment) }
            let folder = URL(fileURLWithPath: environment["HOME"] ?? "")
            let out = folder.appendingPathComponent("out").path, errors = folder.appendingPathComponent("err").path
            let setup = try ChildProcess.spawn([DictateBinary.path, "setup", "--check", "--device", sound.monitor],
                                               environment: environment, standardOutput: out, standardError: errors)
            try await sound.waitForRecording()
            try await sound.play(DictateBinary.audio("answer-yes-please.wav"))
            let status = await setup.wait()
            let report = (try? String(contentsOfFile: out, encoding: .utf8)) ?? ""
            let said = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
            #expect(status == 0, "setup exited \(status): \(said)\n\(report)")
            #expect(said.contains("Say a few words: recording 3 seconds from \(sound.monitor)"), "\(said)")
            let heard = report.components(separatedBy: "What \(sound.monitor) heard in 3 seconds:").last ?? ""
            #expect(heard.lowercased().contains("yes") && heard.lowercased().contains("please"), "the report: \(report)")
        }
    }

    @Test func aSilentSourceSaysSoWithStatus69() async throws {
        let sound = try await TestSoundServer()
        defer { sound.stop() }
        try await X11TestDisplay.with { display in
            let environment = try SetupEnvironment.make(display.environment, sound: sound)
            defer { SetupEnvironment.remove(environment) }
            let check = try await DictateBinary.run(["setup", "--check", "--device", sound.monitor], environment: environment)
            #expect(check.status == 69, "\(check.standardOutput)\(check.standardError)")
            #expect(check.standardError.contains("Nothing was heard from \(sound.monitor)"), "\(check.standardError)")
        }
    }
}
