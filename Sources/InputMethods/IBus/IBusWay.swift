import DesktopText
import Foundation
import TextOutput

/// dictate's IBus engine as a way on the delivery ladder: switched in for the dictation, tentative
/// words as underlined preedit, each settled piece one commit, the person's engine given back at the end.
actor IBusWay {
    /// How long a field has to take the engine after the switch, or to get the focus back before a
    /// commit, before the next way is tried.
    static let focusTimeout: Duration = .seconds(1)
    /// How long a commit waits for the field's surrounding text before it counts as unconfirmed.
    /// A field that reports none (a terminal) is not waited for.
    static let confirmTimeout: Duration = .seconds(2)

    private let environment: [String: String]
    private let saved: SavedEngine
    private var connection: IBusConnection?
    private var previous: String?
    private var switchedAgain = false

    init(environment: [String: String]) {
        self.environment = environment
        saved = SavedEngine(environment: environment)
    }

    func start() async throws(InputMethodError) {
        let connection = try await IBusConnection.open(environment: environment, timeout: .seconds(2))
        self.connection = connection
        let current = await connection.globalEngine().flatMap { $0 == IBusConnection.engineName ? nil : $0 }
        // A file left by a dictation that was killed names the engine the person really had.
        var engine = saved.read() ?? current
        if engine == nil { engine = await desktopEngine() }
        if let engine {
            previous = engine
            saved.write(engine)
        }
        try await connection.switchTo(IBusConnection.engineName, timeout: .seconds(2))
        try await connection.waitForFocus(timeout: Self.focusTimeout)
    }

    func show(_ tentative: String) async throws(InputMethodError) {
        guard let connection else { throw .disconnected }
        guard !connection.purpose.isSecret else { return }
        do {
            try await connection.show(tentative)
        } catch .noFocusedField {
            // Between a focus-out and the next focus-in: the next words show once the field is back.
        }
    }

    /// The status shows in a password field too: it says nothing of what is typed there, and the
    /// refusal is where a person reads why nothing arrives.
    func showStatus(_ status: String?) async {
        guard let connection else { return }
        // A field without the focus this moment gets the next status; a broken connection shows
        // on the next preedit or commit, which decide whether the way goes on.
        try? await connection.showStatus(status)
    }

    func apply(_ edits: [TextEdit]) async -> DeliveryResult {
        guard let connection else { return .failed(InputMethodError.disconnected.description) }
        if connection.purpose.isSecret {
            return .refused("the focused field is a password field")
        }
        await switchAgainIfTakenBack(connection)
        var result = DeliveryResult.delivered
        for edit in edits {
            switch edit {
            case .type(let text):
                let sent = await connection.commit(text, timeout: Self.confirmTimeout)
                guard sent.isSent else { return sent }
                if sent == .unconfirmed { result = .unconfirmed }
            case .erase(let count):
                do { try await connection.deleteBefore(count, timeout: Self.focusTimeout) } catch { return .failed(error.description) }
            }
        }
        return result
    }

    func stop() async {
        guard let connection else { return }
        await connection.close(restoring: previous)
        saved.remove()
        self.connection = nil
    }

    /// GNOME Shell switches IBus back to the person's source when its own state changes; dictate
    /// takes the field once more, and no more, so it never fights the person's own switch.
    private func switchAgainIfTakenBack(_ connection: IBusConnection) async {
        guard connection.takenBack > 0, !switchedAgain else { return }
        switchedAgain = true
        try? await connection.switchTo(IBusConnection.engineName, timeout: .seconds(2))
        try? await connection.waitForFocus(timeout: Self.focusTimeout)
    }

    private func desktopEngine() async -> String? {
        guard (environment["XDG_CURRENT_DESKTOP"] ?? "").localizedCaseInsensitiveContains("gnome") else { return nil }
        let run = ProgramRun(arguments: ["gsettings", "get", "org.gnome.desktop.input-sources", "mru-sources"],
                             input: nil, environment: environment, keepsOutput: true)
        guard let printed = try? await run.run().standardOutput else { return nil }
        return GnomeInputSource.engine(mostRecentlyUsed: printed)
    }
}

extension DeliveryBackend {
    /// The IBus way, for sessions where ibus-daemon runs (GNOME on Wayland and X11, any desktop
    /// whose applications use IBus).
    public static func ibus(environment: [String: String] = ProcessInfo.processInfo.environment) -> DeliveryBackend {
        let way = IBusWay(environment: environment)
        return DeliveryBackend(
            name: "ibus",
            start: { try await way.start() },
            show: { tentative in try await way.show(tentative) },
            showStatus: { status in await way.showStatus(status) },
            apply: { edits in await way.apply(edits) },
            stop: { await way.stop() })
    }
}
