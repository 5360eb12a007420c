import Foundation

/// A private headless GNOME Shell on Wayland, on a session bus of its own: the desktop Ubuntu and
/// Fedora start, with the ibus-daemon the Shell starts itself.
///
/// What it takes on these machines (Debian's gnome-shell 43, as root, no GPU, no logind): the
/// Shell asks logind for seats when `/run/systemd/seats` exists, so it runs in a mount namespace
/// where `/run/systemd` is empty and uses its own stand-in; it wants a system bus; and it starts in
/// the overview, whose search entry would take every commit, so a small extension of the test's
/// own turns the overview off. The same extension turns on the Shell's unsafe mode, which opens
/// its screenshot and `Eval` D-Bus methods to the tests: pictures of the screen, and clicks.
public struct GnomeTestSession: Sendable {
    /// The Shell's Wayland socket, its session bus, `HOME` and the runtime folder, as its
    /// applications and dictate see them.
    public let environment: [String: String]
    private let folder: URL
    private let children: DesktopChildren

    public static func with<T: Sendable>(_ body: (GnomeTestSession) async throws -> T) async throws -> T {
        try await with(extensions: [], body)
    }

    /// A session whose Shell starts with the user extensions in `extensions` installed and enabled:
    /// each a folder named after its uuid, copied to `$XDG_DATA_HOME/gnome-shell/extensions` (the
    /// Shell looks there, not in `~/.local/share`, when `XDG_DATA_HOME` is set).
    public static func with<T: Sendable>(extensions: [URL], _ body: (GnomeTestSession) async throws -> T) async throws -> T {
        try await using(try await start(extensions: extensions), stop: { await $0.stop() }, body)
    }

    /// The ibus-daemon's global engine, as `ibus engine` prints it; `nil` when it has none.
    public func engine() async throws -> String? {
        try await IBusTestSession.engine(environment: environment)
    }

    /// Opens a GTK window with an entry on the Shell and waits until the entry has the keyboard focus.
    public func openEntry(_ kind: TestEntry.Kind = .gtk4) async throws -> TestEntry {
        let entry = try TestEntry.open(kind, backend: "wayland", environment: environment, folder: folder, children: children)
        guard await eventually({ entry.hasHadFocus }) else {
            throw TestDesktopError.didNotStart("the GTK entry never had the focus on GNOME Shell")
        }
        return entry
    }

