import Foundation
import TestSupport

/// A session bus of a test's own with a fresh `HOME`, where `gsettings` writes through dconf into
/// that home's `dconf/user` and nowhere else: GNOME's settings without the Shell, which reads them.
struct PrivateSessionBus: Sendable {
    let environment: [String: String]
    let home: URL

    static func with<T: Sendable>(desktop: String = "GNOME", _ body: (PrivateSessionBus) async throws -> T) async throws -> T {
        let folder = try DictateBinary.scratchDirectory()
        let home = folder.appendingPathComponent("home"), runtime = folder.appendingPathComponent("runtime")
        for path in [home, runtime] { try FileManager.default.createDirectory(at: path, withIntermediateDirectories: true) }
        chmod(runtime.path, 0o700)
        let bus = folder.appendingPathComponent("bus").path
        var environment = ProcessInfo.processInfo.environment
        for name in ["DISPLAY", "WAYLAND_DISPLAY", "SWAYSOCK", "I3SOCK", "HYPRLAND_INSTANCE_SIGNATURE", "IBUS_ADDRESS", "GSETTINGS_BACKEND"] {
            environment[name] = nil
        }
        environment["HOME"] = home.path
        environment["XDG_CONFIG_HOME"] = home.appendingPathComponent(".config").path
        environment["XDG_RUNTIME_DIR"] = runtime.path
        environment["XDG_CURRENT_DESKTOP"] = desktop
        environment["DBUS_SESSION_BUS_ADDRESS"] = "unix:path=\(bus)"
        let daemon = try ChildProcess.spawn(["dbus-daemon", "--session", "--nofork", "--address=unix:path=\(bus)"], environment: environment)
        defer {
            daemon.signal(SIGTERM)
            try? FileManager.default.removeItem(at: folder)
        }
        guard await eventually({ FileManager.default.fileExists(atPath: bus) }) else {
            throw TestDesktopError.didNotStart("the private session bus never made its socket \(bus)")
        }
        return try await body(PrivateSessionBus(environment: environment, home: home))
    }

    /// Runs `arguments` on this bus and returns its standard output; a failure throws with its error output.
    @discardableResult
    func run(_ arguments: [String]) async throws -> String {
        let result = try await ChildProcess.run(arguments, environment: environment)
        guard result.status == 0 else {
            throw TestDesktopError.didNotStart("\(arguments.joined(separator: " ")) exited \(result.status): \(result.standardError)")
        }
        return result.standardOutput
    }

    /// Every setting written, as `dconf dump /` prints them.
    func dump() async throws -> String { try await run(["dconf", "dump", "/"]) }
}
