/// dictate's GNOME Shell extension (desktop/gnome-shell), which draws the panel on GNOME on
/// Wayland: which of its two builds serves a Shell, where the Shell finds it, and what to tell a
/// person about it.
public enum GnomeShellExtension {
    public static let uuid = "dictate-panel@dictate"

    /// Where the extension stands for the person.
    public enum State: Equatable, Sendable {
        case notInstalled
        /// Installed in `folder`, not in the Shell's list of enabled extensions.
        case disabled(folder: String)
        case enabled(folder: String)
    }

    /// The build that serves Shell `major`: "43" (legacy `imports.*`, for 43 and 44) or "45" (ES
    /// modules, for 45 and later); `assemble` and the installed `share/dictate/gnome-shell` use these names.
    public static func build(forShell major: Int) -> String { major <= 44 ? "43" : "45" }

    /// The major version in `gnome-shell --version`'s "GNOME Shell 43.9"; `nil` for other text.
    public static func shellMajor(versionOutput: String) -> Int? {
        guard let version = versionOutput.split(whereSeparator: \.isWhitespace).last,
              let major = version.split(separator: ".").first else { return nil }
        return Int(major)
    }

    /// The extension folders the Shell looks in, in its order: the person's
    /// (`$XDG_DATA_HOME/gnome-shell/extensions`) first, then each system data folder's.
    public static func folders(dataHome: String, dataDirs: [String]) -> [String] {
        ([dataHome] + dataDirs).map { "\($0)/gnome-shell/extensions/\(uuid)" }
    }

    /// The state, given the first of ``folders(dataHome:dataDirs:)`` that holds the extension and the
    /// Shell's `enabled-extensions` list.
    public static func state(installedIn folder: String?, enabled: [String]) -> State {
        guard let folder else { return .notInstalled }
        return enabled.contains(uuid) ? .enabled(folder: folder) : .disabled(folder: folder)
    }

    /// What `dictate panel` says on GNOME on Wayland, where the Shell draws the panel itself.
    public static func advice(_ state: State) -> String {
        switch state {
        case .enabled(let folder):
            "GNOME Shell draws the panel itself through dictate's extension (\(folder)), installed and enabled: "
                + "it shows while a dictation records. If it does not, log out and in: GNOME on Wayland loads a newly "
                + "installed extension only at login."
        case .disabled(let folder):
            "dictate's GNOME Shell extension is installed (\(folder)) but not enabled: run "
                + "'dictate panel --install-gnome-extension' (or 'gnome-extensions enable \(uuid)'), then log out and in."
        case .notInstalled:
            "GNOME on Wayland has no layer-shell, so GNOME Shell draws the panel through dictate's extension, which "
                + "is not installed: run 'dictate panel --install-gnome-extension', then log out and in."
        }
    }
}
