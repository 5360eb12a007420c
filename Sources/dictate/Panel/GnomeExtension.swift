import DesktopSetup
import DesktopText
import Foundation

/// dictate's GNOME Shell extension for the person running dictate: where it is, whether the Shell
/// enables it, and installing it from the builds the installation ships in `share/dictate/gnome-shell`.
struct GnomeExtension {
    var environment = ProcessInfo.processInfo.environment

    /// GNOME on Wayland, where no layer-shell exists and the Shell draws the panel itself.
    var isGnomeOnWayland: Bool {
        Desktop(environment: environment) == .gnome && !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty
    }

    private var dataHome: String {
        if let home = environment["XDG_DATA_HOME"], !home.isEmpty { return home }
        return (environment["HOME"] ?? NSHomeDirectory()) + "/.local/share"
    }

    private var dataDirs: [String] {
        let dirs = (environment["XDG_DATA_DIRS"] ?? "").split(separator: ":").map(String.init)
        return dirs.isEmpty ? ["/usr/local/share", "/usr/share"] : dirs
    }

    /// Where the extension stands; an unreadable list of enabled extensions counts as none enabled.
    func state() async -> GnomeShellExtension.State {
        let installed = GnomeShellExtension.folders(dataHome: dataHome, dataDirs: dataDirs)
            .first { FileManager.default.fileExists(atPath: "\($0)/metadata.json") }
        let list = (try? await run(["gsettings", "get", "org.gnome.shell", "enabled-extensions"])).flatMap(GVariantText.strings)
        return GnomeShellExtension.state(installedIn: installed, enabled: list ?? [])
    }

    /// Installs the build for this machine's GNOME Shell for the person with `gnome-extensions`
    /// and enables it; returns what to tell them.
    func install() async throws -> String {
        let version: String
        do { version = try await run(["gnome-shell", "--version"]) } catch {
            throw Failure("GNOME Shell is not installed here (gnome-shell --version: \(error.description)).", exitCode: ExitCode.unavailable)
        }
        guard let major = GnomeShellExtension.shellMajor(versionOutput: version) else {
            throw Failure("gnome-shell --version printed no version: \(version)", exitCode: ExitCode.unavailable)
        }
        let build = GnomeShellExtension.build(forShell: major)
        let sources = shippedFolders(build: build)
        guard let source = sources.first(where: { FileManager.default.fileExists(atPath: "\($0)/metadata.json") }) else {
            throw Failure("The extension is not installed with this dictate (looked in \(sources.joined(separator: ", "))): "
                          + "install dictate with scripts/install or its .deb.", exitCode: ExitCode.unavailable)
        }
        let packed = FileManager.default.temporaryDirectory.appendingPathComponent("dictate-extension-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: packed, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: packed) }
        do {
            try await run(["gnome-extensions", "pack", source, "--force", "--out-dir", packed.path,
                           "--extra-source", "dictate-panel.js", "--extra-source", "panel-state.js"])
            try await run(["gnome-extensions", "install", "--force", packed.appendingPathComponent("\(GnomeShellExtension.uuid).shell-extension.zip").path])
        } catch {
            throw Failure("gnome-extensions could not install the extension: \(error.description)", exitCode: ExitCode.unavailable)
        }
        // A running Shell does not know an extension installed since login and refuses to enable it
        // now; the list it reads at the next login takes it.
        if (try? await run(["gnome-extensions", "enable", GnomeShellExtension.uuid])) == nil {
            let text = try? await run(["gsettings", "get", "org.gnome.shell", "enabled-extensions"])
            let enabled = text.flatMap(GVariantText.strings) ?? []
            do {
                if !enabled.contains(GnomeShellExtension.uuid) {
                    try await run(["gsettings", "set", "org.gnome.shell", "enabled-extensions",
                                   GVariantText.array(enabled + [GnomeShellExtension.uuid])])
                }
            } catch {
                throw Failure("The extension is installed but could not be enabled: \(error.description)", exitCode: ExitCode.unavailable)
            }
        }
        return "Installed dictate's GNOME Shell extension for GNOME Shell \(major) in "
            + "\(dataHome)/gnome-shell/extensions/\(GnomeShellExtension.uuid) and enabled it. "
            + "GNOME on Wayland loads a newly installed extension only after you log out and in again; "
            + "from then on the panel shows while a dictation records.\n"
    }

    /// The builds the installation ships: beside this program (`PREFIX/bin/dictate` →
    /// `PREFIX/share/dictate/gnome-shell`), then in each system data folder.
    private func shippedFolders(build: String) -> [String] {
        let beside = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("../share").standardizedFileURL.path
        return ([beside] + dataDirs).map { "\($0)/dictate/gnome-shell/\(build)/\(GnomeShellExtension.uuid)" }
    }

    @discardableResult
    private func run(_ arguments: [String]) async throws(DesktopTextError) -> String {
        try await ProgramRun(arguments: arguments, input: nil, environment: environment, keepsOutput: true).run().standardOutput
    }
}
