import Foundation

/// Key presses on a ``GnomeTestSession`` that the Shell takes as a keyboard's, and the part of
/// GNOME that runs custom shortcuts, so a test can press a shortcut as a person does.
///
/// The keys come from a virtual keyboard of Mutter's RemoteDesktop API (`CreateSession`, `Start`,
/// `NotifyKeyboardKeycode` on the session bus); with no screen shared it needs no PipeWire. Mutter
/// ends such a session when its caller leaves the bus, so one small process holds it and presses
/// what it reads. Custom shortcuts are run by the settings daemon's media-keys plugin
/// (`gsd-media-keys`): it asks the Shell to grab their keys and runs the command when the Shell
/// reports a press. gnome-session starts it in a person's session; here it starts beside the Shell.
public struct GnomeKeyboard: Sendable {
    /// Linux input key codes, as a keyboard sends them.
    public enum Key: UInt32, Sendable {
        case backspace = 14, x = 45, period = 52, leftSuper = 125
    }

    private let environment: [String: String]
    private let folder: URL
    private let children: DesktopChildren
    /// The write end of the pipe the pressing process reads.
    private let input: Int32
    private var pressedLog: String { folder.appendingPathComponent("pressed").path }
    private var grabs: String { folder.appendingPathComponent("grabs").path }

    public static func with<T: Sendable>(_ session: GnomeTestSession, _ body: (GnomeKeyboard) async throws -> T) async throws -> T {
        try await using(try await start(session.environment), stop: { await $0.stop() }, body)
    }

    /// Presses `keys` in order and lets go of them in reverse, as a chord is played.
    public func press(_ keys: [Key]) async throws {
        let lines = keys.map { "press \($0.rawValue)\n" } + keys.reversed().map { "release \($0.rawValue)\n" }
        let before = pressed()
        for line in lines {
            let written = line.utf8CString.withUnsafeBufferPointer { write(input, $0.baseAddress, $0.count - 1) }
            guard written == line.utf8.count else { throw TestDesktopError.didNotStart("the virtual keyboard's pipe took no key: errno \(errno)") }
        }
        // Each line is answered once Mutter has taken the key.
        guard await eventually({ pressed() >= before + lines.count }) else {
            throw TestDesktopError.didNotStart("Mutter never took the keys \(keys): \(log("keyboard.err"))")
        }
    }

    /// Makes the virtual keyboard the one the Shell listens to. Measured on GNOME Shell 43: the
    /// first key of a new virtual keyboard only moves the keyboard focus to it (the window sees a
    /// focus-in, not the key). So x is pressed until `entry`, which has the focus, shows it, and
    /// then erased.
    public func wake(typingInto entry: TestEntry) async throws {
        let before = entry.text
        let typed = try await eventually {
            try await press([.x])
            // A short look before pressing again; only a key that never arrives makes this run out.
            return await eventually(within: .seconds(3)) { entry.text.count > before.count }
        }
        guard typed else { throw TestDesktopError.didNotStart("no key of the virtual keyboard reached the entry") }
        while entry.text != before {
            let length = entry.text.count
            try await press([.backspace])
            guard await eventually({ entry.text.count < length }) else {
                throw TestDesktopError.didNotStart("Backspace never erased the probe: the entry holds \(entry.text)")
            }
        }
    }

    /// Whether the settings daemon asked the Shell to grab `accelerator` (`<Super>period`): a
    /// custom shortcut written to the settings has been taken up and its key now runs it.
    public func grabbed(_ accelerator: String) async -> Bool {
        await eventually { log("grabs").contains("string \"\(accelerator)\"") }
    }

    /// How many key lines the pressing process has sent to Mutter.
    private func pressed() -> Int {
        log("pressed").split(separator: "\n").count { $0.hasPrefix("press") || $0.hasPrefix("release") }
    }

    private func log(_ name: String) -> String {
        (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? ""
    }

    private static func start(_ environment: [String: String]) async throws -> GnomeKeyboard {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gnome-keys-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let children = DesktopChildren()
        func failed(_ reason: String) async -> TestDesktopError {
            await children.stopAll()
            let logs = ["keyboard.err", "gsd-media-keys.log"].map { name in
                "\(name): " + ((try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? "").suffix(800)
            }
            try? FileManager.default.removeItem(at: folder)
            return TestDesktopError.didNotStart("GNOME keyboard: \(reason): \(logs.joined(separator: "\n"))")
        }
        _ = try children.spawn(["dbus-monitor", "--session", "type='method_call',interface='org.gnome.Shell',member='GrabAccelerators'",
                                "type='method_call',interface='org.gnome.Shell',member='GrabAccelerator'"],
                               environment: environment, standardOutput: folder.appendingPathComponent("grabs").path)
        _ = try children.spawn(["/usr/libexec/gsd-media-keys"], environment: environment,
                               log: folder.appendingPathComponent("gsd-media-keys.log").path)
        let owner = ["dbus-send", "--session", "--print-reply", "--dest=org.freedesktop.DBus", "/org/freedesktop/DBus",
                     "org.freedesktop.DBus.NameHasOwner", "string:org.gnome.SettingsDaemon.MediaKeys"]
        guard try await eventually({ try await ChildProcess.run(owner, environment: environment).standardOutput.contains("boolean true") }) else {
            throw await failed("gsd-media-keys never took its name on the bus")
        }
        // Read and write, so opening never waits for the other end; closed on exec, so that only
        // this process holds the write end and the reader sees its end when it closes.
        let pipe = folder.appendingPathComponent("keys").path
        guard mkfifo(pipe, 0o600) == 0 else { throw await failed("mkfifo \(pipe): errno \(errno)") }
        let input = open(pipe, O_RDWR | O_CLOEXEC)
        guard input >= 0 else { throw await failed("open \(pipe): errno \(errno)") }
        let script = folder.appendingPathComponent("keyboard.py")
        try source.write(to: script, atomically: true, encoding: .utf8)
        let keyboard = GnomeKeyboard(environment: environment, folder: folder, children: children, input: input)
        _ = try children.spawn(["/usr/bin/python3", script.path, keyboard.pressedLog], environment: environment, standardInput: pipe,
                               log: folder.appendingPathComponent("keyboard.err").path)
        guard await eventually({ keyboard.log("pressed").hasPrefix("started\n") }) else {
            close(input)
            throw await failed("the RemoteDesktop session never started")
        }
        return keyboard
    }

    private func stop() async {
        close(input)
        await children.stopAll()
        try? FileManager.default.removeItem(at: folder)
    }

    private static let source = #"""
    import sys
    from gi.repository import Gio, GLib
    log = open(sys.argv[1], "a", buffering=1)
    bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)
    def call(path, interface, method, arguments=None, reply=None):
        return bus.call_sync("org.gnome.Mutter.RemoteDesktop", path, interface, method, arguments,
                             GLib.VariantType(reply) if reply else None, Gio.DBusCallFlags.NONE, -1, None)
    session = call("/org/gnome/Mutter/RemoteDesktop", "org.gnome.Mutter.RemoteDesktop", "CreateSession", reply="(o)").unpack()[0]
    call(session, "org.gnome.Mutter.RemoteDesktop.Session", "Start")
    log.write("started\n")
    for line in sys.stdin:
        action, code = line.split()
        call(session, "org.gnome.Mutter.RemoteDesktop.Session", "NotifyKeyboardKeycode",
             GLib.Variant("(ub)", (int(code), action == "press")))
        log.write(line)
    call(session, "org.gnome.Mutter.RemoteDesktop.Session", "Stop")
    """#
}
