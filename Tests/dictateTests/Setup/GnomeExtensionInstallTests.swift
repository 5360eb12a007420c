import Foundation
import TestSupport
import Testing

/// `dictate panel --install-gnome-extension` with the real gnome-extensions and gsettings on a bus
/// of the test's own, from a build of the extension where an installation keeps it
/// (`share/dictate/gnome-shell/43/…`, found through `XDG_DATA_DIRS`).
@Suite("dictate panel --install-gnome-extension") struct GnomeExtensionInstallTests {
    @Test func installsTheBuildForThisShellEnablesItAndSaysToLogOutAndIn() async throws {
        try await PrivateSessionBus.with { bus in
            let share = try DictateBinary.scratchDirectory()
            let assemble = DictateBinary.repository.appendingPathComponent("desktop/gnome-shell/assemble").path
            let shipped = share.appendingPathComponent("dictate/gnome-shell/43/dictate-panel@dictate")
            let assembled = try await ChildProcess.run([assemble, "43", shipped.path])
            try #require(assembled.status == 0, "\(assembled.standardError)")
            var environment = bus.environment
            // GSettings finds its schemas in /usr/share.
            environment["XDG_DATA_DIRS"] = "\(share.path):/usr/share"
            environment["XDG_DATA_HOME"] = bus.home.appendingPathComponent(".local/share").path
            environment["WAYLAND_DISPLAY"] = "wayland-0"

            let before = try await ChildProcess.run([DictateBinary.path, "panel"], environment: environment)
            #expect(before.status == 69)
            #expect(before.standardError.contains("not installed"), "\(before.standardError)")

            let install = try await ChildProcess.run([DictateBinary.path, "panel", "--install-gnome-extension"], environment: environment)
            #expect(install.status == 0, "\(install.standardError)")
            #expect(install.standardOutput.contains("only after you log out and in"), "\(install.standardOutput)")
            let folder = bus.home.appendingPathComponent(".local/share/gnome-shell/extensions/dictate-panel@dictate")
            let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            #expect(files == ["dictate-panel.js", "extension.js", "metadata.json", "panel-state.js", "stylesheet.css"])
            let enabled = try await bus.run(["gsettings", "get", "org.gnome.shell", "enabled-extensions"])
            #expect(enabled.contains("'dictate-panel@dictate'"), "\(enabled)")

            let after = try await ChildProcess.run([DictateBinary.path, "panel"], environment: environment)
            #expect(after.status == 0, "\(after.standardError)")
            #expect(after.standardOutput.contains("installed and enabled"), "\(after.standardOutput)")
            #expect(after.standardOutput.contains(folder.path), "\(after.standardOutput)")
            let check = try await ChildProcess.run([DictateBinary.path, "setup", "--check", "--no-listen"], environment: environment)
            #expect(check.standardOutput.contains("installed and enabled"), "the setup report: \(check.standardOutput)")
        }
    }

    @Test func withoutTheShippedExtensionItSaysWhereItLookedAndExits69() async throws {
        try await PrivateSessionBus.with { bus in
            var environment = bus.environment
            environment["XDG_DATA_DIRS"] = try DictateBinary.scratchDirectory().path
            let install = try await ChildProcess.run([DictateBinary.path, "panel", "--install-gnome-extension"], environment: environment)
            #expect(install.status == 69)
            #expect(install.standardError.contains("not installed with this dictate"), "\(install.standardError)")
        }
    }
}
