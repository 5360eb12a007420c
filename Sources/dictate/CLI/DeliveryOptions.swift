import Arguments
import DesktopText
import Foundation
import InputMethods
import SpeechEngine
import TextOutput

/// Where the text goes besides standard output: typed into the focused window, the clipboard.
struct DeliveryOptions: Equatable {
    var type = false
    var typeTentative = false
    var preedit = true
    /// Whether the dictation's status shows under the caret (an input method's auxiliary text).
    var caretStatus = true
    var typer: String?
    var clipboard = false
    var paste = false
    var pasteKeys = PasteShortcut.controlV
    var commands = true

    /// The options, shared by `dictate`, `compose` and the background forms (`toggle`, `begin`).
    static let specs: [OptionSpec] = [
        .flag("type", help: "Put the text into the focused window as each piece settles: through dictate's IBus input method where ibus-daemon runs (tentative words shown underlined in the field), else typed (X11: xdotool; Wayland: wtype, ydotool or dotool). Text that cannot be delivered ends up on the clipboard."),
        .flag("no-preedit", help: "With --type through an input method: commit settled text only, showing no tentative words in the field."),
        .flag("no-caret-status", help: "With --type through IBus: show no status under the caret (recording dot, time, level meter, state, last words). Default: the caret-status = on|off line of $XDG_CONFIG_HOME/dictate/config, else on."),
        .flag("type-tentative", help: "With --type: type the tentative words too with a key typer, corrected with BackSpace as they change (no input method)."),
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

    /// The settings file's key for the status under the caret: `caret-status = off` turns it off.
    static let caretStatusKey = "caret-status"

    init(_ parsed: ParsedArguments, environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        typeTentative = parsed.isSet("type-tentative")
        type = parsed.isSet("type") || typeTentative
        preedit = !parsed.isSet("no-preedit")
        caretStatus = try !parsed.isSet("no-caret-status") && (!type || Self.caretStatusSetting(environment: environment))
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
        if parsed.isSet("no-preedit") && !type {
            throw Failure("--no-preedit applies to --type.", exitCode: ExitCode.usage)
        }
        if parsed.isSet("no-caret-status") && !type {
            throw Failure("--no-caret-status applies to --type.", exitCode: ExitCode.usage)
        }
        if typer != nil && !type && !paste {
            throw Failure("--typer applies to --type and --paste.", exitCode: ExitCode.usage)
        }
        if parsed.isGiven("paste-keys") && !paste {
            throw Failure("--paste-keys applies to --paste.", exitCode: ExitCode.usage)
        }
    }

    /// Whether the settings file leaves the status under the caret on (it is unless it says off).
    private static func caretStatusSetting(environment: [String: String]) throws -> Bool {
        let configuration = UserConfiguration(environment: environment)
        let value = configuration.value(caretStatusKey)?.lowercased() ?? "on"
        guard ["on", "off"].contains(value) else {
            throw Failure("\(configuration.url.path): \(caretStatusKey) is on or off, not \"\(value)\".", exitCode: ExitCode.badData)
        }
        return value == "on"
    }

    /// Whether any text leaves dictate other than on standard output.
    var isActive: Bool { type || clipboard }

    /// The delivery these options ask for, with its programs found now, so a missing one is
    /// reported before anything is recorded; `nil` when none is asked for.
    func makeDelivery(language: String, jsonLines: Bool = false,
                      environment: [String: String] = ProcessInfo.processInfo.environment) throws -> TextDelivery? {
        guard isActive else { return nil }
        let (sink, ladder) = try makeSink(environment: environment)
        // `delivered` events speak of text put into the focused window; the clipboard alone takes
        // the whole text at the end, not piece by piece.
        let report = DeliveryReport(jsonLines: jsonLines && type, skipped: { await ladder?.skipped ?? [] }, environment: environment)
        return TextDelivery(plan: plan(language: language), sink: sink, showsTentative: preedit, showsStatus: type && caretStatus,
                            report: report)
    }

    /// The sink these options ask for, with its programs found now, and the ladder of ways behind
    /// it when text goes into the focused window; `dictate compose --send-to` hands its message to
    /// the same sink.
    func makeSink(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> (TextSink, DeliveryLadder?) {
        do {
            let board = clipboard ? try Clipboard.detect(environment: environment) : nil
            if paste, let board {
                return (.pasting(with: try TypingBackend.detect(environment: environment, requested: typer), clipboard: board,
                                 shortcut: pasteKeys), nil)
            }
            if type {
                let installed = InstalledPrograms.find(Typer.programs, environment: environment)
                let ways = try DeliveryWay.order(environment: environment, installed: installed, requested: typer,
                                                 inputMethods: typeTentative ? [] : DeliveryWay.present(environment: environment))
                let ladder = DeliveryLadder(ways: ways, environment: environment)
                return (.ladder(ladder, clipboard: board), ladder)
            }
            return (TextSink(apply: { _ in Delivery(backend: "clipboard", result: .unconfirmed) },
                             finish: { text in try await board?.copy(text) }), nil)
        } catch {
            throw Failure(error.description, exitCode: error.exitStatus)
        }
    }

    /// The spoken commands the typed text acts on.
    func spokenCommands(language: String) -> SpokenCommands {
        commands ? .forLanguage(language) : .none
    }

    private func plan(language: String) -> TypingPlan {
        TypingPlan(commands: spokenCommands(language: language), typesTentative: typeTentative)
    }
}
