import Foundation

/// A private headless GNOME Shell on Wayland, on a session bus of its own: the desktop Ubuntu and
/// Fedora start, with the ibus-daemon the Shell starts itself.
///
/// What it takes on these machines (Debian's gnome-shell 43, as root, no GPU, no logind): the
/// Shell asks logind for seats when `/run/systemd/seats` exists, so it runs in a mount namespace
/// where `/run/systemd` is empty and uses its own stand-in; it wants a system bus; and it starts in
/// the overview, whose search entry would take every commit, so a small extension of the test's
/// own turns the overview off.
public struct GnomeTestSession: Sendable {
    /// The Shell's Wayland socket, its session bus, `HOME` and the runtime folder, as its
    /// applications and dictate see them.
    public let environment: [String: String]
    private let folder: URL
    private let children: DesktopChildren

    public static func with<T: Sendable>(_ body: (GnomeTestSession) async throws -> T) async throws -> T {
        try await using(try await start(), stop: { await $0.stop() }, body)
    }

    /// The ibus-daemon's global engine, as `ibus engine` prints it; `nil` when it has none.
    public func engine() async throws -> String? {
        try await IBusTestSession.engine(environment: environment)
    }

    /// Opens a GTK window with an entry on the Shell and waits until the entry has the keyboard focus.
    public func openEntry(_ kind: TestEntry.Kind = .gtk4) async throws -> TestEntry {
        let entry = try TestEntry.open(kind, backend: "wayland", environment: environment, folder: folder, children: children)
        guard await eventually({ entry.hasHadFocus }) else {
            throw TestDesktopError.didNotStart("the GTK entry never had the focus on GNOME Shell")
        }
        return entry
    }

    private static let extensionID = "no-overview@dictate.test"

    private static func start() async throws -> GnomeTestSession {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gnome-\(UUID().uuidString)")
        let home = folder.appendingPathComponent("home"), runtime = folder.appendingPathComponent("runtime")
        for path in [home, runtime] { try FileManager.default.createDirectory(at: path, withIntermediateDirectories: true) }
        chmod(runtime.path, 0o700)
        let children = DesktopChildren()
        func failed(_ reason: String) async -> TestDesktopError {
            let log = (try? String(contentsOf: folder.appendingPathComponent("gnome-shell.log"), encoding: .utf8)) ?? ""
            await children.stopAll()
            return TestDesktopError.didNotStart("GNOME Shell: \(reason): \(log.suffix(1500))")
        }
        if let reason = try await startSystemBus() { throw await failed(reason) }
        let bus = folder.appendingPathComponent("bus").path
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        environment["WAYLAND_DISPLAY"] = nil
        environment["IBUS_ADDRESS"] = nil
        environment["GTK_IM_MODULE"] = nil
        environment["HOME"] = home.path
        environment["XDG_RUNTIME_DIR"] = runtime.path
        environment["XDG_CONFIG_HOME"] = home.appendingPathComponent(".config").path
        environment["XDG_DATA_HOME"] = home.appendingPathComponent(".local/share").path
        environment["XDG_CACHE_HOME"] = home.appendingPathComponent(".cache").path
        environment["DBUS_SESSION_BUS_ADDRESS"] = "unix:path=\(bus)"
        environment["XDG_SESSION_TYPE"] = "wayland"
        environment["XDG_CURRENT_DESKTOP"] = "GNOME"
        environment["NO_AT_BRIDGE"] = "1"
        _ = try children.spawn(["dbus-daemon", "--session", "--nofork", "--address=unix:path=\(bus)"], environment: environment,
                               log: folder.appendingPathComponent("dbus.log").path)
        guard await eventually({ FileManager.default.fileExists(atPath: bus) }) else { throw await failed("the session bus never started") }
        try installExtension(in: home.appendingPathComponent(".local/share"))
        let enabled = try await ChildProcess.run(["gsettings", "set", "org.gnome.shell", "enabled-extensions", "['\(extensionID)']"],
                                                 environment: environment)
        guard enabled.status == 0 else { throw await failed("gsettings could not enable the extension: \(enabled.standardError)") }
        _ = try children.spawn(
            ["unshare", "-m", "sh", "-c",
             "mount -t tmpfs none /run/systemd && exec gnome-shell --wayland --headless --no-x11 --virtual-monitor 1280x720"],
            environment: environment, log: folder.appendingPathComponent("gnome-shell.log").path)
        let socket = runtime.appendingPathComponent("wayland-0").path
        guard await eventually({ FileManager.default.fileExists(atPath: socket) }) else { throw await failed("no Wayland socket") }
        environment["WAYLAND_DISPLAY"] = "wayland-0"
        // The Shell starts ibus-daemon once it is up; `ibus engine` reaches it once its address file is written.
        guard try await IBusTestSession.daemonAnswers(environment: environment) else { throw await failed("the Shell's ibus-daemon never answered") }
        return GnomeTestSession(environment: environment, folder: folder, children: children)
    }

    /// Makes sure a system bus answers, which the Shell dies without; the reason when none can.
    /// A bus that ended leaves its socket and process id file behind, and dbus-daemon refuses to
    /// start over a process id file, so both go before a new one starts.
    private static func startSystemBus() async throws -> String? {
        let probe = ["dbus-send", "--system", "--dest=org.freedesktop.DBus", "--print-reply", "/org/freedesktop/DBus", "org.freedesktop.DBus.GetId"]
        if try await ChildProcess.run(probe).status == 0 { return nil }
        for stale in ["/run/dbus/system_bus_socket", "/run/dbus/pid"] { try? FileManager.default.removeItem(atPath: stale) }
        let system = try await ChildProcess.run(["dbus-daemon", "--system", "--fork"])
        guard system.status == 0 else { return "no system bus, and dbus-daemon --system failed: \(system.standardError)" }
        guard try await eventually({ try await ChildProcess.run(probe).status == 0 }) else { return "the system bus started but never answered" }
        return nil
    }

    /// An extension that turns the overview off, so the session starts on the desktop with the
    /// focus free for the test's window.
    private static func installExtension(in data: URL) throws {
        let folder = data.appendingPathComponent("gnome-shell/extensions/\(extensionID)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try #"{"uuid": "\#(extensionID)", "name": "No overview", "description": "Starts on the desktop", "shell-version": ["43"]}"#
            .write(to: folder.appendingPathComponent("metadata.json"), atomically: true, encoding: .utf8)
        try """
        const Main = imports.ui.main;
        function init() {}
        function enable() { Main.sessionMode.hasOverview = false; }
        function disable() { Main.sessionMode.hasOverview = true; }
        """.write(to: folder.appendingPathComponent("extension.js"), atomically: true, encoding: .utf8)
    }

    private func stop() async {
        for pid in IBusTestSession.daemonProcesses(home: folder.appendingPathComponent("home")) { kill(pid, SIGTERM) }
        await children.stopAll()
        try? FileManager.default.removeItem(at: folder)
    }
}
