import Foundation
import Testing
import TestSupport

/// `dictate panel` as `dictate toggle` starts it, on real desktops: X11 with a window manager that
/// focuses new windows, and headless sway with layer-shell. What is checked is what a person sees:
/// the red dot and the bars on screen, the focus where it was, the panel gone after the end.
@Suite("The dictation panel on the desktop", .serialized, .exclusive)
struct PanelDesktopTests {
    /// The environment of a dictation of the test's own: state and control socket in a scratch folder.
    static func privateDictation(_ environment: [String: String]) throws -> (environment: [String: String], log: String) {
        let state = try DictateBinary.scratchDirectory()
        let runtime = state.appendingPathComponent("run")
        try FileManager.default.createDirectory(at: runtime, withIntermediateDirectories: true)
        chmod(runtime.path, 0o700)
        var environment = environment
        environment["XDG_RUNTIME_DIR"] = runtime.path
        environment["XDG_STATE_HOME"] = state.path
        environment["XDG_DATA_HOME"] = state.appendingPathComponent("data").path
        return (environment, state.appendingPathComponent("dictate/dictate.log").path)
    }

    static func contents(_ path: String) -> String { (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }

    /// The panel's pid, from the log of the `toggle` that started it.
    static func panelProcess(log: String) -> pid_t? {
        contents(log).split(separator: "\n").compactMap { line in
            line.range(of: "starting panel ").flatMap { pid_t(line[$0.upperBound...].prefix { $0.isNumber }) }
        }.last
    }

    static func isGone(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return true }
        return stat.split(separator: ")").last?.split(separator: " ").first == "Z"
    }

    @Test("X11 with openbox: toggle shows the red dot and moving bars, the xterm keeps the focus, Stop keeps the text and the panel goes")
    func x11() async throws {
        try await X11TestDisplay.with { display in
            try await display.startWindowManager()
            let terminal = try await display.openTerminal()
            let xterm = try await display.focusedWindow()
            let sound = try await TestSoundServer()
            defer { sound.stop() }
            var (environment, log) = try Self.privateDictation(display.environment)
            environment["PULSE_SERVER"] = sound.server

            let start = try await ChildProcess.run([DictateBinary.path, "toggle", "--type", "--device", sound.monitor],
                                                   environment: environment)
            try #require(start.status == 0, "\(start.standardError)")
            try await sound.waitForRecording()
            let speaking = Task { try await sound.play(DictateBinary.audio("weather.wav")) }
            let found = try await ChildProcess.run(["timeout", "60", "xdotool", "search", "--sync", "--onlyvisible", "--name", "^dictate$"],
                                                   environment: environment)
            let window = try #require(found.standardOutput.split(separator: "\n").first.map(String.init),
                                      "no panel window: \(Self.contents(log))")
            #expect(try await display.focusedWindow() == xterm, "the panel took the focus as it showed")
            let panel = try await Self.geometry(of: window, environment: environment)
            #expect(panel.y > 360, "at the bottom of the 1280x1024 screen: \(panel)")

            // The dot in the top left corner, and bars taller than silent ones (2 px) while the clip plays.
            let dot = Screenshot.Area(x: panel.x, y: panel.y, width: 40, height: 40)
            let meter = Screenshot.Area(x: panel.x, y: panel.y + 32, width: panel.width / 2, height: 34)
            var shot = try await Screenshot.x11(environment: environment)
            let silentMeter = 48 * 3 * 2
            let moved = try await eventually {
                shot = try await Screenshot.x11(environment: environment)
                return shot.count(in: meter, where: Screenshot.isRecordingRed) > silentMeter * 2
            }
            #expect(shot.count(in: dot, where: Screenshot.isRecordingRed) > 60, "no red dot at \(dot)")
            #expect(moved, "the bars never rose: \(shot.count(in: meter, where: Screenshot.isRecordingRed)) red pixels at \(meter)")
            #expect(try await display.focusedWindow() == xterm)
            try await speaking.value

            // Stop: the bottom right button.
            let click = try await ChildProcess.run(["xdotool", "mousemove", "\(panel.x + panel.width - 12 - 44)",
                                                    "\(panel.y + panel.height - 12 - 22)", "click", "1"], environment: environment)
            #expect(click.status == 0)
            #expect(await eventually { Self.contents(log).contains("dictation ended") }, "\(Self.contents(log))")
            _ = try await ChildProcess.run(["xdotool", "key", "Return"], environment: environment)
            let typed = await terminal.text(awaitingLines: 1).lowercased()
            for word in ["tomorrow", "rain", "evening"] { #expect(typed.contains(word), "\(typed)") }

            let pid = try #require(Self.panelProcess(log: log))
            #expect(await eventually { Self.isGone(pid) }, "the panel outlived its dictation")
            let after = try await Screenshot.x11(environment: environment)
            // Openbox draws xterm's icon, which has red, in its title bar: only the panel's place counts.
            #expect(after.count(in: panel, where: Screenshot.isRecordingRed) == 0)
            #expect(try await display.focusedWindow() == xterm)
        }
    }

