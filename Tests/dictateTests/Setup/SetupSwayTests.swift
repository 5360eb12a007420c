import Foundation
import TestSupport
import Testing

/// `dictate setup` on a headless sway: the bindings file, the include line, the reload, one press of
/// the bound key dictating into the focused field, the panel at login, and `--remove`.
@Suite("dictate setup on sway", .exclusive) struct SetupSwayTests {
    @Test func includesItsBindingsAPressDictatesAndRemoveUndoesIt() async throws {
        try await WaylandTestDisplay.with { display in
            var environment = display.environment
            environment["XDG_CONFIG_HOME"] = display.configHome.path
            environment["XDG_CURRENT_DESKTOP"] = "sway"
            let config = display.configHome.appendingPathComponent("sway/config").path
            let bindings = display.configHome.appendingPathComponent("sway/dictate.conf").path
            let before = try Data(contentsOf: URL(fileURLWithPath: config))
            let autostart = display.configHome.appendingPathComponent("autostart/dictate-panel.desktop").path

            let setup = try await DictateBinary.run(["setup", "--yes", "--no-listen", "--key", "Super+period", "--hold", "Super+space"], environment: environment)
            let written = (try? String(contentsOfFile: bindings, encoding: .utf8)) ?? "(no \(bindings))"
            // By its full path: sway's PATH need not reach it.
            let program = URL(fileURLWithPath: DictateBinary.path).resolvingSymlinksInPath().path
            #expect(written.contains("bindsym Mod4+period exec \(program) toggle --type\n"), "\(written)\n\(setup.standardError)")
            #expect(written.contains("bindsym --release Mod4+space exec ") && written.contains(" end\n"), "\(written)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: config)) == before + Data("include \(bindings)\n".utf8))
            #expect(setup.standardOutput.contains("\(config) includes \(bindings)"), "the report: \(setup.standardOutput)")
            let entry = (try? String(contentsOfFile: autostart, encoding: .utf8)) ?? "(no \(autostart))"
            #expect(entry.contains("\nExec=") && entry.contains(" panel\n"), "the panel's autostart entry: \(entry)")
            #expect(!setup.standardError.contains("reload failed"), "\(setup.standardError)")
            // sway read the config again: its loaded config now has the include line.
            let loaded = try await loadedConfig(environment)
            #expect(loaded.contains("include \(bindings)"), "sway's config: \(loaded)")

            try await pressTheKeyAndDictate(display)

            let removed = try await DictateBinary.run(["setup", "--remove"], environment: environment)
            #expect(removed.status == 0, "\(removed.standardError)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: config)) == before)
            #expect(!FileManager.default.fileExists(atPath: bindings))
            #expect(!FileManager.default.fileExists(atPath: autostart))
            let unloaded = try await loadedConfig(environment)
            #expect(Data(unloaded.utf8) == before, "sway's config after --remove: \(unloaded)")
        }
    }

    /// One press of Super+period from a virtual keyboard (sway 1.7 runs bindings for its keys) runs
    /// the bound `dictate toggle --type` as sway runs it: as the person, in sway's environment, with
    /// no `PULSE_SERVER` but the sound server at its usual socket. The sentence spoken then lands
    /// once in the focused GTK entry through the Wayland input method; a second press ends it.
    private func pressTheKeyAndDictate(_ display: WaylandTestDisplay) async throws {
        let sound = try await TestSoundServer()
        defer { sound.stop() }
        try await sound.serveAsSessionDefault(runtime: display.environment["XDG_RUNTIME_DIR"] ?? "")
        let field = try await display.openEntry(.gtk3)
        let log = display.home.appendingPathComponent(".local/state/dictate/dictate.log").path
        let said: @Sendable () -> String = { (try? String(contentsOfFile: log, encoding: .utf8)) ?? "(no \(log))" }
        let press = ["wtype", "-M", "logo", "-k", "period", "-m", "logo"]
        try #require(try await ChildProcess.run(press, environment: display.environment).status == 0)
        do { try await sound.waitForRecording() } catch {
            Issue.record("the key started no recording; dictate's log: \(said())")
            throw error
        }
        try await sound.play(DictateBinary.audio("weather.wav"))
        #expect(await eventually { (field.preedits + [field.text]).contains { $0.lowercased().contains("rain") } }, "\(said())")
        try #require(try await ChildProcess.run(press, environment: display.environment).status == 0)
        #expect(await eventually { said().contains("dictation ended") }, "\(said())")
        _ = await eventually { field.text.lowercased().contains("evening") }
        let text = field.text.lowercased()
        for word in ["tomorrow", "morning", "rain", "evening"] { #expect(text.contains(word), "\(text)\n\(said())") }
        #expect(field.texts.allSatisfy { field.text.hasPrefix($0) }, "each piece once: \(field.texts)")
    }

    /// The config sway last read, as its `get_config` answers.
    private func loadedConfig(_ environment: [String: String]) async throws -> String {
        let answer = try await ChildProcess.run(["swaymsg", "-r", "-t", "get_config"], environment: environment)
        let object = try? JSONSerialization.jsonObject(with: Data(answer.standardOutput.utf8)) as? [String: Any]
        return object?["config"] as? String ?? "(no config in \(answer.standardOutput)\(answer.standardError))"
    }
}
