import Foundation

/// A GTK window with one text entry, run by Debian's python3-gi, that writes what happens to it to
/// a file: the focus arriving, every preedit change and every change of its text. The real field
/// an input method writes into.
public struct TestEntry: Sendable {
    /// The toolkit version and purpose of the entry.
    public enum Kind: Sendable {
        case gtk3, gtk4
        case gtk3Password
        /// A GTK 3 entry that keeps at most five characters, as a field with a length limit does.
        case gtk3FiveCharacters
    }

    /// One line of the window's log.
    public struct Event: Sendable, Equatable {
        public var kind: String
        public var text: String
    }

    /// The window's title, to find it by.
    public static let title = "dictate-test-entry"

    /// The file the window writes.
    public let log: String

    /// Opens the window with GDK's `backend` (`x11`, `wayland`), its script and log in `folder`.
    static func open(_ kind: Kind, backend: String, environment: [String: String], folder: URL,
                     children: DesktopChildren) throws -> TestEntry {
        let log = folder.appendingPathComponent("entry-\(UUID().uuidString).log").path
        var environment = environment
        environment["GDK_BACKEND"] = backend
        _ = try children.spawn(try command(kind: kind, folder: folder, log: log), environment: environment,
                               log: folder.appendingPathComponent("entry.err").path)
        return TestEntry(log: log)
    }

    /// The command that opens the window, given the folder to keep its script in.
    static func command(kind: Kind, folder: URL, log: String) throws -> [String] {
        let script = folder.appendingPathComponent("entry.py")
        try source.write(to: script, atomically: true, encoding: .utf8)
        chmod(script.path, 0o644)
        let (version, purpose) = switch kind {
        case .gtk3: ("3.0", "free")
        case .gtk4: ("4.0", "free")
        case .gtk3Password: ("3.0", "password")
        case .gtk3FiveCharacters: ("3.0", "five-characters")
        }
        // Debian's interpreter has gi; a python3 elsewhere on PATH may not.
        return ["/usr/bin/python3", script.path, log, version, purpose]
    }

    /// Everything the window wrote so far.
    public var events: [Event] {
        let lines = ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(separator: "\n")
        return lines.map { line in
            let parts = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
            let text = parts.count > 1 ? String(parts[1]).replacingOccurrences(of: "\\n", with: "\n") : ""
            return Event(kind: String(parts[0]), text: text)
        }
    }

    /// The entry's text now.
    public var text: String { events.last { $0.kind == "text" }?.text ?? "" }

    /// Every preedit the entry showed, in order ("" when it was cleared).
    public var preedits: [String] { events.filter { $0.kind == "preedit" }.map(\.text) }

    /// Every text the entry held, in order.
    public var texts: [String] { events.filter { $0.kind == "text" }.map(\.text) }

    /// Whether the window has had the keyboard focus.
    public var hasHadFocus: Bool { events.contains { $0.kind == "focus" } }

    /// The entry's text once it is `expected` or `timeout` passed.
    public func text(awaiting expected: String, within timeout: Duration = patience) async -> String {
        _ = await eventually(within: timeout) { text == expected }
        return text
    }

    /// The entry's texts in order, once the last is `expected` (or `patience` passed), read again
    /// after `settle` so that a change too many shows as well.
    public func texts(awaiting expected: String, settle: Duration = .milliseconds(500)) async -> [String] {
        _ = await eventually { texts.last == expected }
        try? await Task.sleep(for: settle)
        return texts
    }

    /// Whether the entry has shown `preedit`, waiting for it up to `patience`.
    public func showed(preedit: String) async -> Bool {
        await eventually { preedits.contains(preedit) }
    }

    private static let source = #"""
    import sys
    import gi
    log_path, version, purpose = sys.argv[1], sys.argv[2], sys.argv[3]
    gi.require_version("Gtk", version)
    from gi.repository import Gtk, GLib

    log = open(log_path, "a", buffering=1)

    def write(kind, text=""):
        log.write(kind + "\t" + text.replace("\n", "\\n") + "\n")

    entry = Gtk.Entry()
    if purpose == "password":
        entry.set_input_purpose(Gtk.InputPurpose.PASSWORD)
    elif purpose == "five-characters":
        entry.set_max_length(5)
    entry.connect("changed", lambda e: write("text", e.get_text()))
    window = Gtk.Window(title="dictate-test-entry")
    window.set_default_size(480, 80)
    if version == "3.0":
        entry.connect("preedit-changed", lambda e, text: write("preedit", text))
        window.connect("focus-in-event", lambda *a: write("focus") and False)
        window.connect("destroy", Gtk.main_quit)
        window.add(entry)
        window.show_all()
        entry.grab_focus()
        Gtk.main()
    else:
        entry.get_delegate().connect("preedit-changed", lambda t, text: write("preedit", text))
        focus = Gtk.EventControllerFocus()
        focus.connect("enter", lambda c: write("focus"))
        entry.add_controller(focus)
        loop = GLib.MainLoop()
        window.connect("close-request", lambda *a: loop.quit() or False)
        window.set_child(entry)
        window.present()
        entry.grab_focus()
        loop.run()
    """#
}
