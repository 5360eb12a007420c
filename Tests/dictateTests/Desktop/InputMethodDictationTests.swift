import Foundation
import Testing
import TestSupport

/// `dictate --type` as an input method, from end to end: real speech streamed through the engine,
/// the tentative words shown as preedit in a GTK entry, each settled piece committed once and
/// confirmed, on GNOME Shell on Wayland (where key typers cannot type) and on X11 with IBus.
@Suite("Dictating into a GTK field through an input method", .serialized, .exclusive)
struct InputMethodDictationTests {
    /// One `--format jsonl` line.
    struct Event: Decodable {
        var type: String
        var text: String?
        var backend: String?
        var result: String?
    }

    static func events(_ output: String) throws -> [Event] {
        try output.split(separator: "\n").map { try JSONDecoder().decode(Event.self, from: Data($0.utf8)) }
    }

    /// Streams `clip` with `--type` into the focused entry and checks what a person would: words
    /// seen underlined while heard, then the whole transcript in the field once, every piece
    /// confirmed by `ibus`.
    static func dictateIntoEntry(_ entry: TestEntry, clip: String, environment: [String: String]) async throws {
        let run = try await ChildProcess.run([DictateBinary.path, "--file", DictateBinary.audio(clip), "--type", "-F", "jsonl"],
                                             environment: environment)
        try #require(run.status == 0, "dictate exited \(run.status): \(run.standardError)")
        let events = try Self.events(run.standardOutput)
        let transcript = try #require(events.last { $0.type == "end" }?.text)
        let delivered = events.filter { $0.type == "delivered" }
        #expect(transcript.count > 20)
        #expect(!delivered.isEmpty)
        #expect(delivered.allSatisfy { $0.backend == "ibus" && $0.result == "delivered" }, "\(run.standardOutput)\n\(run.standardError)")
        #expect(delivered.compactMap(\.text).joined() == transcript)
        #expect(await entry.text(awaiting: transcript) == transcript)
        // What the field held only ever grew by whole settled pieces: nothing was typed twice or corrected.
        #expect(entry.texts.allSatisfy { transcript.hasPrefix($0) })
        #expect(entry.preedits.contains { !$0.isEmpty })
        #expect(entry.preedits.last == "")
    }

    @Test("GNOME on Wayland: the words arrive through dictate's IBus engine, never wtype")
    func gnome() async throws {
        try await GnomeTestSession.with { gnome in
            let entry = try await gnome.openEntry(.gtk4)
            let before = try await gnome.engine()
            try await Self.dictateIntoEntry(entry, clip: "weather.wav", environment: gnome.environment)
            let after = try await gnome.engine()
            #expect(after == before)
        }
    }

