import Foundation
import TestSupport

/// A GTK 3 window with one text entry on a test sway, started by sway as `nobody`. The entry writes
/// every preedit change and every change of its text to a log, one JSON object a line, so a test
/// sees what the person would have seen, in order.
struct TextEntryWindow {
    enum Kind: String { case text, password, fiveCharacters = "five-characters" }

    /// One line of the log: `preedit` or `text` and the value it changed to.
    struct Change: Decodable, Equatable {
        var preedit: String?
        var text: String?
    }

    let folder: URL
    let environment: [String: String]
    var log: URL { folder.appendingPathComponent("changes.jsonl") }

    /// Opens the window and waits until it has the keyboard focus: sway hands the input method to a
    /// text field only then.
    static func open(_ kind: Kind, on display: WaylandTestDisplay) async throws -> TextEntryWindow {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("entry-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let nobody = getpwnam("nobody").pointee
        chown(folder.path, nobody.pw_uid, nobody.pw_gid)
        let window = TextEntryWindow(folder: folder, environment: display.environment)
        let script = folder.appendingPathComponent("entry.py")
        try Self.script.write(to: script, atomically: true, encoding: .utf8)
        chmod(script.path, 0o644)
        let appID = "dictate-entry-\(kind.rawValue)"
        let command = "env GDK_BACKEND=wayland GTK_IM_MODULE=wayland /usr/bin/python3 '\(script.path)' '\(window.log.path)' \(kind.rawValue) \(appID)"
        let started = try await ChildProcess.run(["swaymsg", "exec", command], environment: display.environment)
        guard started.status == 0 else { throw TestDesktopError.didNotStart("swaymsg exec: \(started.standardError)") }
        guard try await eventually({ try await display.focusedApplication() == appID }) else {
            throw TestDesktopError.didNotStart("the GTK entry window never had the focus")
        }
        return window
    }

    /// Types `text` into the entry with wtype, as a keyboard would.
    func type(_ text: String) async throws {
        let typed = try await ChildProcess.run(["wtype", text], environment: environment)
        guard typed.status == 0 else { throw TestDesktopError.didNotStart("wtype: \(typed.standardError)") }
    }

    /// Closes the window, as the person would.
    func close() async throws {
        let killed = try await ChildProcess.run(["swaymsg", "[app_id=\"^dictate-entry-\"] kill"], environment: environment)
        guard killed.status == 0 else { throw TestDesktopError.didNotStart("swaymsg kill: \(killed.standardError)") }
    }

    /// Deletes the script and the log; the window ends with its compositor.
    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }

    /// The changes logged so far.
    func changes() -> [Change] {
        let lines = ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n")
        return lines.compactMap { try? JSONDecoder().decode(Change.self, from: Data($0.utf8)) }
    }

    /// The entry's texts in order, once the last is `expected` (or `patience` passed), read again
    /// after `settle` so that a change too many shows as well.
    func texts(awaiting expected: String, settle: Duration = .milliseconds(500)) async -> [String] {
        _ = await eventually { changes().compactMap(\.text).last == expected }
        try? await Task.sleep(for: settle)
        return changes().compactMap(\.text)
    }

    /// Whether the entry has shown `preedit`, waiting for it up to `patience`.
    func showed(preedit: String) async -> Bool {
        await eventually { changes().contains(Change(preedit: preedit)) }
    }

    private static let script = #"""
        import json, sys
        import gi
        gi.require_version("Gtk", "3.0")
        from gi.repository import GLib, Gtk

        log_path, kind, app_id = sys.argv[1:4]
        GLib.set_prgname(app_id)
        log = open(log_path, "a", buffering=1)

        def record(**change):
            log.write(json.dumps(change) + "\n")

        entry = Gtk.Entry()
        if kind == "password":
            entry.set_visibility(False)
            entry.set_input_purpose(Gtk.InputPurpose.PASSWORD)
        elif kind == "five-characters":
            entry.set_max_length(5)
        entry.connect("preedit-changed", lambda _, preedit: record(preedit=preedit))
        entry.connect("changed", lambda e: record(text=e.get_text()))
        window = Gtk.Window(title=app_id)
        window.add(entry)
        window.connect("destroy", Gtk.main_quit)
        window.show_all()
        Gtk.main()
        """#
}
