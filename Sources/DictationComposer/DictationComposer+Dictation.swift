import Foundation
import SpeechEngine

extension DictationComposer {
    /// The mic: checks access (asking the first time), then records, or shows why it can't.
    ///
    /// Returns once recording has begun or been refused; the dictation itself runs on until
    /// ``done()``, ``cancelDictation()``, the cap, or the stream's end.
    public func startDictation() async {
        guard phase == .composing else { return }
        notice = nil
        phase = .requestingAccess
        generation += 1
        let attempt = generation
        changed()
        var access = transcription.access()
        if access != .allowed { access = await transcription.requestAccess() }
        guard attempt == generation, phase == .requestingAccess else { return }
        phase = .composing
        switch access {
        case .allowed: beginRecording()
        case .denied(let reason): fail(.accessDenied(reason: reason))
        case .restricted(let reason): fail(.accessRestricted(reason: reason))
        case .notDetermined, .unavailable: fail(.accessUnavailable(reason: access.reason ?? ""))
        }
        changed()
    }

    /// Done: keeps the words. The final pass runs, then the composer returns to composing.
    ///
    /// Returns the task reading the stream, which ends when the final transcript is in.
    @discardableResult
    public func done() -> Task<Void, Never>? {
        guard phase == .recording, let session else { return nil }
        phase = .finishing
        session.control.finish()
        changed()
        return session.reader
    }

    /// Cancel: stops dictation and puts the field back exactly as it was before the mic.
    public func cancelDictation() {
        guard phase.showsRecordingRow || phase == .requestingAccess else { return }
        let wasRecording = phase.showsRecordingRow
        generation += 1
        endSession()
        phase = .composing
        if wasRecording {
            draft.text = textBeforeDictation
            emit(.announcement("Stopped"))
        }
        changed()
    }

    private func beginRecording() {
        let control = SessionControl()
        textBeforeDictation = draft.text
        heard = ""
        elapsed = .zero
        isPaused = false
        levels = []
        phase = .recording
        generation += 1
        let id = generation
        emit(.haptic(.start))
        emit(.announcement("Recording"))
        let stream = transcription.start(control: control)
        let reader = Task { [weak self] in
            do {
                for try await update in stream { self?.apply(update, session: id) }
                self?.sessionEnded(id, error: nil)
            } catch {
                self?.sessionEnded(id, error: error)
            }
        }
        session = Session(control: control, reader: reader, ticker: startTicker(from: .zero, session: id))
        // `dictate pause` from another terminal reaches the control, not the composer.
        control.observe { [weak self] request in
            Task { @MainActor [weak self] in self?.controlChanged(to: request, session: id) }
        }
    }

    /// Ticks the elapsed time on from `base`, the time recorded before the latest resume.
    func startTicker(from base: Duration, session id: Int) -> Task<Void, Never> {
        Task { [weak self, clock] in
            let tick = { (elapsed: Duration) in self?.tick(elapsed: base + elapsed, session: id) }
            await Self.repeatTicks(on: clock, tick)
        }
    }

    private func apply(_ update: Update, session id: Int) {
        guard id == generation, phase.showsRecordingRow else { return }
        if let transcript = update.transcript {
            heard = wording(transcript)
            draft.text = DictatedText.join(typed: textBeforeDictation, heard: heard)
        }
        if let level = update.level {
            levels.append(min(max(level, 0), 1))
            if levels.count > Self.meterCapacity { levels.removeFirst(levels.count - Self.meterCapacity) }
        }
        changed()
    }

    /// Calls `tick` with the time since the start, then sleeps as long as it says, until it returns nil.
    /// The composer is reached through `tick` for one tick at a time, never held across a sleep, so
    /// that releasing it mid-recording reaches its deinit, which ends the session.
    private static func repeatTicks<C: Clock<Duration>>(on clock: C, _ tick: (Duration) -> Duration?) async {
        let start = clock.now
        while !Task.isCancelled, let delay = tick(start.duration(to: clock.now)) {
            do { try await clock.sleep(for: delay) } catch { return }
        }
    }

    /// Shows the elapsed time and finishes the dictation at the cap; returns the time to the next
    /// whole second, or nil once this session's time is no longer shown.
    func tick(elapsed: Duration, session id: Int) -> Duration? {
        let elapsed = min(elapsed, maxDuration)
        guard id == generation, phase.showsRecordingRow else { return nil }
        self.elapsed = elapsed
        changed()
        if elapsed >= maxDuration {
            done()
            return nil
        }
        let nextSecond = Duration.seconds(elapsed.components.seconds + 1)
        return min(nextSecond, maxDuration) - elapsed
    }

    /// The stream ended by itself (which counts as Done) or with an error (which keeps what was heard).
    private func sessionEnded(_ id: Int, error: (any Error)?) {
        guard id == generation, phase.showsRecordingRow else { return }
        endSession()
        phase = .composing
        if let error {
            let message = (error as? LocalizedError)?.errorDescription ?? "Dictation stopped. Try again."
            fail(.dictationFailed(message: message))
        } else if heard.isEmpty {
            emit(.announcement("Stopped"))
        } else {
            emit(.haptic(.success))
            emit(.announcement("Dictation added"))
        }
        changed()
    }

    private func endSession() {
        session?.reader.cancel()
        session?.ticker.cancel()
        session = nil
        isPaused = false
        levels = []
    }
}
