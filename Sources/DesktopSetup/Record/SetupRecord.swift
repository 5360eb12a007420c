import Foundation

/// What `dictate setup` changed on this desktop, kept so `dictate setup --remove` takes away
/// exactly that and nothing the person made.
public struct SetupRecord: Codable, Sendable, Equatable {
    /// dictate's GNOME custom shortcut, added to the list at ``GnomeKeybindings/path``.
    public struct GnomeShortcut: Codable, Sendable, Equatable {
        /// Whether the person had set the list of custom shortcuts (or it had the schema's default),
        /// so that a list left empty is reset rather than set.
        public var listWasSet: Bool

        public init(listWasSet: Bool) { self.listWasSet = listWasSet }
    }

    /// The include line added to a compositor's config and the bindings file it names.
    public struct CompositorInclude: Codable, Sendable, Equatable {
        public var config: String
        public var includeLine: String
        public var bindingsFile: String
        /// Whether setup made the config because the person had none, starting it from
        /// `systemConfig` when there was one.
        public var createdConfig: Bool
        public var systemConfig: String?
        public var reload: [String]

        public init(config: String, includeLine: String, bindingsFile: String, createdConfig: Bool, systemConfig: String?,
                    reload: [String]) {
            self.config = config
            self.includeLine = includeLine
            self.bindingsFile = bindingsFile
            self.createdConfig = createdConfig
            self.systemConfig = systemConfig
            self.reload = reload
        }
    }

    public var gnome: GnomeShortcut?
    public var compositor: CompositorInclude?
    /// The XDG autostart file that starts `dictate panel` at login.
    public var autostart: String?

    public init(gnome: GnomeShortcut? = nil, compositor: CompositorInclude? = nil, autostart: String? = nil) {
        self.gnome = gnome
        self.compositor = compositor
        self.autostart = autostart
    }

    public var isEmpty: Bool { gnome == nil && compositor == nil && autostart == nil }

    /// `$XDG_CONFIG_HOME/dictate/setup.json`.
    public static func url(configHome: String) -> URL {
        URL(fileURLWithPath: configHome).appendingPathComponent("dictate/setup.json")
    }

    /// The record at `url`; an empty one when there is none.
    public static func load(from url: URL) throws -> SetupRecord {
        guard FileManager.default.fileExists(atPath: url.path) else { return SetupRecord() }
        return try JSONDecoder().decode(SetupRecord.self, from: Data(contentsOf: url))
    }

    /// Writes the record, or removes the file once nothing is recorded.
    public func save(to url: URL) throws {
        if isEmpty {
            if FileManager.default.fileExists(atPath: url.path) { try FileManager.default.removeItem(at: url) }
            return
        }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(self).write(to: url, options: .atomic)
    }
}
