import Foundation
import TextOutput

/// dictate as the Wayland seat's input method, as a way on the delivery ladder: the seat is taken
/// for the dictation, tentative words go as preedit, each settled piece as one commit.
actor WaylandWay {
    /// How long a text field has to be active once the seat is ours before the next way is tried.
    static let activeTimeout: Duration = .seconds(1)
    static let confirmTimeout: Duration = .seconds(1)

    private let display: String?
    private var inputMethod: WaylandInputMethod?
    /// What this way committed so far, to tell the compositor how many bytes an erase removes.
    private var committed = TextBuffer()

    init(environment: [String: String]) {
        display = Self.socket(environment: environment)
    }

    /// The compositor's socket from `environment`, so the way reaches the session it was given.
    static func socket(environment: [String: String]) -> String? {
        guard let name = environment["WAYLAND_DISPLAY"], !name.isEmpty else { return nil }
        if !name.hasPrefix("/"), let runtime = environment["XDG_RUNTIME_DIR"] { return runtime + "/" + name }
        return name
    }

    func start() async throws(InputMethodError) {
        let inputMethod = try await WaylandInputMethod.open(display: display, timeout: .seconds(2))
        self.inputMethod = inputMethod
        guard try await inputMethod.waitUntilActive(timeout: Self.activeTimeout) else { throw .noTextField }
    }

    func show(_ tentative: String) async throws(InputMethodError) {
        guard let inputMethod else { throw .connectionLost }
        guard !(await inputMethod.purpose()).isSecret else { return }
        try await inputMethod.setPreedit(tentative)
    }

    func apply(_ edits: [TextEdit]) async -> DeliveryResult {
        guard let inputMethod else { return .failed(InputMethodError.connectionLost.description) }
        if await inputMethod.purpose().isSecret { return .refused("the focused field is a password field") }
        var result = DeliveryResult.delivered
        for edit in edits {
            let sent: DeliveryResult
            switch edit {
            case .type(let text): sent = await inputMethod.commit(text, timeout: Self.confirmTimeout)
            case .erase(let count): sent = await inputMethod.deleteBefore(String(committed.text.suffix(count)), timeout: Self.confirmTimeout)
            }
            guard sent.isSent else { return sent }
            committed.apply([edit])
            if sent == .unconfirmed { result = .unconfirmed }
        }
        return result
    }

    func stop() {
        inputMethod = nil
    }
}

extension DeliveryBackend {
    /// The Wayland input-method way, for compositors that offer input-method-unstable-v2 (sway,
    /// Hyprland, river).
    public static func waylandInputMethod(environment: [String: String] = ProcessInfo.processInfo.environment) -> DeliveryBackend {
        let way = WaylandWay(environment: environment)
        return DeliveryBackend(
            name: "input-method-v2",
            start: { try await way.start() },
            show: { tentative in try await way.show(tentative) },
            apply: { edits in await way.apply(edits) },
            stop: { await way.stop() })
    }
}
