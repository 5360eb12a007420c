import Foundation
import TestSupport
import Testing

/// `dictate setup` on a running GNOME Shell: the shortcut written beside the person's own, taken up
/// by the Shell, one press of it dictating into the focused GTK 4 entry, and `--remove` leaving the
/// settings as they were.
@Suite("dictate setup on a running GNOME Shell", .exclusive) struct SetupGnomeShellTests {
    static let custom = "org.gnome.settings-daemon.plugins.media-keys.custom-keybinding"
    static let terminalPath = "/org/gnome/settings-daemon/plugins/media-keys/custom-keybindings/custom0/"

    /// The key runs as GNOME's settings daemon runs a shortcut: in the session's environment, with
    /// no `PULSE_SERVER` but the sound server at its usual socket. The sentence spoken then lands
    /// once in the entry through dictate's IBus engine; a second press ends it.
    @Test func onePressOfTheShortcutDictatesIntoTheFocusedEntry() async throws {
        try await GnomeTestSession.with { gnome in
            let environment = gnome.environment
            func run(_ arguments: [String]) async throws -> String {
                let result = try await ChildProcess.run(arguments, environment: environment)
                try #require(result.status == 0, "\(arguments.joined(separator: " ")): \(result.standardError)")
                return result.standardOutput
            }
            let sound = try await TestSoundServer()
            defer { sound.stop() }
            try await sound.serveAsSessionDefault(runtime: environment["XDG_RUNTIME_DIR"] ?? "")
            try await GnomeKeyboard.with(gnome) { keyboard in
                // The person's own shortcut, Ctrl+Alt+t opening a terminal.
                _ = try await run(["gsettings", "set", "\(Self.custom):\(Self.terminalPath)", "name", "Terminal"])
                _ = try await run(["gsettings", "set", "\(Self.custom):\(Self.terminalPath)", "command", "foot"])
                _ = try await run(["gsettings", "set", "\(Self.custom):\(Self.terminalPath)", "binding", "<Primary><Alt>t"])
                _ = try await run(["gsettings", "set", "org.gnome.settings-daemon.plugins.media-keys", "custom-keybindings", "['\(Self.terminalPath)']"])
                #expect(await keyboard.grabbed("<Primary><Alt>t"), "the settings daemon never asked the Shell for the person's key")
                let field = try await gnome.openEntry(.gtk4)
                try await keyboard.wake(typingInto: field)
                let probed = field.texts.count
                let before = try await run(["dconf", "dump", "/"])

                let setup = try await DictateBinary.run(["setup", "--yes", "--no-listen"], environment: environment)
                #expect(setup.status == 0, "\(setup.standardOutput)\(setup.standardError)")
                #expect(setup.standardOutput.contains("<Super>period runs dictate"), "the report: \(setup.standardOutput)")
                #expect(await keyboard.grabbed("<Super>period"), "the Shell was never asked for dictate's key: \(setup.standardError)")

                let log = URL(fileURLWithPath: environment["HOME"] ?? "").appendingPathComponent(".local/state/dictate/dictate.log").path
                let said: @Sendable () -> String = { (try? String(contentsOfFile: log, encoding: .utf8)) ?? "(no \(log))" }
                try await keyboard.press([.leftSuper, .period])
                do { try await sound.waitForRecording() } catch {
                    Issue.record("the key started no recording; dictate's log: \(said())")
                    throw error
                }
                try await sound.play(DictateBinary.audio("weather.wav"))
                #expect(await eventually { (field.preedits + [field.text]).contains { $0.lowercased().contains("rain") } }, "\(said())")
                try await keyboard.press([.leftSuper, .period])
                #expect(await eventually { said().contains("dictation ended") }, "\(said())")
                _ = await eventually { field.text.lowercased().contains("evening") }
                let text = field.text.lowercased()
                for word in ["tomorrow", "morning", "rain", "evening"] { #expect(text.contains(word), "\(text)\n\(said())") }
                let dictated = field.texts.dropFirst(probed)
                #expect(dictated.allSatisfy { field.text.hasPrefix($0) }, "each piece once: \(dictated)")

                let removed = try await DictateBinary.run(["setup", "--remove"], environment: environment)
                #expect(removed.status == 0, "\(removed.standardError)")
                #expect(try await run(["dconf", "dump", "/"]) == before)
            }
        }
    }
}