    @Test("sway: the panel is an overlay at the bottom centre while foot keeps the focus, gone after the end")
    func sway() async throws {
        try await WaylandTestDisplay.with { display in
            _ = try await display.openTerminal()
            var (environment, log) = try Self.privateDictation(display.environment)
            // The display's socket by its full path: the dictation's runtime folder is another.
            let wayland = try #require(display.environment["WAYLAND_DISPLAY"]), runtime = try #require(display.environment["XDG_RUNTIME_DIR"])
            environment["WAYLAND_DISPLAY"] = runtime + "/" + wayland
            environment["DICTATE_TRANSCRIPTION"] = "scripted:" + (1...200).map { "word\($0)" }.joined(separator: " ")

            let start = try await ChildProcess.run([DictateBinary.path, "toggle"], environment: environment)
            try #require(start.status == 0, "\(start.standardError)")
            var shot = try await Screenshot.wayland(environment: environment)
            let shown = try await eventually {
                shot = try await Screenshot.wayland(environment: environment)
                return shot.count(where: Screenshot.isRecordingRed) > 300
            }
            try #require(shown, "no red dot or bars on screen: \(Self.contents(log))")
            let red = try #require(shot.bounds(where: Screenshot.isRecordingRed))
            #expect(red.y > shot.height / 2, "in the bottom half: \(red) of \(shot.width)x\(shot.height)")
            #expect(red.x < shot.width / 2 && red.x + red.width > shot.width / 2 - 100, "centred: \(red) of \(shot.width)")
            #expect(try await display.focusedApplication() == "foot")

            let end = try await ChildProcess.run([DictateBinary.path, "toggle"], environment: environment)
            #expect(end.status == 0, "\(end.standardError)")
            let pid = try #require(Self.panelProcess(log: log))
            #expect(await eventually { Self.isGone(pid) }, "the panel outlived its dictation")
            let after = try await Screenshot.wayland(environment: environment)
            #expect(after.count(where: Screenshot.isRecordingRed) == 0,
                    "red left at \(after.bounds(where: Screenshot.isRecordingRed).map(\.description) ?? "")")
            #expect(try await display.focusedApplication() == "foot")
        }
    }

    @Test("X11: --panel-position top puts it at the top; a panel killed mid-dictation takes nothing with it; --no-panel starts none")
    func panelDeathLeavesTheDictation() async throws {
        try await X11TestDisplay.with { display in
            var (environment, log) = try Self.privateDictation(display.environment)
            environment["DICTATE_TRANSCRIPTION"] = "scripted:" + (1...200).map { "word\($0)" }.joined(separator: " ")
            let start = try await ChildProcess.run([DictateBinary.path, "toggle", "--panel-position", "top"], environment: environment)
            try #require(start.status == 0, "\(start.standardError)")
            let panel = try #require(Self.panelProcess(log: log), "\(Self.contents(log))")
            let found = try await ChildProcess.run(["timeout", "60", "xdotool", "search", "--sync", "--onlyvisible", "--name", "^dictate$"],
                                                   environment: environment)
            let window = try #require(found.standardOutput.split(separator: "\n").first.map(String.init))
            let placed = try await Self.geometry(of: window, environment: environment)
            #expect(placed.y < 100, "--panel-position top: \(placed)")
            kill(panel, SIGKILL)
            #expect(await eventually { Self.isGone(panel) })
            let status = try await ChildProcess.run([DictateBinary.path, "status", "--format", "json"], environment: environment)
            #expect(status.standardOutput.contains("\"recording\""), "\(status.standardOutput)")
            let end = try await ChildProcess.run([DictateBinary.path, "toggle"], environment: environment)
            #expect(end.status == 0, "\(end.standardError)")
            #expect(await eventually { Self.contents(log).contains("dictation ended") })
            #expect(Self.contents(log).contains("word1 word2"), "the words were kept: \(Self.contents(log))")

            let quiet = try await ChildProcess.run([DictateBinary.path, "toggle", "--no-panel"], environment: environment)
            try #require(quiet.status == 0, "\(quiet.standardError)")
            let ending = try await ChildProcess.run([DictateBinary.path, "toggle"], environment: environment)
            #expect(ending.status == 0, "\(ending.standardError)")
            #expect(Self.contents(log).components(separatedBy: "starting panel").count == 2, "\(Self.contents(log))")
        }
    }

    @Test("X11: an error the dictation reported stays on the panel a few seconds after the end, then the panel goes")
    func errorAfterTheEnd() async throws {
        try await X11TestDisplay.with { display in
            var (environment, log) = try Self.privateDictation(display.environment)
            environment["DICTATE_TRANSCRIPTION"] = "scripted:" + (1...200).map { "word\($0)" }.joined(separator: " ")
            let start = try await ChildProcess.run([DictateBinary.path, "toggle", "--filter", "false"], environment: environment)
            try #require(start.status == 0, "\(start.standardError)")
            #expect(await eventually { Self.contents(log).contains("the filter \"false\" was not used") }, "\(Self.contents(log))")
            let end = try await ChildProcess.run([DictateBinary.path, "toggle"], environment: environment)
            #expect(end.status == 0, "\(end.standardError)")
            let ended = ContinuousClock.now
            #expect(await eventually { Self.contents(log).contains("dictation ended") })
            let visible = { try await ChildProcess.run(["xdotool", "search", "--onlyvisible", "--name", "^dictate$"],
                                                       environment: environment).status == 0 }
            // It hides with the end of the feed and comes back once the log says how the dictation ended.
            #expect(try await eventually(within: .seconds(3)) { try await visible() }, "the error never showed")
            let pid = try #require(Self.panelProcess(log: log))
            #expect(await eventually { Self.isGone(pid) }, "the panel never went")
            let shownFor = ContinuousClock.now - ended
            #expect(shownFor > .seconds(3), "the error was shown for \(shownFor)")
        }
    }

    @Test("X11: a panel run by hand shows each dictation, a terminal's too, and hides between them")
    func panelByHandFollowsEveryDictation() async throws {
        try await X11TestDisplay.with { display in
            var (environment, log) = try Self.privateDictation(display.environment)
            // What the panel says, beside the state folder of the dictations.
            let said = URL(fileURLWithPath: log).deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("panel.err").path
            let panel = try ChildProcess.spawn([DictateBinary.path, "panel"], environment: environment, standardError: said)
            defer {
                panel.signal(SIGTERM)
                _ = panel.waitBlocking()
            }
            let visible = { try await ChildProcess.run(["xdotool", "search", "--onlyvisible", "--name", "^dictate$"],
                                                       environment: environment).status == 0 }
            environment["DICTATE_TRANSCRIPTION"] = "scripted:one two three four five six seven eight nine ten eleven twelve"
            for round in 1...2 {
                let dictation = try ChildProcess.spawn([DictateBinary.path], environment: environment)
                #expect(try await eventually { try await visible() }, "round \(round): no panel while recording: \(Self.contents(said))")
                #expect(await dictation.wait() == 0)
                #expect(try await eventually { try await !visible() }, "round \(round): the panel stayed after the end")
            }
        }
    }

    /// Where `window` is on the screen, from `xdotool getwindowgeometry --shell`.
    static func geometry(of window: String, environment: [String: String]) async throws -> Screenshot.Area {
        let shell = try await ChildProcess.run(["xdotool", "getwindowgeometry", "--shell", window], environment: environment)
        var values: [String: Int] = [:]
        for line in shell.standardOutput.split(separator: "\n") {
            let pair = line.split(separator: "=")
            if pair.count == 2, let value = Int(pair[1]) { values[String(pair[0])] = value }
        }
        guard let x = values["X"], let y = values["Y"], let width = values["WIDTH"], let height = values["HEIGHT"] else {
            throw TestDesktopError.didNotStart("no geometry for the panel: \(shell.standardOutput) \(shell.standardError)")
        }
        return Screenshot.Area(x: x, y: y, width: width, height: height)
    }
}
