import Foundation

/// The IBus panel of an ``IBusTestSession``: Tests/Scripts/ibus-panel-recorder.py holding the
/// panel's name on the session's daemon (which runs without a panel of its own), so the daemon
/// hands it what an engine asks to show by the caret, and it writes each call to a file.
public struct IBusTestPanel: Sendable {
    /// One call the daemon made to the panel about the auxiliary text.
    public enum Call: Equatable, Sendable {
        /// UpdateAuxiliaryText, visible.
        case show(String)
        /// UpdateAuxiliaryText, not visible.
        case updateHidden(String)
        /// HideAuxiliaryText.
        case hide
    }

    private let record: URL

    /// The calls so far, oldest first.
    public var calls: [Call] {
        let text = (try? String(contentsOf: record, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { line in
            let parts = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            switch parts[0] {
            case "show": return .show(parts.count > 1 ? parts[1] : "")
            case "update-hidden": return .updateHidden(parts.count > 1 ? parts[1] : "")
            case "hide": return .hide
            default: return nil
            }
        }
    }

    /// The texts shown, oldest first.
    public var shown: [String] {
        calls.compactMap { if case .show(let text) = $0 { text } else { nil } }
    }

    /// Whether nothing shows by the caret now: no text was ever shown, or the last call hid it.
    /// ibus-daemon 1.5.27 passes an engine's hide on as an update that is not visible.
    public var isHidden: Bool {
        if case .show? = calls.last { false } else { true }
    }

    /// Starts the panel on `session`'s daemon and waits until it holds the panel's name.
    static func start(in session: IBusTestSession) async throws -> IBusTestPanel {
        let record = session.folder.appendingPathComponent("panel-\(UUID().uuidString).txt")
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Tests/Scripts/ibus-panel-recorder.py").path
        let log = session.folder.appendingPathComponent("panel.log").path
        // /usr/bin/python3 has the gi bindings; a python3 found first on PATH may not.
        _ = try session.children.spawn(["/usr/bin/python3", script, "--record", record.path], environment: session.environment, log: log)
        let ready = await eventually { ((try? String(contentsOf: record, encoding: .utf8)) ?? "").hasPrefix("ready") }
        guard ready else {
            throw TestDesktopError.didNotStart("the test's IBus panel never took the panel's name: \((try? String(contentsOfFile: log, encoding: .utf8)) ?? "")")
        }
        return IBusTestPanel(record: record)
    }
}

extension IBusTestSession {
    /// Starts a panel that records what the daemon asks it to show by the caret; it ends with the session.
    public func recordingPanel() async throws -> IBusTestPanel {
        try await IBusTestPanel.start(in: self)
    }
}