    /// Starts `dictate toggle --type` recording from a null sink's monitor, speaks a sentence into
    /// it, toggles again, and checks what the person would see: the words in the field while the
    /// dictation records, then the sentence, each piece once, and no way passed over.
    static func toggleIntoEntry(_ entry: TestEntry, environment: [String: String]) async throws {
        let sound = try await TestSoundServer()
        defer { sound.stop() }
        let state = try DictateBinary.scratchDirectory()
        var environment = environment
        environment["PULSE_SERVER"] = sound.server
        environment["XDG_STATE_HOME"] = state.path
        environment["XDG_DATA_HOME"] = state.appendingPathComponent("data").path
        let log = state.appendingPathComponent("dictate/dictate.log").path
        let written: @Sendable () -> String = { (try? String(contentsOfFile: log, encoding: .utf8)) ?? "" }
        let start = try await ChildProcess.run([DictateBinary.path, "toggle", "--type", "--device", sound.monitor], environment: environment)
        try #require(start.status == 0, "\(start.standardError)")
        try await sound.waitForRecording()
        try await sound.play(DictateBinary.audio("weather.wav"))
        #expect(await eventually { (entry.preedits + [entry.text]).contains { $0.lowercased().contains("rain") } })
        let end = try await ChildProcess.run([DictateBinary.path, "toggle"], environment: environment)
        #expect(end.status == 0, "\(end.standardError)")
        #expect(await eventually { written().contains("dictation ended") }, "\(written())")
        _ = await eventually { entry.text.lowercased().contains("evening") }
        let text = entry.text.lowercased()
        for word in ["tomorrow", "morning", "rain", "evening"] { #expect(text.contains(word), "\(text)") }
        #expect(!written().contains("goes through"), "no way was passed over: \(written())")
        #expect(entry.texts.allSatisfy { entry.text.hasPrefix($0) }, "\(entry.texts)")
    }

    @Test("GNOME on Wayland: toggle --type from a PulseAudio source puts the spoken sentence into the field once")
    func gnomeToggle() async throws {
        try await GnomeTestSession.with { gnome in
            let entry = try await gnome.openEntry(.gtk4)
            let before = try await gnome.engine()
            try await Self.toggleIntoEntry(entry, environment: gnome.environment)
            let after = try await gnome.engine()
            #expect(after == before)
            // GNOME has no layer-shell and this session has no dictate extension: the panel says what to do.
            let panel = try await ChildProcess.run([DictateBinary.path, "panel", "--once"], environment: gnome.environment)
            #expect(panel.status == 69)
            #expect(panel.standardError.contains("no layer-shell"), "\(panel.standardError)")
            #expect(panel.standardError.contains("dictate panel --install-gnome-extension"), "\(panel.standardError)")
        }
    }

    @Test("sway: toggle --type puts the spoken sentence into the field through the Wayland input method")
    func swayToggle() async throws {
        try await WaylandTestDisplay.with { display in
            let entry = try await display.openEntry(.gtk3)
            try await Self.toggleIntoEntry(entry, environment: display.environment)
        }
    }

    @Test("X11 with IBus: toggle --type puts the spoken sentence into the field through the IBus engine")
    func x11Toggle() async throws {
        try await X11TestDisplay.with { display in
            try await IBusTestSession.with(display: display.environment) { session in
                try await session.setEngine("xkb:us::eng")
                let entry = try await session.openEntry(.gtk3)
                try await Self.toggleIntoEntry(entry, environment: session.environment)
                #expect(try await session.engine() == "xkb:us::eng")
            }
        }
    }

    @Test("X11 with IBus: preedit while heard, one commit per settled piece, the engine given back")
    func x11() async throws {
        try await X11TestDisplay.with { display in
            try await IBusTestSession.with(display: display.environment) { session in
                try await session.setEngine("xkb:us::eng")
                let entry = try await session.openEntry(.gtk3)
                try await Self.dictateIntoEntry(entry, clip: "weather.wav", environment: session.environment)
                #expect(try await session.engine() == "xkb:us::eng")
            }
        }
    }

    @Test("A piece that no way can deliver ends up on the clipboard, and dictate says so and fails")
    func nothingDelivers() async throws {
        try await X11TestDisplay.with { display in
            try await IBusTestSession.with(display: display.environment) { session in
                // The daemon's address file is there, the daemon is not, and no typer is installed.
                await session.killDaemon()
                var environment = session.environment
                environment["DICTATE_TRANSCRIPTION"] = "scripted:Keep these words."
                let bin = try DictateBinary.scratchDirectory()
                for program in ["xclip", "notify-send"] {
                    try FileManager.default.createSymbolicLink(atPath: bin.appendingPathComponent(program).path,
                                                               withDestinationPath: "/usr/bin/\(program)")
                }
                environment["PATH"] = bin.path
                let run = try await ChildProcess.run([DictateBinary.path, "--type", "-F", "jsonl"], environment: environment)
                #expect(run.status == 74)
                #expect(run.standardError.contains("the whole text is on the clipboard"), "\(run.standardError)")
                let events = try Self.events(run.standardOutput).filter { $0.type == "delivered" }
                #expect(!events.isEmpty)
                #expect(events.allSatisfy { $0.backend == "none" && $0.result == "failed" })
                environment["PATH"] = ProcessInfo.processInfo.environment["PATH"]
                let clipboard = try await ChildProcess.run(["xclip", "-selection", "clipboard", "-out"], environment: environment)
                #expect(clipboard.standardOutput == "Keep these words.")
            }
        }
    }
}
