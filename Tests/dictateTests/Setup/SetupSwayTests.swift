import Foundation
import TestSupport
import Testing

/// `dictate setup` on a headless sway: the bindings file, the include line, the reload, the panel at
/// login, and `--remove`.
@Suite("dictate setup on sway", .exclusive) struct SetupSwayTests {
    @Test func includesItsBindingsReloadsAndRemoveUndoesIt() async throws {
        try await WaylandTestDisplay.with { display in
            var environment = display.environment
            environment["XDG_CONFIG_HOME"] = display.configHome.path
            environment["XDG_CURRENT_DESKTOP"] = "sway"
            let config = display.configHome.appendingPathComponent("sway/config").path
            let bindings = display.configHome.appendingPathComponent("sway/dictate.conf").path
            let before = try String(contentsOfFile: config, encoding: .utf8)
            let autostart = display.configHome.appendingPathComponent("autostart/dictate-panel.desktop").path

            let setup = try await DictateBinary.run(["setup", "--yes", "--no-listen", "--key", "Super+period", "--hold", "Super+space"], environment: environment)
            let written = (try? String(contentsOfFile: bindings, encoding: .utf8)) ?? "(no \(bindings))"
            #expect(written.contains("bindsym Mod4+period exec ") && written.contains(" toggle --type"), "\(written)\n\(setup.standardError)")
            #expect(written.contains("bindsym --release Mod4+space exec ") && written.contains(" end\n"), "\(written)")
            #expect(try String(contentsOfFile: config, encoding: .utf8) == before + "include \(bindings)\n")
            #expect(setup.standardOutput.contains("\(config) includes \(bindings)"), "the report: \(setup.standardOutput)")
            let entry = (try? String(contentsOfFile: autostart, encoding: .utf8)) ?? "(no \(autostart))"
            #expect(entry.contains("\nExec=") && entry.contains(" panel\n"), "the panel's autostart entry: \(entry)")
            #expect(!setup.standardError.contains("reload failed"), "\(setup.standardError)")
            // sway read the config again: its loaded config now has the include line.
            let loaded = try await loadedConfig(environment)
            #expect(loaded.contains("include \(bindings)"), "sway's config: \(loaded)")

            let removed = try await DictateBinary.run(["setup", "--remove"], environment: environment)
            #expect(removed.status == 0, "\(removed.standardError)")
            #expect(try String(contentsOfFile: config, encoding: .utf8) == before)
            #expect(!FileManager.default.fileExists(atPath: bindings))
            #expect(!FileManager.default.fileExists(atPath: autostart))
            let unloaded = try await loadedConfig(environment)
            #expect(unloaded == before, "sway's config after --remove: \(unloaded)")
        }
    }

    /// The config sway last read, as its `get_config` answers.
    private func loadedConfig(_ environment: [String: String]) async throws -> String {
        let answer = try await ChildProcess.run(["swaymsg", "-r", "-t", "get_config"], environment: environment)
        let object = try? JSONSerialization.jsonObject(with: Data(answer.standardOutput.utf8)) as? [String: Any]
        return object?["config"] as? String ?? "(no config in \(answer.standardOutput)\(answer.standardError))"
    }
}
