import DictationHistory
import Foundation
import SpeechEngine

/// What the settings file says about the history: whether it is kept, and how much of it.
///
/// `$XDG_CONFIG_HOME/dictate/config` lines: `history = off` (or `on`, the default), `history-keep = N`
/// entries (1000 unless set), `history-days = N` (no age limit unless set).
struct HistorySettings {
    static let enabledKey = "history", keepKey = "history-keep", daysKey = "history-days"

    var isEnabled: Bool
    var store: HistoryStore

    init(environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        let configuration = UserConfiguration(environment: environment)
        let enabled = configuration.value(Self.enabledKey)?.lowercased() ?? "on"
        guard ["on", "off"].contains(enabled) else {
            throw Failure("\(configuration.url.path): \(Self.enabledKey) is on or off, not \"\(enabled)\".", exitCode: ExitCode.badData)
        }
        isEnabled = enabled == "on"
        let keep = try Self.count(Self.keepKey, in: configuration) ?? HistoryBounds.standard.maxEntries
        let days = try Self.count(Self.daysKey, in: configuration)
        store = HistoryStore(directory: HistoryStore.defaultDirectory(environment: environment),
                             bounds: HistoryBounds(maxEntries: keep, maxAgeDays: days))
    }

    private static func count(_ key: String, in configuration: UserConfiguration) throws -> Int? {
        guard let value = configuration.value(key) else { return nil }
        guard let count = Int(value), count > 0 else {
            throw Failure("\(configuration.url.path): \(key) is a whole number above 0, not \"\(value)\".", exitCode: ExitCode.badData)
        }
        return count
    }
}
