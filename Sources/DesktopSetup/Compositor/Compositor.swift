import Foundation

/// A compositor configured by a text file: where its config is, the file of dictate's bindings
/// beside it, the line that includes that file, and how to ask it to read its config again.
public struct Compositor: Sendable, Equatable {
    public var desktop: Desktop
    /// The config file the compositor reads, under `configHome` (`$XDG_CONFIG_HOME`).
    public var config: String
    /// dictate's bindings, in a file of their own beside the config.
    public var bindingsFile: String
    /// The command that makes the running compositor read its config again.
    public var reload: [String]

    /// The compositor of `desktop`, or `nil` for a desktop configured otherwise.
    public init?(_ desktop: Desktop, configHome: String) {
        self.desktop = desktop
        switch desktop {
        case .sway:
            (config, bindingsFile, reload) = ("\(configHome)/sway/config", "\(configHome)/sway/dictate.conf", ["swaymsg", "reload"])
        case .i3:
            (config, bindingsFile, reload) = ("\(configHome)/i3/config", "\(configHome)/i3/dictate.conf", ["i3-msg", "reload"])
        case .hyprland:
            (config, bindingsFile, reload) = ("\(configHome)/hypr/hyprland.conf", "\(configHome)/hypr/dictate.conf", ["hyprctl", "reload"])
        default:
            return nil
        }
    }

    /// The config the compositor reads when the person has none of their own, to start theirs from.
    public var systemConfig: String? {
        switch desktop {
        case .sway: "/etc/sway/config"
        case .i3: "/etc/i3/config"
        default: nil
        }
    }

    /// The line that includes dictate's bindings.
    public var includeLine: String {
        desktop == .hyprland ? "source = \(bindingsFile)" : "include \(bindingsFile)"
    }

    /// The bindings file's text: `dictate toggle --type` on `chord`, and with `hold`, hold-to-talk on
    /// that key (`begin --type` on its press, `end` on its release), `executable` being dictate.
    public func bindings(_ chord: KeyChord, hold: KeyChord? = nil, executable: String) -> String {
        var lines = ["# dictate's keys, written by 'dictate setup' and removed by 'dictate setup --remove'."]
        if desktop == .hyprland {
            lines.append("bind = \(chord.hyprland), exec, \(executable) toggle --type")
            if let hold {
                lines += ["bind = \(hold.hyprland), exec, \(executable) begin --type", "bindr = \(hold.hyprland), exec, \(executable) end"]
            }
        } else {
            lines.append("bindsym \(chord.sway) exec \(executable) toggle --type")
            if let hold {
                lines += ["bindsym \(hold.sway) exec \(executable) begin --type", "bindsym --release \(hold.sway) exec \(executable) end"]
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `config` with the include line added at its end (where the variables it may use are set);
    /// unchanged when the line is there.
    public func including(_ config: String) -> String {
        let lines = config.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.contains(where: { $0.trimmingCharacters(in: .whitespaces) == includeLine }) { return config }
        let ending = config.isEmpty || config.hasSuffix("\n") ? "" : "\n"
        return config + ending + includeLine + "\n"
    }

    /// `config` without the include line: the exact text it had before ``including(_:)`` added it.
    public func excluding(_ config: String) -> String {
        Self.excluding(includeLine, from: config)
    }

    /// `config` without `line`, for undoing what a recorded setup added.
    public static func excluding(_ line: String, from config: String) -> String {
        var lines = config.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let index = lines.lastIndex(where: { $0.trimmingCharacters(in: .whitespaces) == line }) else { return config }
        lines.remove(at: index)
        return lines.joined(separator: "\n")
    }
}
