import Foundation

/// Where the session's ibus-daemon listens, found the way IBus's own clients find it, but from a
/// given environment rather than the process's: `IBUS_ADDRESS`, else the address file the daemon
/// writes under the configuration folder, named after the machine and the display.
enum IBusAddress {
    /// The daemon's D-Bus address, `nil` when no address file names one.
    static func find(environment: [String: String], machineID: String? = localMachineID()) -> String? {
        if let address = environment["IBUS_ADDRESS"], !address.isEmpty { return address }
        guard let machineID else { return nil }
        let folder = configFolder(environment).appendingPathComponent("ibus/bus")
        for name in fileNames(machineID: machineID, environment: environment) {
            guard let text = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) else { continue }
            for line in text.split(whereSeparator: \.isNewline) where line.hasPrefix("IBUS_ADDRESS=") {
                return String(line.dropFirst("IBUS_ADDRESS=".count))
            }
        }
        return nil
    }

    /// The address files that may be this session's, most likely first: a Wayland session's is
    /// named after its socket, an X11 one's after the display number (`:1.0` gives `unix-1`).
    static func fileNames(machineID: String, environment: [String: String]) -> [String] {
        var displays: [String] = []
        if let wayland = environment["WAYLAND_DISPLAY"], !wayland.isEmpty { displays.append(wayland) }
        if let x11 = environment["DISPLAY"], let colon = x11.lastIndex(of: ":") {
            let host = x11[..<colon].isEmpty ? "unix" : String(x11[..<colon])
            let number = x11[x11.index(after: colon)...].split(separator: ".").first.map(String.init) ?? "0"
            return displays.map { "\(machineID)-unix-\($0)" } + ["\(machineID)-\(host)-\(number)"]
        }
        return displays.map { "\(machineID)-unix-\($0)" }
    }

    private static func configFolder(_ environment: [String: String]) -> URL {
        if let config = environment["XDG_CONFIG_HOME"], !config.isEmpty { return URL(fileURLWithPath: config) }
        return URL(fileURLWithPath: environment["HOME"] ?? NSHomeDirectory()).appendingPathComponent(".config")
    }

    static func localMachineID() -> String? {
        for path in ["/var/lib/dbus/machine-id", "/etc/machine-id"] {
            if let id = try? String(contentsOfFile: path, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines), !id.isEmpty {
                return id
            }
        }
        return nil
    }
}
