import Foundation

/// A private headless sway compositor for tests that type or copy through Wayland programs.
///
/// wlroots compositors refuse to run as root, so sway and the windows it starts run as `nobody`,
/// in a runtime folder that user owns. The tests stay root, and root may connect to a socket in
/// any folder: the programs under test reach the compositor through `environment` alone.
public struct WaylandTestDisplay: Sendable {
    /// The test process's environment with `WAYLAND_DISPLAY` and `XDG_RUNTIME_DIR` naming this
    /// compositor (and `SWAYSOCK` its control socket), without `DISPLAY`.
    public let environment: [String: String]
    private let folder: URL

    /// The compositor's `XDG_CONFIG_HOME`, whose `sway/config` it reads.
    public var configHome: URL { folder.appendingPathComponent("home/.config") }

    /// The `HOME` of sway and of the programs it runs.
    public var home: URL { folder.appendingPathComponent("home") }
    private let children: DesktopChildren

    /// Runs `body` with a fresh compositor and ends every process started on it afterwards, also
    /// when `body` throws.
    public static func with<T: Sendable>(_ body: (WaylandTestDisplay) async throws -> T) async throws -> T {
        try await using(try await start(), stop: { await $0.stop() }, body)
    }

    /// Opens a foot terminal running `cat` into a file and waits until it has the keyboard focus.
    public func openTerminal() async throws -> TerminalCapture {
        let capture = TerminalCapture(path: folder.appendingPathComponent("home/terminal-\(UUID().uuidString)").path)
        let started = try await ChildProcess.run(["swaymsg", "exec", "foot -e sh -c \"cat > '\(capture.path)'\""], environment: environment)
        guard started.status == 0 else { throw TestDesktopError.didNotStart("swaymsg exec: \(started.standardError)") }
        guard try await eventually({ try await focusedApplication() == "foot" }) else {
            throw TestDesktopError.didNotStart("foot never had the focus")
        }
        return capture
    }

