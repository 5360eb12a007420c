import Foundation
import Testing
import TestSupport

/// dictate's GNOME Shell extension as the repository's `desktop/gnome-shell/assemble` puts it together.
enum PanelExtension {
    static let uuid = "dictate-panel@dictate"

    /// The extension for Shell 43, in a new folder named after its uuid.
    static func assembled() async throws -> URL {
        let folder = try DictateBinary.scratchDirectory().appendingPathComponent(uuid)
        let assemble = DictateBinary.repository.appendingPathComponent("desktop/gnome-shell/assemble").path
        let run = try await ChildProcess.run([assemble, "43", folder.path])
        try #require(run.status == 0, "assemble failed: \(run.standardError)")
        return folder
    }
}

/// The panel GNOME Shell draws through dictate's extension (desktop/gnome-shell), on a real
/// headless Shell 43 on Wayland with a GTK 4 entry focused and speech played into a PulseAudio
/// null sink: it shows while `toggle --type` records, at the bottom centre, without taking the
/// focus; the Shell's IBus popup shows dictate's status under the caret; both go when the
/// dictation ends; the panel's Stop ends the dictation with the text kept.
///
/// What the screen shows is read from the Shell's own screenshots (`org.gnome.Shell.Screenshot`,
/// opened by the session's unsafe mode), and Stop is clicked through a Clutter virtual pointer
/// made in the Shell (`Clutter.Seat.create_virtual_device`), the path a mouse's events take.
@Suite("GNOME Shell draws the dictation panel through dictate's extension", .serialized, .exclusive,
       .sharedGnomeSession(extensions: { [try await PanelExtension.assembled()] }))
