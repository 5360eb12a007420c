import Foundation
import TestSupport

enum SetupEnvironment {
    /// `display`'s environment with a fresh home, a desktop setup binds no key on, and `sound`'s server.
    static func make(_ display: [String: String], sound: TestSoundServer) throws -> [String: String] {
        var environment = display
        let home = try DictateBinary.scratchDirectory()
        environment["HOME"] = home.path
        environment["XDG_CONFIG_HOME"] = home.appendingPathComponent(".config").path
        environment["XDG_CURRENT_DESKTOP"] = "XFCE"
        environment["PULSE_SERVER"] = sound.server
        return environment
    }

    /// Removes the home `make` made.
    static func remove(_ environment: [String: String]) {
        if let home = environment["HOME"] { try? FileManager.default.removeItem(atPath: home) }
    }
}
