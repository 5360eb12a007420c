import DesktopSetup

/// dictate's GNOME custom shortcut: added to the person's list through `gsettings`, refused on a
/// key something else has, and taken away leaving the list as it was.
struct GnomeShortcut {
    let context: SetupContext
    private let schema = GnomeKeybindings.schema, list = GnomeKeybindings.listKey
    private var at: String { GnomeKeybindings.customSchema + ":" + GnomeKeybindings.path }

    func paths() async throws -> [String] {
        let text = try await context.run(["gsettings", "get", schema, list])
        guard let paths = GVariantText.strings(text) else {
            throw Failure("gsettings printed an unreadable list of custom shortcuts: \(text)", exitCode: ExitCode.badData)
        }
        return paths
    }

    /// dictate's key, when its shortcut is in the list.
    func boundKey() async throws -> String? {
        guard try await paths().contains(GnomeKeybindings.path) else { return nil }
        return GVariantText.strings(try await context.run(["gsettings", "get", at, "binding"]))?.first
    }

    /// Adds the shortcut; `nil` when the person declined. Throws when the key is taken.
    func add() async throws -> SetupRecord.GnomeShortcut? {
        let paths = try await paths()
        if let owner = GnomeKeybindings.owner(of: context.chord, among: try await bindings(others: paths)) {
            throw Failure("\(context.chord.description) is taken by \(owner). Choose another key with --key.", exitCode: ExitCode.alreadyExists)
        }
        guard context.consents(to: "Add the GNOME shortcut \(context.chord.description) → '\(context.command)' to your custom shortcuts (the others stay)?")
        else { return nil }
        let listWasSet = !((try? await context.run(["dconf", "read", GnomeKeybindings.listDconfKey])) ?? "x").isEmpty
        try await context.run(["gsettings", "set", at, "name", "dictate"])
        try await context.run(["gsettings", "set", at, "command", context.command])
        try await context.run(["gsettings", "set", at, "binding", context.chord.gnome])
        try await context.run(["gsettings", "set", schema, list, GVariantText.array(GnomeKeybindings.adding(to: paths))])
        return SetupRecord.GnomeShortcut(listWasSet: listWasSet)
    }

    /// Takes the shortcut away: out of the list (reset when it was the default and is empty again)
    /// and its own keys reset.
    func remove(_ added: SetupRecord.GnomeShortcut) async throws {
        let rest = GnomeKeybindings.removing(from: try await paths())
        if rest.isEmpty && !added.listWasSet {
            try await context.run(["gsettings", "reset", schema, list])
        } else {
            try await context.run(["gsettings", "set", schema, list, GVariantText.array(rest)])
        }
        for key in ["name", "command", "binding"] { try await context.run(["gsettings", "reset", at, key]) }
    }

    /// The keys GNOME binds already: its own schemas' and the person's other custom shortcuts.
    private func bindings(others paths: [String]) async throws -> [GnomeKeybindings.Binding] {
        var bindings: [GnomeKeybindings.Binding] = []
        for schema in GnomeKeybindings.builtInSchemas {
            // A schema this GNOME lacks binds nothing.
            guard let listing = try? await context.run(["gsettings", "list-recursively", schema]) else { continue }
            bindings += GnomeKeybindings.bindings(listing: listing)
        }
        for path in paths where path != GnomeKeybindings.path {
            let custom = GnomeKeybindings.customSchema + ":" + path
            let name = GVariantText.strings(try await context.run(["gsettings", "get", custom, "name"]))?.first ?? path
            let binding = GVariantText.strings(try await context.run(["gsettings", "get", custom, "binding"])) ?? []
            bindings.append(.init(owner: "the custom shortcut '\(name)'", accelerators: binding))
        }
        return bindings
    }
}
