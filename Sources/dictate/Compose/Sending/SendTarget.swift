import Arguments
import DesktopText
import TextOutput

/// `dictate compose --send-to`: where Send puts the message when it is not printed or piped to a
/// command, with the same programs `dictate --type`, `--paste` and `--clipboard` use.
struct SendTarget: Sendable, Equatable {
    /// The three places a message can go.
    enum Place: String, Sendable, CaseIterable {
        /// Typed into the window that had the focus before the compose terminal.
        case type
        /// Put on the clipboard and pasted into that window with one shortcut.
        case paste
        /// Left on the clipboard, for the person to paste.
        case clipboard

        /// Whether the message goes into another window, which must first get the focus back.
        var needsFocus: Bool { self != .clipboard }
    }

    var place: Place
    /// The delivery options the place stands for, with `--typer` and `--paste-keys` applied.
    var delivery: DeliveryOptions

    /// The compose options that choose the target; `--typer` and `--paste-keys` are given meaning
    /// by `--send-to` alone.
    static let specs: [OptionSpec] = [
        .option("send-to", valueName: "PLACE", help: "On Send, type the message into the window that had the focus before (type), paste it there (paste), or put it on the clipboard (clipboard); compose then exits.",
                allowedValues: Place.allCases.map(\.rawValue)),
        DeliveryOptions.typerSpec,
        DeliveryOptions.pasteKeysSpec,
    ]

    /// The target `parsed` asks for, `nil` without `--send-to`; usage errors for options that
    /// would be ignored.
    static func parse(_ parsed: ParsedArguments) throws -> SendTarget? {
        guard let name = parsed.value("send-to") else {
            if parsed.isGiven("typer") || parsed.isGiven("paste-keys") {
                throw Failure("--typer and --paste-keys apply to --send-to type or paste.", exitCode: ExitCode.usage)
            }
            return nil
        }
        guard let place = Place(rawValue: name) else {
            throw Failure("--send-to takes type, paste or clipboard.", exitCode: ExitCode.usage)
        }
        if parsed.isGiven("send-command") {
            throw Failure("--send-to and --send-command both say where the message goes; give one.", exitCode: ExitCode.usage)
        }
        var delivery = DeliveryOptions()
        delivery.type = place == .type
        delivery.paste = place == .paste
        delivery.clipboard = place != .type
        delivery.typer = parsed.value("typer")
        if let keys = parsed.value("paste-keys") {
            delivery.pasteKeys = PasteShortcut(rawValue: keys.replacingOccurrences(of: "-", with: "+")) ?? .controlV
        }
        if delivery.typer != nil && place == .clipboard {
            throw Failure("--typer applies to --send-to type or paste.", exitCode: ExitCode.usage)
        }
        if parsed.isGiven("paste-keys") && place != .paste {
            throw Failure("--paste-keys applies to --send-to paste.", exitCode: ExitCode.usage)
        }
        return SendTarget(place: place, delivery: delivery)
    }

    /// The arguments that make the same target again, for the process that delivers after compose exits.
    var arguments: [String] {
        ["--send-to", place.rawValue] + (delivery.typer.map { ["--typer", $0] } ?? [])
            + (place == .paste ? ["--paste-keys", delivery.pasteKeys.rawValue.replacingOccurrences(of: "+", with: "-")] : [])
    }

    /// Hands `text` to the target's sink: committed, typed, pasted or copied. Throws when no way
    /// could deliver it, after putting it on the clipboard, so the message is never lost.
    static func deliver(_ text: String, with sink: TextSink) async throws {
        let delivery = try await sink.apply([.type(text)])
        try await sink.finish(text)
        if case .failed(let reason) = delivery.result {
            let copied = (try? await Clipboard.detect().copy(text)) != nil
            throw Failure("the message could not be delivered (\(reason))" + (copied ? "; it is on the clipboard" : ""),
                          exitCode: ExitCode.ioError)
        }
    }
}