    /// Opens a GTK window with an entry that uses the compositor's text-input protocol (as the
    /// unprivileged user sway runs as) and waits until the entry has the keyboard focus.
    public func openEntry(_ kind: TestEntry.Kind = .gtk3) async throws -> TestEntry {
        let entries = folder.appendingPathComponent("home/entry-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: entries, withIntermediateDirectories: true)
        let nobody = getpwnam("nobody").pointee
        chown(entries.path, nobody.pw_uid, nobody.pw_gid)
        let log = entries.appendingPathComponent("entry.log").path
        let command = try TestEntry.command(kind: kind, folder: entries, log: log).map { "'\($0)'" }.joined(separator: " ")
        let started = try await ChildProcess.run(["swaymsg", "exec", "env GDK_BACKEND=wayland GTK_IM_MODULE=wayland \(command)"],
                                                 environment: environment)
        guard started.status == 0 else { throw TestDesktopError.didNotStart("swaymsg exec: \(started.standardError)") }
        let entry = TestEntry(log: log)
        guard await eventually({ entry.hasHadFocus }) else { throw TestDesktopError.didNotStart("the GTK entry never had the focus") }
        return entry
    }

    /// Types `text` into the focused window with wtype, as a keyboard would.
    public func type(_ text: String) async throws {
        let typed = try await ChildProcess.run(["wtype", text], environment: environment)
        guard typed.status == 0 else { throw TestDesktopError.didNotStart("wtype: \(typed.standardError)") }
    }

    /// Closes the entry windows, as the person would.
    public func closeEntries() async throws {
        let killed = try await ChildProcess.run(["swaymsg", "[title=\"^\(TestEntry.title)$\"] kill"], environment: environment)
        guard killed.status == 0 else { throw TestDesktopError.didNotStart("swaymsg kill: \(killed.standardError)") }
    }

    /// The app id of the window with the keyboard focus, such as `foot`, or what `foot --app-id` set.
    public func focusedApplication() async throws -> String? {
        let tree = try await ChildProcess.run(["swaymsg", "-r", "-t", "get_tree"], environment: environment)
        guard let root = try? JSONSerialization.jsonObject(with: Data(tree.standardOutput.utf8)) else { return nil }
        func focused(_ node: Any) -> String? {
            guard let node = node as? [String: Any] else { return nil }
            if node["focused"] as? Bool == true, let app = node["app_id"] as? String { return app }
            let nodes = (node["nodes"] as? [Any] ?? []) + (node["floating_nodes"] as? [Any] ?? [])
            return nodes.lazy.compactMap(focused).first
        }
        return focused(root)
    }

    private static func start() async throws -> WaylandTestDisplay {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wayland-\(UUID().uuidString)")
        let runtime = folder.appendingPathComponent("runtime"), home = folder.appendingPathComponent("home")
        for (path, mode) in [(folder, 0o755), (runtime, 0o700), (home, 0o755)] {
            try FileManager.default.createDirectory(at: path, withIntermediateDirectories: true)
            chmod(path.path, mode_t(mode))
        }
        let nobody = getpwnam("nobody").pointee, nogroup = getgrnam("nogroup").pointee
        chown(runtime.path, nobody.pw_uid, nogroup.gr_gid)
        chown(home.path, nobody.pw_uid, nogroup.gr_gid)
        // Where sway looks for a person's config, so a program that edits it finds the one this
        // compositor reads.
        let config = home.appendingPathComponent(".config/sway/config")
        try FileManager.default.createDirectory(at: config.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "xwayland disable\n".write(to: config, atomically: true, encoding: .utf8)
        chmod(config.path, 0o644)
        let compositorEnvironment = [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "HOME": home.path,
            "XDG_RUNTIME_DIR": runtime.path, "LANG": "C.UTF-8", "WLR_BACKENDS": "headless",
            "WLR_LIBINPUT_NO_DEVICES": "1", "WLR_RENDERER": "pixman",
        ]
        let children = DesktopChildren()
        // Reading any file is kept (and handed on to what sway runs) so that a key bound to dictate
        // starts the build under test, whose libraries and models lie under root's closed home on
        // these machines; sway still finds it cannot become root again, which it checks.
        _ = try children.spawn(
            ["setpriv", "--reuid=nobody", "--regid=nogroup", "--clear-groups",
             "--inh-caps=+dac_read_search", "--ambient-caps=+dac_read_search", "sway", "-c", config.path],
            environment: compositorEnvironment, log: folder.appendingPathComponent("sway.log").path)
        func socket(_ prefix: String) -> String? {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: runtime.path)) ?? []
            return names.first { $0.hasPrefix(prefix) && !$0.hasSuffix(".lock") }
        }
        guard await eventually({ socket("wayland-") != nil && socket("sway-ipc") != nil }),
              let wayland = socket("wayland-"), let ipc = socket("sway-ipc") else {
            await children.stopAll()
            let log = (try? String(contentsOf: folder.appendingPathComponent("sway.log"), encoding: .utf8)) ?? ""
            throw TestDesktopError.didNotStart("sway: \(log.suffix(500))")
        }
        var environment = ProcessInfo.processInfo.environment
        environment["WAYLAND_DISPLAY"] = wayland
        environment["XDG_RUNTIME_DIR"] = runtime.path
        environment["SWAYSOCK"] = runtime.appendingPathComponent(ipc).path
        environment["DISPLAY"] = nil
        // Stands in for the keyboard every real seat has. Without one the seat gains and loses its
        // keyboard with each short-lived wtype, and windows stop receiving keys after the first.
        // A test that types before that keyboard is on the seat loses keys, so wait for it: on a
        // loaded machine wtype can take seconds to connect.
        _ = try children.spawn(["wtype", "-s", "86400000"], environment: environment)
        guard await eventually({ await hasKeyboard(environment) }) else {
            await children.stopAll()
            throw TestDesktopError.didNotStart("sway never listed the standing wtype keyboard")
        }
        return WaylandTestDisplay(environment: environment, folder: folder, children: children)
    }

    private static func hasKeyboard(_ environment: [String: String]) async -> Bool {
        guard let inputs = try? await ChildProcess.run(["swaymsg", "-r", "-t", "get_inputs"], environment: environment),
              let list = try? JSONSerialization.jsonObject(with: Data(inputs.standardOutput.utf8)) as? [[String: Any]] else { return false }
        return list.contains { $0["type"] as? String == "keyboard" }
    }

    private func stop() async {
        await children.stopAll()
        try? FileManager.default.removeItem(at: folder)
    }
}