struct GnomeShellPanelTests {
    /// The status dot's red (PanelPalette's 0.90, 0.16, 0.16), with room for the edge's blending.
    static func isDotRed(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> Bool {
        red > 200 && green < 80 && blue < 80
    }

    /// The bottom half of the 1280x720 virtual monitor, where the panel sits.
    static let bottomHalf = Screenshot.Area(x: 0, y: 360, width: 1280, height: 360)

    /// A dictation started with `toggle --type` from a null sink's monitor, with the sentence of
    /// weather.wav played into it, and what it writes to its log.
    struct Dictation {
        let sound: TestSoundServer
        let environment: [String: String]
        let state: URL

        var log: String {
            (try? String(contentsOf: state.appendingPathComponent("dictate/dictate.log"), encoding: .utf8)) ?? ""
        }

        static func start(on gnome: GnomeTestSession) async throws -> Dictation {
            let sound = try await TestSoundServer()
            let state = try DictateBinary.scratchDirectory()
            var environment = gnome.environment
            environment["PULSE_SERVER"] = sound.server
            environment["XDG_STATE_HOME"] = state.path
            environment["XDG_DATA_HOME"] = state.appendingPathComponent("data").path
            let start = try await ChildProcess.run([DictateBinary.path, "toggle", "--type", "--device", sound.monitor],
                                                   environment: environment)
            try #require(start.status == 0, "toggle did not start: \(start.standardError)")
            try await sound.waitForRecording()
            return Dictation(sound: sound, environment: environment, state: state)
        }
    }

    /// Waits until the panel is on screen (or, with `shown` false, off it); the panel's box then.
    static func panel(shown: Bool, on gnome: GnomeTestSession) async throws -> GnomeTestSession.Box? {
        let box = Latest<GnomeTestSession.Box>()
        let seen = await eventually {
            let panel = try? await gnome.actor(named: "dictate-panel")
            await box.set(panel)
            return (panel?.mapped ?? false) == shown
        }
        let last = await box.value
        #expect(seen, "waited for the extension's panel to be \(shown ? "shown" : "hidden"); it was \(String(describing: last))")
        return last
    }

    actor Latest<Value: Sendable> {
        var value: Value?
        func set(_ value: Value?) { self.value = value }
    }

    @Test("toggle --type: the panel shows at the bottom centre and the status under the caret while the entry keeps the focus, and both go at the end")
    func panelDuringToggle() async throws {
        let gnome = try SharedGnomeSession.session()
        let entry = try await gnome.openEntry(.gtk4)
        let dictation = try await Dictation.start(on: gnome)
        defer { dictation.sound.stop() }
        let player = Task { try await dictation.sound.play(DictateBinary.audio("weather.wav")) }

        let shown = try #require(try await Self.panel(shown: true, on: gnome))
        #expect(abs(shown.x + shown.width / 2 - 640) <= 2, "centred: \(shown)")
        #expect(shown.y + shown.height <= 720 && shown.y + shown.height >= 720 - 60, "at the bottom: \(shown)")
        #expect(await eventually { (entry.preedits + [entry.text]).contains { $0.lowercased().contains("rain") } },
                "waited for the words in the entry: \(entry.events)")
        #expect(await eventually { (try? await gnome.labelText(named: "dictate-panel-words").lowercased().contains("rain")) == true },
                "waited for the panel to show the words heard")
        let during = try await gnome.screenshot(savingTo: dictation.state.appendingPathComponent("during.png"))
        try Attachment.record(Data(contentsOf: dictation.state.appendingPathComponent("during.png")), named: "panel-during-toggle.png")
        let panelArea = Screenshot.Area(x: Int(shown.x), y: Int(shown.y), width: Int(shown.width), height: Int(shown.height))
        let red = during.count(in: panelArea, where: Self.isDotRed)
        #expect(red >= 60, "the status dot's red pixels in the panel: \(red)")
        #expect(try await gnome.focusedWindowTitle() == TestEntry.title)
        let bubble = try #require(try await Self.caretBubble(shown: true, on: gnome))
        let window = try #require(try await gnome.focusedWindowFrame())
        // The entry fills the window, so under its caret is at most a few pixels below the window's edge.
        #expect(bubble.box.y > window.y && bubble.box.y < window.y + window.height + 40
                && bubble.box.x >= window.x - 8 && bubble.box.x < window.x + window.width,
                "the bubble opens under the entry's caret, by its window \(window): \(bubble.box)")
        let bubbleArea = Screenshot.Area(x: Int(bubble.box.x), y: Int(bubble.box.y),
                                         width: Int(bubble.box.width), height: Int(bubble.box.height))
        let bubbleDuring = try await gnome.screenshot(savingTo: dictation.state.appendingPathComponent("bubble.png"))
        try Attachment.record(Data(contentsOf: dictation.state.appendingPathComponent("bubble.png")), named: "caret-bubble-during-toggle.png")
        let shaded = bubbleDuring.count(in: bubbleArea, where: Self.isPopupShade)
        #expect(shaded * 2 >= bubbleArea.width * bubbleArea.height,
                "the Shell's popup colour covers the bubble's \(bubbleArea): \(shaded) pixels")
        try await player.value
        let end = try await ChildProcess.run([DictateBinary.path, "toggle"], environment: dictation.environment)
        #expect(end.status == 0, "\(end.standardError)")
        #expect(await eventually { dictation.log.contains("dictation ended") }, "waited for the end in the log: \(dictation.log)")
        _ = await eventually { entry.text.lowercased().contains("evening") }
        let text = entry.text.lowercased()
        for word in ["tomorrow", "morning", "rain", "evening"] { #expect(text.contains(word), "\(text)") }
        #expect(entry.texts.allSatisfy { entry.text.hasPrefix($0) }, "the sentence once: \(entry.texts)")
        #expect(try await gnome.focusedWindowTitle() == TestEntry.title)

        _ = try await Self.panel(shown: false, on: gnome)
        let after = try await gnome.screenshot(savingTo: dictation.state.appendingPathComponent("after.png"))
        try Attachment.record(Data(contentsOf: dictation.state.appendingPathComponent("after.png")), named: "panel-after-toggle.png")
        #expect(after.count(in: Self.bottomHalf, where: Self.isDotRed) == 0, "no red dot left on the screen")
        _ = try await Self.caretBubble(shown: false, on: gnome)
        let left = after.count(in: bubbleArea, where: Self.isPopupShade)
        #expect(left * 10 <= bubbleArea.width * bubbleArea.height, "the bubble's \(bubbleArea) after the end: \(left) popup pixels")
    }

    /// The dark grey of the Shell's popups, and not the light GTK window under them.
    static func isPopupShade(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> Bool {
        max(red, green, blue) < 90 && Int(max(red, green, blue)) - Int(min(red, green, blue)) < 16
    }

    /// Waits until the Shell's caret popup shows dictate's status (or, with `shown` false, is gone); the popup then.
    static func caretBubble(shown: Bool, on gnome: GnomeTestSession) async throws -> GnomeTestSession.CaretPopup? {
        let last = Latest<GnomeTestSession.CaretPopup>()
        let seen = await eventually {
            let popup = try? await gnome.caretPopup()
            await last.set(popup)
            guard let popup else { return false }
            return shown ? popup.box.mapped && popup.text.contains("Listening") : !popup.box.mapped
        }
        let popup = await last.value
        #expect(seen, "waited for the caret bubble to be \(shown ? "shown" : "hidden"); it was \(String(describing: popup))")
        return popup
    }

    @Test("dictate panel on GNOME says the Shell draws the panel through the extension, installed and enabled")
    func panelCommandReportsTheExtension() async throws {
        let gnome = try SharedGnomeSession.session()
        let panel = try await ChildProcess.run([DictateBinary.path, "panel"], environment: gnome.environment)
        #expect(panel.status == 0, "\(panel.standardError)")
        #expect(panel.standardOutput.contains("installed and enabled"), "\(panel.standardOutput)")
        let info = try await gnome.eval("imports.ui.main.extensionManager.lookup('\(PanelExtension.uuid)')?.state")
        #expect(info == "1", "the Shell's state for the extension (1: enabled): \(info)")
    }

    @Test("Stop clicked in the panel ends the dictation with the text kept")
    func stopInThePanel() async throws {
        let gnome = try SharedGnomeSession.session()
        let entry = try await gnome.openEntry(.gtk4)
        let dictation = try await Dictation.start(on: gnome)
        defer { dictation.sound.stop() }
        try await dictation.sound.play(DictateBinary.audio("weather.wav"))
        #expect(await eventually { (entry.preedits + [entry.text]).contains { $0.lowercased().contains("rain") } },
                "waited for the words in the entry: \(entry.events)")

        let stop = try #require(try await gnome.actor(named: "dictate-panel-stop"), "the panel has no Stop button")
        #expect(stop.mapped, "Stop is on screen: \(stop)")
        try await gnome.click(x: stop.x + stop.width / 2, y: stop.y + stop.height / 2)

        #expect(await eventually { dictation.log.contains("dictation ended") }, "waited for Stop to end the dictation: \(dictation.log)")
        _ = await eventually { entry.text.lowercased().contains("rain") }
        #expect(entry.text.lowercased().contains("rain"), "the words heard before Stop are kept: \(entry.events)")
        #expect(entry.texts.allSatisfy { entry.text.hasPrefix($0) }, "each piece once: \(entry.texts)")
        let status = try await ChildProcess.run([DictateBinary.path, "status"], environment: dictation.environment)
        #expect(status.standardOutput.contains("Nothing is recording"), "\(status.standardOutput)")
        _ = try await Self.panel(shown: false, on: gnome)
        #expect(try await gnome.focusedWindowTitle() == TestEntry.title)
    }
}
