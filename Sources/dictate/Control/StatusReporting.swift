import Foundation
import LiveStatus
import SpeechEngine
import Synchronization

extension Transcription {
    /// The same transcription, each session of which publishes its status and answers
    /// `dictate stop|pause|resume`, as plain `dictate` does while it records. `relay` must be the
    /// engine's audio tap, so that `dictate stop` can save what was heard; `finished` is given how
    /// each session ended (where `dictate stop` saved it).
    func reportingStatus(language: String, model: String, relay: AudioRelay,
                         finished: @escaping @Sendable (LiveSessionResult) -> Void) -> Transcription {
        let base = self
        return Transcription(access: base.access, requestAccess: base.requestAccess, start: { control in
            AsyncThrowingStream { continuation in
                let task = Task {
                    let live = LiveSession(language: language, model: model)
                    do { try live.start(control: control) } catch { return continuation.finish(throwing: error) }
                    relay.attach(live)
                    var last: Transcript?
                    do {
                        for try await update in base.startSession(control) {
                            last = update.transcript ?? last
                            live.record(update)
                            continuation.yield(update)
                        }
                        relay.attach(nil)
                        finished(live.finish(transcript: last))
                        continuation.finish()
                    } catch {
                        relay.attach(nil)
                        finished(live.finish(transcript: last))
                        continuation.finish(throwing: error)
                    }
                }
                continuation.onTermination = { _ in task.cancel() }
            }
        })
    }
}

/// Forwards the engine's captured audio to the session that is recording now, if any.
final class AudioRelay: Sendable {
    private let current = Mutex<LiveSession?>(nil)

    /// The engine's audio tap.
    var tap: @Sendable ([Float]) -> Void {
        { [self] samples in current.withLock { $0 }?.audioTap(samples) }
    }

    func attach(_ session: LiveSession?) { current.withLock { $0 = session } }
}
