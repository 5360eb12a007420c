import Arguments
import DesktopText
import Foundation
import TextOutput

/// Where the text goes besides standard output: typed into the focused window, the clipboard.
struct DeliveryOptions: Equatable {
    var type = false
    var typeTentative = false
    var typer: String?
    var clipboard = false
    var paste = false
    var pasteKeys = PasteShortcut.controlV
    var commands = true

    /// The options, shared by `dictate`, `compose` and the background forms (`toggle`, `begin`).
    static let specs: [OptionSpec] = [
        .flag("type", help: "Type the text into the focused window as each piece settles (X11: xdotool; Wayland: wtype, ydotool or dotool)."),
        .flag("type-tentative", help: "With --type: type the tentative words too, corrected in place with BackSpace as they change."),
        typerSpec,
        .flag("clipboard", help: "At the end, put the whole text on the clipboard (wl-copy, xclip or xsel)."),
        .flag("paste", help: "At the end, put the whole text on the clipboard and paste it into the focused window."),
        pasteKeysSpec,
        noCommandsSpec,
    ]

    /// `--typer`, which `compose --send-to` takes too.
    static let typerSpec = OptionSpec.option("typer", valueName: "NAME", help: "The typing program to use instead of the one detected.",
                                             allowedValues: Typer.allCases.map(\.rawValue))
    /// `--paste-keys`, which `compose --send-to paste` takes too.
    static let pasteKeysSpec = OptionSpec.option(
        "paste-keys", valueName: "KEYS", help: "The keys that paste (--paste, compose --send-to paste): ctrl-v (default), ctrl-shift-v or shift-insert (terminals).",
        allowedValues: ["ctrl-v", "ctrl-shift-v", "shift-insert"])

    /// `--no-commands`, which `compose` takes too.
    static let noCommandsSpec = OptionSpec.flag(
        "no-commands", help: "Type spoken commands (\"new line\", \"scratch that\", \"comma\") as words instead of acting on them.")

    init() {}

    init(_ parsed: ParsedArguments) throws {
        typeTentative = parsed.isSet("type-tentative")
        type = parsed.isSet("type") || typeTentative
        typer = parsed.value("typer")
        paste = parsed.isSet("paste")
        clipboard = parsed.isSet("clipboard") || paste
        commands = !parsed.isSet("no-commands")
        if let keys = parsed.value("paste-keys") {
            pasteKeys = PasteShortcut(rawValue: keys.replacingOccurrences(of: "-", with: "+")) ?? .controlV
        }
        if type && paste {
            throw Failure("--paste pastes the whole text at the end instead of typing it; use it or --type, not both.", exitCode: ExitCode.usage)
        }
        if typer != nil && !type && !paste {
            throw Failure("--typer applies to --type and --paste.", exitCode: ExitCode.usage)
        }
        if parsed.isGiven("paste-keys") && !paste {
            throw Failure("--paste-keys applies to --paste.", exitCode: ExitCode.usage)
        }
    }

    /// Whether any text leaves dictate other than on standard output.
    var isActive: Bool { type || clipboard }

    /// The delivery these options ask for, with its programs found now, so a missing one is
    /// reported before anything is recorded; `nil` when none is asked for.
    func makeDelivery(language: String, environment: [String: String] = ProcessInfo.processInfo.environment) throws -> TextDelivery? {
        guard isActive else { return nil }
        return TextDelivery(plan: plan(language: language), sink: try makeSink(environment: environment))
    }

    /// The sink these options ask for, with its programs found now; `dictate compose --send-to`
    /// hands its message to the same sink.
    func makeSink(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> TextSink {
        do {
            let backend = type || paste ? try TypingBackend.detect(environment: environment, requested: typer) : nil
            let board = clipboard ? try Clipboard.detect(environment: environment) : nil
            if let backend, let board, paste {
                return .pasting(with: backend, clipboard: board, shortcut: pasteKeys)
            } else if let backend {
                return .typing(with: backend, clipboard: board)
            }
            return TextSink(apply: { _ in }, finish: { text in try await board?.copy(text) })
        } catch {
            throw Failure(error.description, exitCode: error.exitStatus)
        }
    }

    private func plan(language: String) -> TypingPlan {
        TypingPlan(commands: commands ? .forLanguage(language) : .none, typesTentative: typeTentative)
    }
}
