import SpeechEngine

extension DictationComposer {
    /// Pauses capture; the words heard so far are still decoded, and the time stops.
    public func pauseDictation() {
        guard phase == .recording else { return }
        session?.control.pause()
    }

    /// Captures again after ``pauseDictation()``, in the same dictation.
    public func resumeDictation() {
        guard phase == .recording else { return }
        session?.control.resume()
    }

    /// Follows the session's control, whoever changed it: the time stands still while paused and
    /// goes on from where it stood, so a pause counts against the cap no more than the recording does.
    func controlChanged(to request: SessionControl.Request, session id: Int) {
        guard id == generation, phase == .recording, var session else { return }
        switch request {
        case .pause where !isPaused:
            isPaused = true
            session.ticker.cancel()
            emit(.announcement("Paused"))
        case .run where isPaused:
            isPaused = false
            session.ticker = startTicker(from: elapsed, session: id)
            emit(.announcement("Recording"))
        default:
            return
        }
        self.session = session
        changed()
    }
}