    /// The whole screen as the Shell draws it, through `org.gnome.Shell.Screenshot` (open in unsafe
    /// mode only), saved as a PNG at `png`.
    public func screenshot(savingTo png: URL) async throws -> Screenshot {
        let reply = try await call("org.gnome.Shell.Screenshot", "/org/gnome/Shell/Screenshot", "org.gnome.Shell.Screenshot",
                                   "Screenshot", signature: "(bbs)", arguments: #"[false, false, "\#(png.path)"]"#)
        guard reply.hasPrefix("[true") else { throw TestDesktopError.didNotStart("GNOME Shell took no screenshot: \(reply)") }
        return try await Screenshot.read(png: png.path)
    }

    /// Runs `script` in the Shell (`org.gnome.Shell.Eval`, open in unsafe mode only) and returns
    /// the value of its last expression as the Shell prints it.
    public func eval(_ script: String) async throws -> String {
        let encoded = String(decoding: try JSONEncoder().encode([script]), as: UTF8.self)
        let reply = try await call("org.gnome.Shell", "/org/gnome/Shell", "org.gnome.Shell", "Eval", signature: "(s)", arguments: encoded)
        let parts = try JSONDecoder().decode([EvalPart].self, from: Data(reply.utf8))
        guard parts.count == 2, case .success(true) = parts[0], case .text(let value) = parts[1] else {
            throw TestDesktopError.didNotStart("GNOME Shell did not run the script: \(reply)")
        }
        return value
    }

    /// A position and size on the screen, in pixels.
    public struct Box: Decodable, Sendable {
        public var x: Double, y: Double, width: Double, height: Double
        /// Whether the actor is on the screen: it and every actor holding it are shown.
        public var mapped: Bool
    }

    /// Where the Shell's actor named `name` is on the screen; `nil` when it has none of that name.
    public func actor(named name: String) async throws -> Box? {
        let found = try await eval("""
            const find = actor => actor.name === \(String(decoding: try JSONEncoder().encode(name), as: UTF8.self)) ? actor
                : actor.get_children().map(find).find(child => child) ?? null;
            const actor = find(global.stage);
            actor ? JSON.stringify({x: actor.get_transformed_position()[0], y: actor.get_transformed_position()[1],
                width: actor.get_transformed_size()[0], height: actor.get_transformed_size()[1], mapped: actor.mapped}) : ''
            """)
        guard !found.isEmpty else { return nil }
        return try JSONDecoder().decode(Box.self, from: Data(Self.unquoted(found).utf8))
    }

    /// The Shell's IBus candidate popup, which draws an engine's auxiliary text just under the
    /// caret: where it is and the text it shows.
    public struct CaretPopup: Decodable, Sendable {
        public var box: Box
        /// The auxiliary text, "" when the popup shows none.
        public var text: String
    }

    /// The Shell's IBus candidate popup as it is now (`ibusCandidatePopup.js`, held by the Shell's IBus manager).
    public func caretPopup() async throws -> CaretPopup {
        let found = try await eval("""
            const popup = imports.misc.ibusManager.getIBusManager()._candidatePopup;
            // A popup never shown has no allocation, and its position is NaN until then.
            const [x, y, width, height] = [...popup.get_transformed_position(), ...popup.get_transformed_size()].map(v => v || 0);
            JSON.stringify({box: {x, y, width, height, mapped: popup.mapped},
                text: popup._auxText.visible ? popup._auxText.text : ''})
            """)
        return try JSONDecoder().decode(CaretPopup.self, from: Data(Self.unquoted(found).utf8))
    }

    /// Where the window with the keyboard focus is, frame included; `nil` when none has it.
    public func focusedWindowFrame() async throws -> Box? {
        let found = Self.unquoted(try await eval("""
            const window = global.display.focus_window, frame = window?.get_frame_rect();
            window ? JSON.stringify({x: frame.x, y: frame.y, width: frame.width, height: frame.height, mapped: true}) : ''
            """))
        return found.isEmpty ? nil : try JSONDecoder().decode(Box.self, from: Data(found.utf8))
    }

    /// The text of the Shell's label named `name`; "" when it has none of that name.
    public func labelText(named name: String) async throws -> String {
        Self.unquoted(try await eval("""
            const find = actor => actor.name === \(String(decoding: try JSONEncoder().encode(name), as: UTF8.self)) ? actor
                : actor.get_children().map(find).find(child => child) ?? null;
            find(global.stage)?.text ?? ''
            """))
    }

    /// The title of the window with the keyboard focus, as the Shell sees it; "" when none has it.
    public func focusedWindowTitle() async throws -> String {
        Self.unquoted(try await eval("global.display.focus_window ? global.display.focus_window.title : ''"))
    }

    /// Clicks the primary button at `x`, `y` through a virtual pointer of Clutter's seat, made in
    /// the Shell itself: the same input path a mouse's events take, picked and delivered by Clutter.
    public func click(x: Double, y: Double) async throws {
        let pointer = """
            const Clutter = imports.gi.Clutter, GLib = imports.gi.GLib;
            global.dictateTestPointer ??= Clutter.get_default_backend().get_default_seat()
                .create_virtual_device(Clutter.InputDeviceType.POINTER_DEVICE);
            """
        _ = try await eval(pointer + "global.dictateTestPointer.notify_absolute_motion(GLib.get_monotonic_time(), \(x), \(y));")
        // The press is a separate event after the motion has been picked, as a hand's would be.
        try await Task.sleep(for: .milliseconds(300))
        _ = try await eval(pointer + """
            global.dictateTestPointer.notify_button(GLib.get_monotonic_time(), Clutter.BUTTON_PRIMARY, Clutter.ButtonState.PRESSED);
            global.dictateTestPointer.notify_button(GLib.get_monotonic_time(), Clutter.BUTTON_PRIMARY, Clutter.ButtonState.RELEASED);
            """)
    }

    /// One member of a D-Bus reply, as the helper prints it.
    private enum EvalPart: Decodable {
        case success(Bool)
        case text(String)

        init(from decoder: Decoder) throws {
            let value = try decoder.singleValueContainer()
            if let flag = try? value.decode(Bool.self) { self = .success(flag) } else { self = .text(try value.decode(String.self)) }
        }
    }

    /// The Shell's `Eval` returns a string's value in JSON quotes.
    private static func unquoted(_ value: String) -> String {
        (try? JSONDecoder().decode(String.self, from: Data(value.utf8))) ?? value
    }

    /// Calls a method on the session bus with Debian's python3-gi and returns the reply as JSON.
    private func call(_ destination: String, _ path: String, _ interface: String, _ method: String,
                      signature: String, arguments: String) async throws -> String {
        let script = """
            import json, sys
            from gi.repository import Gio, GLib
            bus = Gio.bus_get_sync(Gio.BusType.SESSION)
            reply = bus.call_sync(sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4],
                                  GLib.Variant(sys.argv[5], tuple(json.loads(sys.argv[6]))), None, 0, 60000, None)
            print(json.dumps(reply.unpack()))
            """
        let run = try await ChildProcess.run(["/usr/bin/python3", "-c", script, destination, path, interface, method, signature, arguments],
                                             environment: environment)
        guard run.status == 0 else { throw TestDesktopError.didNotStart("\(interface).\(method) failed: \(run.standardError)") }
        return run.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private static let extensionID = "test-session@dictate.test"

    private static func start(extensions: [URL]) async throws -> GnomeTestSession {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gnome-\(UUID().uuidString)")
        let home = folder.appendingPathComponent("home"), runtime = folder.appendingPathComponent("runtime")
        for path in [home, runtime] { try FileManager.default.createDirectory(at: path, withIntermediateDirectories: true) }
        chmod(runtime.path, 0o700)
        let children = DesktopChildren()
        func failed(_ reason: String) async -> TestDesktopError {
            let log = (try? String(contentsOf: folder.appendingPathComponent("gnome-shell.log"), encoding: .utf8)) ?? ""
            await children.stopAll()
            return TestDesktopError.didNotStart("GNOME Shell: \(reason): \(log.suffix(1500))")
        }
        if let reason = try await startSystemBus() { throw await failed(reason) }
        let bus = folder.appendingPathComponent("bus").path
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        environment["WAYLAND_DISPLAY"] = nil
        environment["IBUS_ADDRESS"] = nil
        environment["GTK_IM_MODULE"] = nil
        environment["HOME"] = home.path
        environment["XDG_RUNTIME_DIR"] = runtime.path
        environment["XDG_CONFIG_HOME"] = home.appendingPathComponent(".config").path
        environment["XDG_DATA_HOME"] = home.appendingPathComponent(".local/share").path
        environment["XDG_CACHE_HOME"] = home.appendingPathComponent(".cache").path
        environment["DBUS_SESSION_BUS_ADDRESS"] = "unix:path=\(bus)"
        environment["XDG_SESSION_TYPE"] = "wayland"
        environment["XDG_CURRENT_DESKTOP"] = "GNOME"
        environment["NO_AT_BRIDGE"] = "1"
        _ = try children.spawn(["dbus-daemon", "--session", "--nofork", "--address=unix:path=\(bus)"], environment: environment,
                               log: folder.appendingPathComponent("dbus.log").path)
        guard await eventually({ FileManager.default.fileExists(atPath: bus) }) else { throw await failed("the session bus never started") }
        let installed = home.appendingPathComponent(".local/share/gnome-shell/extensions")
        try installExtension(in: installed)
        for folder in extensions {
            try FileManager.default.copyItem(at: folder, to: installed.appendingPathComponent(folder.lastPathComponent))
        }
        let uuids = ([extensionID] + extensions.map(\.lastPathComponent)).map { "'\($0)'" }.joined(separator: ", ")
        let enabled = try await ChildProcess.run(["gsettings", "set", "org.gnome.shell", "enabled-extensions", "[\(uuids)]"],
                                                 environment: environment)
        guard enabled.status == 0 else { throw await failed("gsettings could not enable the extension: \(enabled.standardError)") }
        _ = try children.spawn(
            ["unshare", "-m", "sh", "-c",
             "mount -t tmpfs none /run/systemd && exec gnome-shell --wayland --headless --no-x11 --virtual-monitor 1280x720"],
            environment: environment, log: folder.appendingPathComponent("gnome-shell.log").path)
        let socket = runtime.appendingPathComponent("wayland-0").path
        guard await eventually({ FileManager.default.fileExists(atPath: socket) }) else { throw await failed("no Wayland socket") }
        environment["WAYLAND_DISPLAY"] = "wayland-0"
        // The Shell starts ibus-daemon once it is up; `ibus engine` reaches it once its address file is written.
        guard try await IBusTestSession.daemonAnswers(environment: environment) else { throw await failed("the Shell's ibus-daemon never answered") }
        return GnomeTestSession(environment: environment, folder: folder, children: children)
    }

    /// Makes sure a system bus answers, which the Shell dies without; the reason when none can.
    /// A bus that ended leaves its socket and process id file behind, and dbus-daemon refuses to
    /// start over a process id file, so both go before a new one starts.
    private static func startSystemBus() async throws -> String? {
        let probe = ["dbus-send", "--system", "--dest=org.freedesktop.DBus", "--print-reply", "/org/freedesktop/DBus", "org.freedesktop.DBus.GetId"]
        if try await ChildProcess.run(probe).status == 0 { return nil }
        for stale in ["/run/dbus/system_bus_socket", "/run/dbus/pid"] { try? FileManager.default.removeItem(atPath: stale) }
        let system = try await ChildProcess.run(["dbus-daemon", "--system", "--fork"])
        guard system.status == 0 else { return "no system bus, and dbus-daemon --system failed: \(system.standardError)" }
        guard try await eventually({ try await ChildProcess.run(probe).status == 0 }) else { return "the system bus started but never answered" }
        return nil
    }

    /// An extension that turns the overview off, so the session starts on the desktop with the
    /// focus free for the test's window, and turns on unsafe mode for ``screenshot()`` and ``eval(_:)``.
    private static func installExtension(in extensions: URL) throws {
        let folder = extensions.appendingPathComponent(extensionID)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try #"{"uuid": "\#(extensionID)", "name": "Test session", "description": "Starts on the desktop, in unsafe mode", "shell-version": ["43"]}"#
            .write(to: folder.appendingPathComponent("metadata.json"), atomically: true, encoding: .utf8)
        try """
        const Main = imports.ui.main;
        function init() {}
        function enable() { Main.sessionMode.hasOverview = false; global.context.unsafe_mode = true; }
        function disable() { Main.sessionMode.hasOverview = true; global.context.unsafe_mode = false; }
        """.write(to: folder.appendingPathComponent("extension.js"), atomically: true, encoding: .utf8)
    }

    private func stop() async {
        for pid in IBusTestSession.daemonProcesses(home: folder.appendingPathComponent("home")) { kill(pid, SIGTERM) }
        await children.stopAll()
        try? FileManager.default.removeItem(at: folder)
    }
}
