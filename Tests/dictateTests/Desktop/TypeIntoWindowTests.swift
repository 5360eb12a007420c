import Foundation
import Testing
import TestSupport

/// `dictate --type` and `--clipboard` against real desktops: Xvfb with xterm and xdotool, headless
/// sway with foot and wtype. The windows run `cat` into a file, so what a person would see after
/// the keystrokes is what the file holds once Return ends the line.
@Suite("Typing into the focused window", .serialized, .exclusive)
struct TypeIntoWindowTests {
    /// Runs dictate with `arguments` in `environment` (the display's) plus `extra`; returns its output.
    static func dictate(_ arguments: [String], environment: [String: String], extra: [String: String] = [:]) async throws -> String {
        let result = try await ChildProcess.run([DictateBinary.path] + arguments, environment: environment.merging(extra) { $1 })
        try #require(result.status == 0, "dictate \(arguments.joined(separator: " ")) exited \(result.status): \(result.standardError)")
        return result.standardOutput
    }

    /// The text of dictate's standard output as it is typed: one line, pieces joined by a space.
    static func oneLine(_ output: String) -> String {
        output.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            .joined(separator: " ")
    }

    static let nonASCII = "Grüße aus Köln — “quoted” words, déjà vu."

    @Test("X11: a file's settled text is typed into xterm exactly as printed")
    func x11File() async throws {
        try await X11TestDisplay.with { display in
            let terminal = try await display.openTerminal()
            let printed = try await Self.dictate(["--file", DictateBinary.audio("meeting.wav"), "--offline", "--type"], environment: display.environment)
            _ = try await ChildProcess.run(["xdotool", "key", "Return"], environment: display.environment)
            let expected = Self.oneLine(printed) + "\n"
            #expect(expected.count > 40)
            #expect(await terminal.text(awaiting: expected) == expected)
        }
    }

    @Test("X11: characters outside ASCII arrive intact")
    func x11NonASCII() async throws {
        try await X11TestDisplay.with { display in
            let terminal = try await display.openTerminal()
            _ = try await Self.dictate(["--type"], environment: display.environment,
                                       extra: ["DICTATE_TRANSCRIPTION": "scripted:" + Self.nonASCII])
            _ = try await ChildProcess.run(["xdotool", "key", "Return"], environment: display.environment)
            #expect(await terminal.text(awaiting: Self.nonASCII + "\n") == Self.nonASCII + "\n")
        }
    }

    @Test("X11: with --type-tentative the corrections leave exactly the final text")
    func x11Tentative() async throws {
        try await X11TestDisplay.with { display in
            let terminal = try await display.openTerminal()
            let printed = try await Self.dictate(["--file", DictateBinary.audio("paragraph.wav"), "--type-tentative"],
                                                 environment: display.environment)
            _ = try await ChildProcess.run(["xdotool", "key", "Return"], environment: display.environment)
            let expected = Self.oneLine(printed) + "\n"
            #expect(expected.count > 150)
            #expect(await terminal.text(awaiting: expected) == expected)
        }
    }

    @Test("X11: a spoken \"new line\" breaks the line instead of being typed")
    func x11SpokenCommand() async throws {
        try await X11TestDisplay.with { display in
            let terminal = try await display.openTerminal()
            _ = try await Self.dictate(["--file", DictateBinary.audio("commands.wav"), "--offline", "--type"], environment: display.environment)
            _ = try await ChildProcess.run(["xdotool", "key", "Return"], environment: display.environment)
            let typed = await terminal.text(awaitingLines: 2)
            let lines = typed.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.count == 3, "two lines and the Return after them: \(typed.debugDescription)")
            #expect(lines.first?.lowercased().hasPrefix("dear anna") == true, "\(typed.debugDescription)")
            #expect(lines.dropFirst().first?.hasPrefix("Thank you for the flowers") == true, "\(typed.debugDescription)")
            #expect(!typed.lowercased().contains("new line"))
        }
    }

    @Test("Wayland: the text is typed through wtype into foot, non-ASCII intact, and left on the clipboard")
    func wayland() async throws {
        try await WaylandTestDisplay.with { display in
            let terminal = try await display.openTerminal()
            _ = try await Self.dictate(["--type", "--clipboard"], environment: display.environment,
                                       extra: ["DICTATE_TRANSCRIPTION": "scripted:" + Self.nonASCII])
            _ = try await ChildProcess.run(["wtype", "-k", "Return"], environment: display.environment)
            #expect(await terminal.text(awaiting: Self.nonASCII + "\n") == Self.nonASCII + "\n")
            let pasted = try await ChildProcess.run(["wl-paste", "--no-newline"], environment: display.environment)
            #expect(pasted.standardOutput == Self.nonASCII)
        }
    }

    @Test("with no graphical session, --type says so and exits 69")
    func noDisplay() async throws {
        var environment = ProcessInfo.processInfo.environment
        for name in ["DISPLAY", "WAYLAND_DISPLAY", "XDG_SESSION_TYPE"] { environment[name] = nil }
        let result = try await ChildProcess.run([DictateBinary.path, "--type", "--file", DictateBinary.audio("fox.wav")], environment: environment)
        #expect(result.status == 69)
        #expect(result.standardError.contains("WAYLAND_DISPLAY"), "\(result.standardError)")
    }

    @Test("a display without a typing program names the package to install")
    func noTyper() async throws {
        var environment = ProcessInfo.processInfo.environment
        environment["WAYLAND_DISPLAY"] = "wayland-test"
        environment["DISPLAY"] = nil
        environment["PATH"] = "/nonexistent"
        let result = try await ChildProcess.run([DictateBinary.path, "--type", "--file", DictateBinary.audio("fox.wav")], environment: environment)
        #expect(result.status == 69)
        #expect(result.standardError.contains("apt install wtype"), "\(result.standardError)")
    }

    @Test("--type with --paste is a usage error")
    func typeAndPaste() async throws {
        let result = try await DictateBinary.run(["--type", "--paste", "--file", DictateBinary.audio("fox.wav")])
        #expect(result.status == 64)
    }
}
