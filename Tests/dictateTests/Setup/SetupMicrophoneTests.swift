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
            // "Yes, please." over and over, 1.3 s apart, playing before setup listens: any three
            // seconds hold it whole, however long setup takes to start on a busy machine.
            let again = folder.appendingPathComponent("again.wav").path
            let made = try await ChildProcess.run(["sox", DictateBinary.audio("answer-yes-please.wav"), again, "trim", "0.9", "1.3", "repeat", "300"])
            try #require(made.status == 0, "sox: \(made.standardError)")
            let speaker = try ChildProcess.spawn(["paplay", "-s", sound.server, "-d", sound.sink, again])
            defer { speaker.signal(SIGTERM); _ = speaker.waitBlocking() }
            let setup = try ChildProcess.spawn([DictateBinary.path, "setup", "--check", "--device", sound.monitor],
                                               environment: environment, standardOutput: out, standardError: errors)
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
