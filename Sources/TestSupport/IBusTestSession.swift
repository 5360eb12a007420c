import Foundation

/// A private ibus-daemon on a session bus of its own, on a test display: what a desktop that uses
/// IBus runs, with nothing shared with the machine's own session.
public struct IBusTestSession: Sendable {
    /// The display's environment with this session's bus, `HOME` (where the daemon writes its
    /// address) and the IBus module for GTK windows.
    public let environment: [String: String]
    let folder: URL
    let children: DesktopChildren
    private let daemon: ChildProcess

    /// Runs `body` with a daemon on the display `display` (an `X11TestDisplay`'s environment), and
    /// ends the daemon, its bus and its windows afterwards, also when `body` throws.
    public static func with<T: Sendable>(display: [String: String], _ body: (IBusTestSession) async throws -> T) async throws -> T {
        try await using(try await start(display: display), stop: { await $0.stop() }, body)
    }

    /// The daemon's global engine, as `ibus engine` prints it; `nil` when it has none.
    public func engine() async throws -> String? {
        try await Self.engine(environment: environment)
    }

    /// Whether a daemon answers at `environment`'s address within the tests' patience. Only the
    /// daemon answers "No global engine"; `ibus engine` says "No engine is set." also when it
    /// reached no daemon at all.
    static func daemonAnswers(environment: [String: String]) async throws -> Bool {
        try await eventually {
            let result = try await ChildProcess.run(["ibus", "engine"], environment: environment)
            return result.status == 0 || result.standardError.contains("No global engine")
        }
    }

    /// The global engine of the daemon `environment` leads to.
    static func engine(environment: [String: String]) async throws -> String? {
        let result = try await ChildProcess.run(["ibus", "engine"], environment: environment)
        let name = result.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
        return result.status == 0 && !name.isEmpty ? name : nil
    }

    /// Makes `name` the global engine, as a person choosing an input source does.
    public func setEngine(_ name: String) async throws {
        let result = try await ChildProcess.run(["ibus", "engine", name], environment: environment)
        guard result.status == 0 else { throw TestDesktopError.didNotStart("ibus engine \(name): \(result.standardError)") }
    }

    /// Ends the daemon, as a crash or a desktop restarting it would; its process id is in the
    /// address file it wrote.
    public func killDaemon() async {
        for pid in daemonProcesses() { kill(pid, SIGKILL) }
        _ = await daemon.wait()
    }

    private func daemonProcesses() -> [pid_t] {
        Self.daemonProcesses(home: folder.appendingPathComponent("home"))
    }

    /// The daemons that wrote address files under `home`, which a desktop that started its own
    /// (GNOME Shell does) leaves running when it ends.
    static func daemonProcesses(home: URL) -> [pid_t] {
        let files = home.appendingPathComponent(".config/ibus/bus")
        return ((try? FileManager.default.contentsOfDirectory(atPath: files.path)) ?? []).flatMap { name in
            let text = (try? String(contentsOf: files.appendingPathComponent(name), encoding: .utf8)) ?? ""
            return text.split(separator: "\n").compactMap { line in
                line.hasPrefix("IBUS_DAEMON_PID=") ? pid_t(line.dropFirst("IBUS_DAEMON_PID=".count)) : nil
            }
        }
    }

    /// Opens a GTK window with an entry using the IBus module and waits until it has the keyboard
    /// focus. Without a window manager X gives no window the focus, so it is set by hand.
    public func openEntry(_ kind: TestEntry.Kind = .gtk3) async throws -> TestEntry {
        let entry = try TestEntry.open(kind, backend: "x11", environment: environment, folder: folder, children: children)
        let found = try await ChildProcess.run(
            ["timeout", "20", "xdotool", "search", "--sync", "--onlyvisible", "--name", TestEntry.title], environment: environment)
        guard found.status == 0, let window = found.standardOutput.split(separator: "\n").last.map(String.init) else {
            throw TestDesktopError.didNotStart("the GTK entry never showed its window: \(found.standardError)")
        }
        let focused = try await eventually {
            _ = try await ChildProcess.run(["xdotool", "windowfocus", window], environment: environment)
            _ = try await ChildProcess.run(["xdotool", "mousemove", "--window", window, "20", "20"], environment: environment)
            return entry.hasHadFocus
        }
        guard focused else { throw TestDesktopError.didNotStart("the GTK entry never had the focus") }
        return entry
    }

    private static func start(display: [String: String]) async throws -> IBusTestSession {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ibus-\(UUID().uuidString)")
        let home = folder.appendingPathComponent("home")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let children = DesktopChildren()
        let bus = folder.appendingPathComponent("bus").path
        var environment = display
        environment["HOME"] = home.path
        environment["XDG_CONFIG_HOME"] = home.appendingPathComponent(".config").path
        environment["XDG_CACHE_HOME"] = home.appendingPathComponent(".cache").path
        environment["DBUS_SESSION_BUS_ADDRESS"] = "unix:path=\(bus)"
        environment["GTK_IM_MODULE"] = "ibus"
        environment["IBUS_ADDRESS"] = nil
        environment["NO_AT_BRIDGE"] = "1"
        _ = try children.spawn(["dbus-daemon", "--session", "--nofork", "--address=unix:path=\(bus)"], environment: environment,
                               log: folder.appendingPathComponent("dbus.log").path)
        guard await eventually({ FileManager.default.fileExists(atPath: bus) }) else {
            await children.stopAll()
            throw TestDesktopError.didNotStart("dbus-daemon never made its socket")
        }
        // No XIM server: it would start ibus-x11 with --kill-daemon, which takes the daemon down
        // whenever it loses its own X connection. The daemon runs under a shell rather than as the
        // test runner's own child: measured here, as the runner's direct child (also through
        // `exec`) it dropped dictate's connection mid-dictation in most end-to-end runs, and under a shell
        // in none of those tried. Its process id is read from its address file.
        let daemon = try children.spawn(
            ["sh", "-c", "ibus-daemon --panel=disable --config=default --cache=none --emoji-extension=disable"],
            environment: environment, log: folder.appendingPathComponent("ibus-daemon.log").path)
        let session = IBusTestSession(environment: environment, folder: folder, children: children, daemon: daemon)
        guard try await daemonAnswers(environment: environment) else {
            await children.stopAll()
            let log = (try? String(contentsOf: folder.appendingPathComponent("ibus-daemon.log"), encoding: .utf8)) ?? ""
            throw TestDesktopError.didNotStart("ibus-daemon never answered: \(log.suffix(500))")
        }
        return session
    }

    private func stop() async {
        for pid in daemonProcesses() { kill(pid, SIGTERM) }
        await children.stopAll()
        try? FileManager.default.removeItem(at: folder)
    }
}
