import Foundation

/// Puts a session's whole text on the desktop clipboard, so it can be pasted wherever typing could
/// not reach or went wrong.
///
/// The clipboard programs fork a process that keeps serving the selection until another
/// application takes it; `copy` returns when the first process exits, never waiting for that one.
public struct Clipboard: Sendable {
    /// The programs that can own a selection, one per protocol (xsel as xclip's stand-in).
    public enum Program: String, Sendable, CaseIterable {
        case wlCopy = "wl-copy"
        case xclip
        case xsel

        /// The Debian package that ships the program.
        public var package: String { self == .wlCopy ? "wl-clipboard" : rawValue }
    }

    public var program: Program
    /// The variables the program runs with; see `TypingBackend.environment`.
    public var environment: [String: String]

    public init(program: Program, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.program = program
        self.environment = environment
    }

    /// Picks the clipboard program the way `Typer.choose` picks a typer: the session's own protocol
    /// first, and X11 programs under Wayland only as XWayland's clipboard, which compositors bridge.
    public static func choose(environment: [String: String], installed: Set<String>) throws(DesktopTextError) -> Program {
        guard let server = DisplayServer(environment: environment) else { throw .noDisplay }
        let x11: [Program] = DisplayServer.hasX11Display(environment) ? [.xclip, .xsel] : []
        let order: [Program] = server == .wayland ? [.wlCopy] + x11 : x11
        guard let program = order.first(where: { installed.contains($0.rawValue) }) else { throw .noClipboard(server) }
        return program
    }

    /// The clipboard `choose` picks from this environment and the programs on its `PATH`.
    public static func detect(environment: [String: String] = ProcessInfo.processInfo.environment) throws(DesktopTextError) -> Clipboard {
        let installed = InstalledPrograms.find(Program.allCases.map(\.rawValue), environment: environment)
        return Clipboard(program: try choose(environment: environment, installed: installed), environment: environment)
    }

    /// Makes `text` the clipboard's content, and also the primary selection when `includingPrimary`
    /// (what Shift+Insert pastes in xterm and foot). Returns once the selection reads back as `text`.
    ///
    /// xsel forks before it takes the selection, so its first process may exit while the old owner
    /// still answers; reading back (up to five seconds, for a busy machine) makes a paste right after the call safe.
    public func copy(_ text: String, includingPrimary: Bool = false) async throws(DesktopTextError) {
        for primary in includingPrimary ? [false, true] : [false] {
            try await ProgramRun(arguments: arguments(primary: primary), input: text, environment: environment).run()
            let deadline = ContinuousClock.now + .seconds(5)
            while await read(primary: primary) != text {
                guard ContinuousClock.now < deadline else {
                    throw .programFailed(program: program.rawValue, status: 0, message: "the selection never read back")
                }
                try? await Task.sleep(for: .milliseconds(20))
            }
        }
    }

    private func read(primary: Bool) async -> String? {
        let arguments = switch program {
        case .wlCopy: ["wl-paste", "--no-newline"] + (primary ? ["--primary"] : [])
        case .xclip: ["xclip", "-selection", primary ? "primary" : "clipboard", "-out"]
        case .xsel: ["xsel", primary ? "--primary" : "--clipboard", "--output"]
        }
        let reader = ProgramRun(arguments: arguments, input: nil, environment: environment, keepsOutput: true)
        return try? await reader.run().standardOutput
    }

    private func arguments(primary: Bool) -> [String] {
        switch program {
        case .wlCopy: primary ? ["wl-copy", "--primary"] : ["wl-copy"]
        case .xclip: ["xclip", "-selection", primary ? "primary" : "clipboard", "-in"]
        case .xsel: ["xsel", primary ? "--primary" : "--clipboard", "--input"]
        }
    }
}
