import DictationComposer
import Foundation

/// Open Settings on Linux: the desktop's sound settings when one is installed and a display is
/// there to show it on; otherwise the command that unmutes the default source.
enum DesktopSettings {
    /// The command the denial line shows when nothing can be opened.
    static let manualFix = "pactl set-source-mute @DEFAULT_SOURCE@ 0"

    /// Settings apps, most specific first, with the arguments that open their sound page.
    static let candidates: [(program: String, arguments: [String])] = [
        ("pavucontrol", ["--tab=4"]),
        ("gnome-control-center", ["sound"]),
        ("systemsettings", ["kcm_pulseaudio"]),
        ("xfce4-settings-manager", []),
    ]

    /// The settings opener for this machine and `environment`.
    static func detect(environment: [String: String] = ProcessInfo.processInfo.environment) -> SystemSettings {
        let hasDisplay = environment["DISPLAY"] != nil || environment["WAYLAND_DISPLAY"] != nil
        let path = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
        let found = candidates.lazy.compactMap { candidate in
            path.map { "\($0)/\(candidate.program)" }
                .first { FileManager.default.isExecutableFile(atPath: $0) }
                .map { (executable: $0, arguments: candidate.arguments) }
        }.first
        guard hasDisplay, let found else { return SystemSettings(open: nil, manualFix: manualFix) }
        return SystemSettings(open: { launch(found.executable, found.arguments) }, manualFix: manualFix)
    }

    private static func launch(_ executable: String, _ arguments: [String]) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try? process.run()
    }
}
