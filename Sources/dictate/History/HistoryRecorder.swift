import DictationHistory
import Foundation
import SpeechEngine

/// Keeps a dictation that settled text in the history, once, as it ends.
///
/// A dictation is never held up or failed by its history: a history that can't be written is
/// reported on standard error, and the text has gone where it was meant to already.
struct HistoryRecorder: Sendable {
    let store: HistoryStore
    /// When the dictation started; compose sets it again for each message it sends.
    var startedAt: Date
    let model: String
    let language: String
    /// `live`, `file` or `compose`.
    let source: String
    /// The audio kept of the dictation, when the person keeps it.
    var audio: String?

    /// The recorder of a dictation starting now with `settings`; `nil` when the history is off or its
    /// settings can't be read (said on standard error: the dictation goes on).
    init?(settings: EngineSettings, source: String, audio: String? = nil,
          environment: [String: String] = ProcessInfo.processInfo.environment) {
        let history: HistorySettings
        do {
            history = try HistorySettings(environment: environment)
        } catch {
            StandardStreams.err("dictate: this dictation is not kept in the history: \(Failure(error).message)\n")
            return nil
        }
        guard history.isEnabled else { return nil }
        store = history.store
        startedAt = Date()
        model = Self.modelName(settings)
        language = settings.language
        self.source = source
        self.audio = audio
    }

    /// Keeps the text the dictation ended with: what `delivery` delivered (unless a password field
    /// refused it), else what was `printed`. `failure` is why delivering failed, if it did.
    func record(printed: String, delivery: TextDelivery?, failure: (any Error)?, duration: Double) async {
        var text = printed
        var delivered = HistoryDelivery(way: "stdout", result: "printed")
        if let delivery {
            if await delivery.refused { return }
            text = await delivery.text
            let last = await delivery.last
            let way = last?.backend ?? "none"
            // The clipboard takes the whole text at the end: once that went, it is copied.
            let result = failure != nil ? "failed" : way == "clipboard" ? "copied" : last?.result.name ?? "delivered"
            delivered = HistoryDelivery(way: way, result: result, reason: failure.map { Failure($0).message } ?? last?.result.reason)
        }
        await record(text, delivery: delivered, duration: duration)
    }

    /// Keeps a message compose sent now, which went `delivery`'s way.
    func record(sent text: String, _ delivery: HistoryDelivery) async {
        var message = self
        message.startedAt = Date()
        await message.record(text, delivery: delivery, duration: 0)
    }

    /// Keeps `text`, which went `delivery`'s way, unless it is empty.
    func record(_ text: String, delivery: HistoryDelivery, duration: Double) async {
        let text = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { return }
        let entry = HistoryEntry(startedAt: startedAt, duration: duration, text: text, model: model, language: language,
                                 source: source, delivery: delivery, audio: audio)
        let store = store
        do {
            if let damage = try await onThread({ try store.append(entry) }) { StandardStreams.err("dictate: \(damage)\n") }
        } catch {
            StandardStreams.err("dictate: this dictation is not kept in the history: \(Failure(error).message)\n")
        }
    }

    /// The model's name as `dictate models` gives it, or what was asked for when it can't be found.
    private static func modelName(_ settings: EngineSettings) -> String {
        let locator = ModelLocator()
        if let url = try? locator.locate(settings.options.model, language: settings.language) {
            return url.deletingPathExtension().lastPathComponent.replacingOccurrences(of: "ggml-", with: "")
        }
        return settings.options.model ?? locator.defaultName
    }
}
