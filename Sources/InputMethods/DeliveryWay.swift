import DesktopText
import Foundation
import TextOutput

/// The ways `--type` can put text into the focused field, and their order for a session.
public enum DeliveryWay: Sendable, Hashable, CustomStringConvertible {
    /// dictate's IBus engine: preedit and commits, confirmed by the field's surrounding text.
    case ibus
    /// dictate as the Wayland seat's input method (input-method-unstable-v2): the same, on wlroots
    /// compositors.
    case inputMethodV2
    /// A key typer program.
    case typer(Typer)

    public var description: String {
        switch self {
        case .ibus: "ibus"
        case .inputMethodV2: "input-method-v2"
        case .typer(let typer): typer.program
        }
    }

    /// The ways to try, best first, for a session with this environment and these programs.
    ///
    /// Input methods come first: they show the words as they are heard and tell whether text
    /// arrived. IBus serves GNOME (on Wayland and X11), KDE and any desktop whose applications use
    /// it; it fails at once where no daemon runs. On Wayland, the compositor's input-method protocol
    /// comes first on wlroots compositors (sway, Hyprland, river), where it is native and IBus rarely
    /// runs, and after IBus elsewhere (GNOME and KDE do not offer it, so it fails at once). The key
    /// typers follow in `Typer.choose`'s order, those installed only. A typer named with `--typer`,
    /// or typing tentative words with BackSpace corrections (`--type-tentative`, which only key
    /// typers do), leaves that typer alone.
    ///
    /// `inputMethods` are the input methods this session offers (``present(environment:)``); with
    /// none of them and no typer installed, there is no way, and the error names the typer to install.
    public static func order(environment: [String: String], installed: Set<String>, requested: String? = nil,
                             inputMethods: Set<DeliveryWay>) throws(DesktopTextError) -> [DeliveryWay] {
        if requested != nil {
            return [.typer(try Typer.choose(environment: environment, installed: installed, requested: requested))]
        }
        guard let server = DisplayServer(environment: environment) else { throw .noDisplay }
        let ways = candidates(for: server, environment: environment).filter { way in
            switch way {
            case .ibus, .inputMethodV2: inputMethods.contains(way)
            case .typer(let typer): installed.contains(typer.program)
            }
        }
        guard !ways.isEmpty else { throw .noTyper(server) }
        return ways
    }

    /// Every way a session of `server` could use, in the order `--type` tries them, before
    /// leaving out the input methods not present and the typers not installed.
    static func candidates(for server: DisplayServer, environment: [String: String]) -> [DeliveryWay] {
        var methods: [DeliveryWay] = [.ibus]
        if server == .wayland {
            let desktop = (environment["XDG_CURRENT_DESKTOP"] ?? "").lowercased()
            let ibusFirst = desktop.contains("gnome") || desktop.contains("kde")
            methods = ibusFirst ? [.ibus, .inputMethodV2] : [.inputMethodV2, .ibus]
        }
        return methods + Typer.candidates(for: server, environment: environment).map(DeliveryWay.typer)
    }
}

extension DeliveryWay {
    /// The input methods that may serve a session with this environment: IBus where a daemon wrote
    /// its address, the Wayland input method where a compositor's socket is. Whether they take the
    /// dictation shows only when they start; this keeps those that cannot out of the ladder, and out
    /// of what a person is told was passed over.
    public static func present(environment: [String: String]) -> Set<DeliveryWay> {
        var present: Set<DeliveryWay> = []
        if IBusAddress.find(environment: environment) != nil { present.insert(.ibus) }
        if let socket = WaylandWay.socket(environment: environment), FileManager.default.fileExists(atPath: socket) {
            present.insert(.inputMethodV2)
        }
        return present
    }
}

extension TextSink {
    /// Delivers through `ladder`, showing tentative words in place where its way can; at the end,
    /// also puts the whole text on `clipboard` when one is given.
    public static func ladder(_ ladder: DeliveryLadder, clipboard: Clipboard?) -> TextSink {
        var show: (@Sendable (String) async -> Void)?
        if ladder.canShowInPlace { show = { @Sendable tentative in await ladder.show(tentative) } }
        var showStatus: (@Sendable (String?) async -> Void)?
        if ladder.canShowStatus { showStatus = { @Sendable status in await ladder.showStatus(status) } }
        return TextSink(
            apply: { edits in await ladder.apply(edits) },
            show: show,
            showStatus: showStatus,
            finish: { text in
                await ladder.finish()
                try await clipboard?.copy(text)
            })
    }
}

extension DeliveryLadder {
    /// A ladder of `ways`, each made ready to run in `environment`.
    public init(ways: [DeliveryWay], environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.init(ways.map { way in
            switch way {
            case .ibus: .ibus(environment: environment)
            case .inputMethodV2: .waylandInputMethod(environment: environment)
            case .typer(let typer): .typing(with: TypingBackend(typer: typer, environment: environment))
            }
        })
    }
}
