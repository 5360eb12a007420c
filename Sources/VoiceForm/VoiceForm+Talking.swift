import Foundation
import SpeechEngine

extension VoiceForm {
    /// The gesture's first edge: starts a session for field `id`, after checking access.
    ///
    /// Ignored while another field records or finishes, as one microphone serves one field at a
    /// time. Returns once recording has begun or been refused.
    public func press(_ id: String) async {
        guard phase == .idle, let field = field(id) else { return }
        notice = nil
        releaseRequested = false
        phase = .requestingAccess(field: id)
        generation += 1
        let attempt = generation
        let transcription = makeTranscription(language, field)
        changed()
        var access = transcription.access()
        if access != .allowed { access = await transcription.requestAccess() }
        guard attempt == generation, phase == .requestingAccess(field: id) else { return }
        guard access == .allowed else {
            phase = .idle
            fail("Can't record: " + (access.reason ?? "the microphone isn't available."))
            changed()
            return
        }
        beginRecording(field, transcription: transcription)
        if releaseRequested { release() }
        changed()
    }

    /// The gesture's second edge: the final pass settles, then the words replace the field's value.
    ///
    /// A release that comes while access is still being checked finishes the session as soon as
    /// it starts. Returns the task reading the stream, which ends once the value is in.
    @discardableResult
    public func release() -> Task<Void, Never>? {
        switch phase {
        case .requestingAccess:
            releaseRequested = true
            return nil
        case .recording(let id):
            guard let session else { return nil }
            phase = .finishing(field: id)
            session.control.finish()
            changed()
            return session.reader
        case .idle, .finishing:
            return nil
        }
    }

    /// Cancel: ends the session at once and leaves the field's value as it was before the press.
    public func cancel() {
        guard let id = phase.field else { return }
        generation += 1
        endSession()
        phase = .idle
        heard = ""
        emit(.announcement("Stopped"))
        if let field = field(id) { validate(field) }
        changed()
    }

    private func beginRecording(_ field: FormField, transcription: Transcription) {
        let control = SessionControl()
        heard = ""
        levels = []
        phase = .recording(field: field.id)
        generation += 1
        let id = generation
        emit(.announcement("Recording \(field.label)"))
        let stream = transcription.start(control: control)
        let reader = Task { [weak self] in
            do {
                for try await update in stream { self?.apply(update, session: id) }
                self?.sessionEnded(id, error: nil)
            } catch {
                self?.sessionEnded(id, error: error)
            }
        }
        session = Session(control: control, reader: reader)
    }

    private func apply(_ update: Update, session id: Int) {
        guard id == generation, phase.field != nil else { return }
        if let transcript = update.transcript { heard = transcript.text }
        if let level = update.level {
            levels.append(min(max(level, 0), 1))
            if levels.count > Self.meterCapacity { levels.removeFirst(levels.count - Self.meterCapacity) }
        }
        changed()
    }

    /// The stream ended, by release or by itself: the converted words replace the value, unless
    /// nothing was heard. An error keeps the value and says why.
    private func sessionEnded(_ id: Int, error: (any Error)?) {
        guard id == generation, let fieldID = phase.field, let field = field(fieldID) else { return }
        endSession()
        phase = .idle
        let spoken = SpokenValue.convert(heard, for: field.kind)
        if let error {
            fail((error as? LocalizedError)?.errorDescription ?? "Dictation stopped. Try again.")
        } else if spoken.isEmpty {
            emit(.announcement("Nothing heard; \(field.label) unchanged"))
        } else {
            values[fieldID]?.text = spoken
            emit(.announcement("\(field.label): \(spoken)"))
        }
        heard = ""
        validate(field)
        if let message = message(of: fieldID) { emit(.announcement(message)) }
        changed()
    }

    private func fail(_ message: String) {
        notice = message
        emit(.announcement(message))
    }

    private func endSession() {
        session?.reader.cancel()
        session = nil
        levels = []
    }
}
