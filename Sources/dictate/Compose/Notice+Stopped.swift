import DictationComposer
import LiveStatus

extension Notice {
    /// What compose shows after a dictation that `dictate stop` ended: where the recording went, or
    /// why it was not saved; `nil` for a dictation that ended any other way.
    init?(stopped result: LiveSessionResult) {
        switch result.draft {
        case .success(let draft)?: self = .recordingSaved(folder: draft.folder.path)
        case .failure(let error)?: self = .dictationFailed(message: "\(LiveSession.draftNotSaved): \(error)")
        case nil: return nil
        }
    }
}
