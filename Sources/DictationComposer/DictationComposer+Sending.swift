import Foundation

extension DictationComposer {
    /// Send: hands the trimmed text to `onSend`, with Stop in Send's place while it runs.
    ///
    /// On success the field empties; on an error the text stays and the error's description (or
    /// "Couldn't send. Try again.") goes under the card. Returns the sending task, or `nil` when
    /// Send is disabled.
    @discardableResult
    public func send() -> Task<Void, Never>? {
        guard canSend else { return nil }
        let message = draft.text.trimmingWhitespace()
        notice = nil
        phase = .sending
        generation += 1
        let id = generation
        emit(.haptic(.light))
        let onSend = onSend
        let task = Task { [weak self] in
            do {
                try await onSend(message)
                self?.sendEnded(id, error: nil)
            } catch {
                self?.sendEnded(id, error: error)
            }
        }
        sendTask = task
        changed()
        return task
    }

    /// Stop: cancels the running send and frees the composer at once, text unchanged.
    public func stopSending() {
        guard phase == .sending else { return }
        generation += 1
        sendTask?.cancel()
        sendTask = nil
        phase = .composing
        emit(.announcement("Stopped"))
        changed()
    }

    private func sendEnded(_ id: Int, error: (any Error)?) {
        guard id == generation, phase == .sending else { return }
        sendTask = nil
        phase = .composing
        if let error {
            fail(.sendFailed(message: (error as? LocalizedError)?.errorDescription ?? Notice.sendFallbackMessage))
        } else {
            draft.text = ""
            emit(.announcement("Sent"))
        }
        changed()
    }
}
