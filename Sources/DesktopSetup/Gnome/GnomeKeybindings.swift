/// GNOME's custom keyboard shortcuts as settings: a list of paths in the media-keys plugin's
/// schema, and at each path a relocatable schema with the shortcut's name, command and key.
/// Pure functions over the values `gsettings` reads and writes, so dictate adds its one shortcut
/// to the person's list and takes exactly it away again.
public enum GnomeKeybindings {
    public static let schema = "org.gnome.settings-daemon.plugins.media-keys"
    public static let listKey = "custom-keybindings"
    public static let customSchema = "org.gnome.settings-daemon.plugins.media-keys.custom-keybinding"
    /// dictate's shortcut, at a path of its own so it never overwrites one the person made.
    public static let path = "/org/gnome/settings-daemon/plugins/media-keys/custom-keybindings/dictate/"
    /// The dconf key holding the list, to tell a list the person set from the schema's default.
    public static let listDconfKey = "/org/gnome/settings-daemon/plugins/media-keys/custom-keybindings"
    /// The schemas whose keys GNOME Shell, mutter and the settings daemon bind.
    public static let builtInSchemas = [
        "org.gnome.desktop.wm.keybindings", "org.gnome.shell.keybindings", "org.gnome.mutter.keybindings",
        "org.gnome.mutter.wayland.keybindings", schema,
    ]

    /// A binding already there: what has it, and its keys as GNOME accelerators.
    public struct Binding: Sendable, Equatable {
        public var owner: String
        public var accelerators: [String]

        public init(owner: String, accelerators: [String]) {
            self.owner = owner
            self.accelerators = accelerators
        }
    }

    /// The list with dictate's path added at the end, the rest in their order; unchanged when it is there.
    public static func adding(to list: [String]) -> [String] {
        list.contains(path) ? list : list + [path]
    }

    /// The list without dictate's path.
    public static func removing(from list: [String]) -> [String] {
        list.filter { $0 != path }
    }

    /// The bindings in `gsettings list-recursively SCHEMA` output ("schema key value" lines), each
    /// named "schema key"; values that are not keys (numbers, booleans) are left out.
    public static func bindings(listing: String) -> [Binding] {
        listing.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: " ", maxSplits: 2).map(String.init)
            guard fields.count == 3, fields[1] != listKey, let values = GVariantText.strings(fields[2]) else { return nil }
            let accelerators = values.filter { KeyChord(gnomeAccelerator: $0) != nil }
            return accelerators.isEmpty ? nil : Binding(owner: "\(fields[0]) \(fields[1])", accelerators: accelerators)
        }
    }

    /// What already has `chord`, if anything.
    public static func owner(of chord: KeyChord, among bindings: [Binding]) -> String? {
        bindings.first { binding in
            binding.accelerators.contains { KeyChord(gnomeAccelerator: $0)?.matches(chord) == true }
        }?.owner
    }
}
