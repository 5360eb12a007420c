import Foundation
import Testing
import TestSupport

/// The status under the caret from end to end: `dictate --type` into a GTK entry on X11 through
/// dictate's IBus engine, with a panel of the test's own on the daemon recording what it is asked
/// to show (what ibus-ui-gtk3 or GNOME Shell would draw by the caret).
@Suite("The status under the caret while dictating through IBus", .serialized, .exclusive)
struct CaretStatusDictationTests {
    /// Long enough for several redraws while the words settle, at the scripted 8 words a second.
    static let script = "Tomorrow morning brings rain and a cold wind from the north, so take a coat and an umbrella"
        + " when you leave, and expect the roads to be slow until the evening when it clears."

    /// Runs `body` with an entry of `kind` focused on X11, a daemon with the recording panel, and
    /// the environment a dictation there runs with: private runtime, state and data folders.
    static func withEntry(_ kind: TestEntry.Kind = .gtk3,
                          _ body: @Sendable (TestEntry, IBusTestPanel, [String: String]) async throws -> Void) async throws {
        try await X11TestDisplay.with { display in
            try await IBusTestSession.with(display: display.environment) { session in
                try await session.setEngine("xkb:us::eng")
                let panel = try await session.recordingPanel()
                let entry = try await session.openEntry(kind)
                let scratch = try DictateBinary.scratchDirectory()
                defer { try? FileManager.default.removeItem(at: scratch) }
                var environment = session.environment
                environment["XDG_RUNTIME_DIR"] = scratch.appendingPathComponent("run").path
                environment["XDG_STATE_HOME"] = scratch.appendingPathComponent("state").path
                environment["XDG_DATA_HOME"] = scratch.appendingPathComponent("data").path
                try FileManager.default.createDirectory(atPath: environment["XDG_RUNTIME_DIR"]!, withIntermediateDirectories: true)
                try await body(entry, panel, environment)
            }
        }
    }

    static func scripted(_ environment: [String: String], _ text: String = script) -> [String: String] {
        environment.merging(["DICTATE_TRANSCRIPTION": "scripted:" + text]) { $1 }
    }

    @Test("While dictating the caret shows the dot, time, meter, state and last words; after the end nothing")
    func showsWhileDictatingAndHidesAfter() async throws {
        try await Self.withEntry { entry, panel, environment in
            let began = ContinuousClock.now
            let run = try await ChildProcess.run([DictateBinary.path, "--type"], environment: Self.scripted(environment))
            try #require(run.status == 0, "dictate exited \(run.status): \(run.standardError)")
            let shown = panel.shown
            // Four redraws a second at most (a busy machine only makes fewer), one more for the start.
            let seconds = (ContinuousClock.now - began) / .seconds(1)
            #expect(Double(shown.count) <= seconds * 4 + 1, "\(shown.count) in \(seconds) s")
            let status = /^● \d:\d\d [▁▂▃▄▅▆▇█]{5} Listening…/
            #expect(shown.contains { $0.wholeMatch(of: /● 0:0\d [▁▂▃▄▅▆▇█]{5} Listening…/) != nil }, "\(shown)")
            #expect(shown.contains { $0.firstMatch(of: status) != nil && $0.contains(" · ") && $0.contains("rain") }, "\(shown)")
            // The meter moved with the scripted voice.
            #expect(shown.contains { $0.contains { "▃▄▅▆▇█".contains($0) } }, "\(shown)")
            #expect(shown.allSatisfy { $0.count <= 56 }, "\(shown)")
            #expect(await eventually { panel.isHidden }, "\(panel.calls)")
            #expect(await entry.text(awaiting: Self.script) == Self.script)
            #expect(!entry.preedits.contains { $0.contains("Listening") })
        }
    }

    @Test("Cancel hides the status at once")
    func cancelHides() async throws {
        try await Self.withEntry { entry, panel, environment in
            let endless = Array(repeating: Self.script, count: 6).joined(separator: " ")
            let dictation = try ChildProcess.spawn([DictateBinary.path, "--type"], environment: Self.scripted(environment, endless))
            #expect(await eventually { panel.shown.contains { $0.contains("rain") } }, "\(panel.calls)")
            let cancel = try await ChildProcess.run([DictateBinary.path, "cancel"], environment: environment)
            #expect(cancel.status == 0, "\(cancel.standardError)")
            #expect(await dictation.wait() == 0)
            #expect(panel.isHidden, "\(panel.calls)")
            #expect(!entry.text.isEmpty)
        }
    }

    @Test("A password field: the status says nothing is typed there, and the field gets nothing")
    func passwordFieldShowsTheRefusal() async throws {
        try await Self.withEntry(.gtk3Password) { entry, panel, environment in
            let run = try await ChildProcess.run([DictateBinary.path, "--type"], environment: Self.scripted(environment, "my secret words"))
            #expect(panel.shown.contains("⚠ Password field: dictate types nothing here"), "\(panel.calls)\n\(run.standardError)")
            #expect(!panel.shown.contains { $0.contains("secret") }, "\(panel.shown)")
            #expect(await eventually { panel.isHidden }, "\(panel.calls)")
            #expect(entry.text == "")
        }
    }

    @Test("--no-caret-status and the setting caret-status = off show no status at all")
    func turnedOff() async throws {
        try await Self.withEntry { entry, panel, environment in
            let flag = try await ChildProcess.run([DictateBinary.path, "--type", "--no-caret-status"],
                                                  environment: Self.scripted(environment, "First dictation."))
            try #require(flag.status == 0, "\(flag.standardError)")
            #expect(await entry.text(awaiting: "First dictation.") == "First dictation.")
            let config = URL(fileURLWithPath: try #require(environment["XDG_CONFIG_HOME"])).appendingPathComponent("dictate")
            try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
            try "caret-status = off\n".write(to: config.appendingPathComponent("config"), atomically: true, encoding: .utf8)
            let setting = try await ChildProcess.run([DictateBinary.path, "--type"], environment: Self.scripted(environment, "Second one."))
            try #require(setting.status == 0, "\(setting.standardError)")
            #expect(await eventually { entry.text.hasSuffix("Second one.") }, "\(entry.text)")
            #expect(panel.calls.allSatisfy { if case .show = $0 { false } else { true } }, "\(panel.calls)")
        }
    }

    @Test("A caret-status setting that is neither on nor off is refused with the file named")
    func badSetting() async throws {
        let scratch = try DictateBinary.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        try FileManager.default.createDirectory(at: scratch.appendingPathComponent("dictate"), withIntermediateDirectories: true)
        try "caret-status = sometimes\n".write(to: scratch.appendingPathComponent("dictate/config"), atomically: true, encoding: .utf8)
        let run = try await DictateBinary.run(["--type"], environment: ["XDG_CONFIG_HOME": scratch.path, "DICTATE_TRANSCRIPTION": "scripted:Hi."])
        #expect(run.status == 65, "\(run.standardError)")
        #expect(run.standardError.contains("caret-status is on or off, not \"sometimes\""), "\(run.standardError)")
    }
}
