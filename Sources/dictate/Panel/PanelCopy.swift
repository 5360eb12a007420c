import DesktopText
import DictationHistory
import Foundation

/// The panel's Copy: the text of the dictation that just ended, from the history, on the clipboard.
enum PanelCopy {
    /// The history's newest entry, `nil` when it is empty or can't be read.
    static func newest(in store: HistoryStore) async -> HistoryEntry? {
        try? await onThread { try store.entries().entries.first }
    }

    /// Copies the newest entry's text when it is newer than `baseline` (the newest entry as the
    /// dictation began), so a dictation that was not kept never copies an older one's text.
    /// Returns why nothing was copied, `nil` when it was.
    static func copy(from store: HistoryStore, after baseline: String?) async -> String? {
        guard let entry = await newest(in: store), entry.id != baseline else {
            return "Nothing of this dictation was kept to copy."
        }
        do {
            try await Clipboard.detect().copy(entry.text)
            return nil
        } catch {
            return "The text could not be copied: \(error.description)"
        }
    }
}
