import Foundation
import TextOutput

/// Types dictated edits into the focused window through one typer program.
///
/// Each call returns once the typer has exited, so edits land in order and a failure is reported
/// for the edit that caused it rather than lost in the background.
public struct TypingBackend: Sendable {
    public var typer: Typer
    /// The variables the typer runs with: they name the display (`DISPLAY`, `WAYLAND_DISPLAY`,
    /// `XDG_RUNTIME_DIR`) and hold the `PATH` it is found on.
    public var environment: [String: String]
    /// Milliseconds between xdotool's keystrokes.
    public var keyDelay: Int
    /// Keys of their own for characters outside the X keyboard map, bound for the session.
    private let bindings = X11KeyBindings()

    public init(typer: Typer, environment: [String: String] = ProcessInfo.processInfo.environment, keyDelay: Int = 12) {
        self.typer = typer
        self.environment = environment
        self.keyDelay = keyDelay
    }

    /// The backend `Typer.choose` picks from this environment and the programs on its `PATH`;
    /// `requested` is `--typer`'s value.
    public static func detect(
        environment: [String: String] = ProcessInfo.processInfo.environment, requested: String? = nil
    ) throws(DesktopTextError) -> TypingBackend {
        let installed = InstalledPrograms.find(Typer.programs, environment: environment)
        return TypingBackend(typer: try Typer.choose(environment: environment, installed: installed, requested: requested),
                             environment: environment)
    }

    /// Types the edits in order. Throws before pressing any key when the typer cannot type some of
    /// the text, so the window never holds a partial edit dictate does not know about.
    public func apply(_ edits: [TextEdit]) async throws(DesktopTextError) {
        for case .type(let text) in edits where !typer.canType(text) {
            throw .unsupportedCharacters(typer, String(text.filter { !typer.canType(String($0)) }))
        }
        try await press(Keystroke.plan(edits))
    }

    /// Presses the paste shortcut, for `--paste` after `Clipboard.copy`.
    public func paste(_ shortcut: PasteShortcut) async throws(DesktopTextError) {
        try await press([.key(.paste(shortcut), times: 1)])
    }

    /// Gives back the keys bound for characters outside the keyboard map; call when the session ends.
    public func finish() async {
        await bindings.release(environment: environment)
    }

    private func press(_ keystrokes: [Keystroke]) async throws(DesktopTextError) {
        var bound: [Character: String] = [:]
        if typer == .xdotool {
            let outside = Set(keystrokes.flatMap { keystroke -> [Character] in
                if case .text(let text) = keystroke { return text.filter { !$0.isASCII } }
                return []
            })
            if !outside.isEmpty { bound = await bindings.keysyms(for: outside, environment: environment) }
        }
        for run in typer.runs(for: keystrokes, keyDelay: keyDelay, environment: environment, boundKeysyms: bound) {
            let standardError = try await run.run().standardError
            // dotool exits 0 after skipping a character its layout lacks; its warning is the only sign.
            if typer == .dotool, let warning = standardError.split(whereSeparator: \.isNewline).first(where: { $0.contains("WARNING") }) {
                throw .programFailed(program: typer.program, status: 0, message: String(warning))
            }
        }
    }
}
