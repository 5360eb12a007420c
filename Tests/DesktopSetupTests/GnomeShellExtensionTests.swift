import DesktopSetup
import Testing

/// Which build of the GNOME Shell extension serves a Shell, and what dictate says about it.
@Suite struct GnomeShellExtensionTests {
    @Test func shellsUpTo44GetTheLegacyBuildAndLaterOnesTheModules() {
        #expect(GnomeShellExtension.build(forShell: 43) == "43")
        #expect(GnomeShellExtension.build(forShell: 44) == "43")
        #expect(GnomeShellExtension.build(forShell: 45) == "45")
        #expect(GnomeShellExtension.build(forShell: 49) == "45")
    }

    @Test func theMajorVersionIsReadFromGnomeShellsVersionLine() {
        #expect(GnomeShellExtension.shellMajor(versionOutput: "GNOME Shell 43.9\n") == 43)
        #expect(GnomeShellExtension.shellMajor(versionOutput: "GNOME Shell 48.alpha") == 48)
        #expect(GnomeShellExtension.shellMajor(versionOutput: "") == nil)
        #expect(GnomeShellExtension.shellMajor(versionOutput: "command not found") == nil)
    }

    @Test func thePersonsFolderComesBeforeTheSystemOnes() {
        #expect(GnomeShellExtension.folders(dataHome: "/home/a/.local/share", dataDirs: ["/usr/local/share", "/usr/share"]) == [
            "/home/a/.local/share/gnome-shell/extensions/dictate-panel@dictate",
            "/usr/local/share/gnome-shell/extensions/dictate-panel@dictate",
            "/usr/share/gnome-shell/extensions/dictate-panel@dictate",
        ])
    }

    @Test func theStateAndTheAdviceSayWhatToDo() {
        let folder = "/usr/share/gnome-shell/extensions/dictate-panel@dictate"
        #expect(GnomeShellExtension.state(installedIn: nil, enabled: ["dictate-panel@dictate"]) == .notInstalled)
        #expect(GnomeShellExtension.state(installedIn: folder, enabled: ["other@x"]) == .disabled(folder: folder))
        #expect(GnomeShellExtension.state(installedIn: folder, enabled: ["other@x", "dictate-panel@dictate"]) == .enabled(folder: folder))
        #expect(GnomeShellExtension.advice(.notInstalled).contains("dictate panel --install-gnome-extension"))
        #expect(GnomeShellExtension.advice(.notInstalled).contains("log out and in"))
        #expect(GnomeShellExtension.advice(.disabled(folder: folder)).contains("not enabled"))
        #expect(GnomeShellExtension.advice(.enabled(folder: folder)).contains("installed and enabled"))
    }
}
