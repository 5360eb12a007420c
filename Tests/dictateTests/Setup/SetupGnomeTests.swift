import Foundation
import TestSupport
import Testing

/// `dictate setup` on GNOME's settings, through gsettings and dconf on a bus of the test's own.
@Suite("dictate setup on GNOME") struct SetupGnomeTests {
    static let media = "org.gnome.settings-daemon.plugins.media-keys"
    static let custom = "org.gnome.settings-daemon.plugins.media-keys.custom-keybinding"
    static let terminalPath = "/org/gnome/settings-daemon/plugins/media-keys/custom-keybindings/custom0/"
    static let dictatePath = "/org/gnome/settings-daemon/plugins/media-keys/custom-keybindings/dictate/"

    /// The person's own shortcut, Ctrl+Alt+t opening a terminal.
    private func addTerminalShortcut(_ bus: PrivateSessionBus) async throws {
        try await bus.run(["gsettings", "set", "\(Self.custom):\(Self.terminalPath)", "name", "Terminal"])
        try await bus.run(["gsettings", "set", "\(Self.custom):\(Self.terminalPath)", "command", "foot"])
        try await bus.run(["gsettings", "set", "\(Self.custom):\(Self.terminalPath)", "binding", "<Primary><Alt>t"])
        try await bus.run(["gsettings", "set", Self.media, "custom-keybindings", "['\(Self.terminalPath)']"])
    }

    @Test func addsItsShortcutBesideThePersonsAndRemoveRestoresTheSettings() async throws {
        try await PrivateSessionBus.with { bus in
            try await addTerminalShortcut(bus)
            let before = try await bus.dump()
            let setup = try await DictateBinary.run(["setup", "--yes", "--no-listen", "--key", "Super+period"], environment: bus.environment)
            let list = try await bus.run(["gsettings", "get", Self.media, "custom-keybindings"])
            #expect(list.trimmingCharacters(in: .newlines) == "['\(Self.terminalPath)', '\(Self.dictatePath)']", "setup said: \(setup.standardOutput)\(setup.standardError)")
            #expect(try await bus.run(["gsettings", "get", "\(Self.custom):\(Self.dictatePath)", "binding"]) == "'<Super>period'\n")
            let command = try await bus.run(["gsettings", "get", "\(Self.custom):\(Self.dictatePath)", "command"])
            #expect(command.hasSuffix(" toggle --type'\n"), "the command: \(command)")
            #expect(try await bus.run(["gsettings", "get", "\(Self.custom):\(Self.terminalPath)", "binding"]) == "'<Primary><Alt>t'\n")
            #expect(setup.standardOutput.contains("<Super>period runs dictate"), "the report: \(setup.standardOutput)")

            let removed = try await DictateBinary.run(["setup", "--remove"], environment: bus.environment)
            #expect(removed.status == 0, "\(removed.standardError)")
            #expect(try await bus.dump() == before)
            #expect(!FileManager.default.fileExists(atPath: bus.home.appendingPathComponent(".config/dictate/setup.json").path))
        }
    }

    @Test func onAFreshDesktopRemoveLeavesNoSettingBehind() async throws {
        try await PrivateSessionBus.with { bus in
            let before = try await bus.dump()
            let setup = try await DictateBinary.run(["setup", "--yes", "--no-listen"], environment: bus.environment)
            #expect(try await bus.run(["gsettings", "get", Self.media, "custom-keybindings"]) == "['\(Self.dictatePath)']\n",
                    "\(setup.standardOutput)\(setup.standardError)")
            _ = try await DictateBinary.run(["setup", "--remove"], environment: bus.environment)
            #expect(try await bus.dump() == before)
        }
    }

    @Test func withoutATerminalOrYesItChangesNothingAndSaysSo() async throws {
        try await PrivateSessionBus.with { bus in
            try await addTerminalShortcut(bus)
            let before = try await bus.dump()
            let setup = try await DictateBinary.run(["setup", "--no-listen"], environment: bus.environment)
            #expect(setup.standardError.contains("Add the GNOME shortcut Super+period"), "\(setup.standardError)")
            #expect(setup.standardError.contains("Not on a terminal: left as it is (--yes makes the change)."), "\(setup.standardError)")
            #expect(try await bus.dump() == before)
            #expect(setup.standardOutput.contains("No dictate shortcut: 'dictate setup' adds Super+period."), "\(setup.standardOutput)")
        }
    }

    @Test func onATerminalItAsksAndDoesOnlyWhatIsAnswered() async throws {
        try await PrivateSessionBus.with { bus in
            let before = try await bus.dump()
            let names = ["HOME", "XDG_CONFIG_HOME", "XDG_RUNTIME_DIR", "XDG_CURRENT_DESKTOP", "DBUS_SESSION_BUS_ADDRESS"]
            let session = bus.environment.filter { names.contains($0.key) }
            let unset = ["DISPLAY", "WAYLAND_DISPLAY", "SWAYSOCK", "I3SOCK", "HYPRLAND_INSTANCE_SIGNATURE"]
            for answer in ["n", "y"] {
                let tmux = Tmux()
                defer { tmux.kill() }
                // In a subshell, so the pane stays open with the report after dictate has ended.
                try await tmux.start("(" + DictateBinary.command(["--no-listen"], environment: session, unset: unset, subcommand: "setup")
                                     + "); sleep 600")
                let (question, asked) = try await tmux.waitForScreen { $0.contains("[y/N]") }
                #expect(asked, "setup never asked: \(question)")
                #expect(question.contains("Add the GNOME shortcut Super+period"), "\(question)")
                try await tmux.type(answer)
                try await tmux.press("Enter")
                let (report, reported) = try await tmux.waitForScreen { $0.contains("The model:") }
                #expect(reported, "no report after the answer: \(report)")
                if answer == "n" { #expect(try await bus.dump() == before) }
            }
            let list = try await bus.run(["gsettings", "get", Self.media, "custom-keybindings"])
            #expect(list == "['\(Self.dictatePath)']\n")
        }
    }

    @Test func refusesAKeyTakenAndSaysByWhat() async throws {
        try await PrivateSessionBus.with { bus in
            try await addTerminalShortcut(bus)
            let before = try await bus.dump()
            let custom = try await DictateBinary.run(["setup", "--yes", "--no-listen", "--key", "Ctrl+Alt+t"], environment: bus.environment)
            #expect(custom.status == 73)
            #expect(custom.standardError.contains("Ctrl+Alt+t is taken by the custom shortcut 'Terminal'"), "\(custom.standardError)")
            let builtIn = try await DictateBinary.run(["setup", "--yes", "--no-listen", "--key", "Super+h"], environment: bus.environment)
            #expect(builtIn.status == 73)
            #expect(builtIn.standardError.contains("org.gnome.desktop.wm.keybindings minimize"), "\(builtIn.standardError)")
            #expect(try await bus.dump() == before)
        }
    }
}
