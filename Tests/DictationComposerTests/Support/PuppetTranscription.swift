import SpeechEngine
import Synchronization

/// A transcription the test speaks through by hand: each update, the end and any failure happen
/// exactly when the test says so. Like the engine, it ends with the transcript so far on Done.
final class PuppetTranscription: Sendable {
    private struct State {
        var access: Access
        var grantedAccess: Access
        var requestCount = 0
        var continuation: AsyncThrowingStream<Update, any Error>.Continuation?
        var control: SessionControl?
        var transcript = Transcript()
        var terminated = false
    }

    private let state: Mutex<State>

    /// A puppet whose access starts as `access` and becomes `grantedAccess` once requested.
    init(access: Access = .allowed, grantedAccess: Access? = nil) {
        state = Mutex(State(access: access, grantedAccess: grantedAccess ?? access))
    }

    /// From now on, access is `access`, as when the user fixes their settings.
    func setAccess(_ access: Access) {
        state.withLock { state in
            state.access = access
            state.grantedAccess = access
        }
    }

    /// How many times access was requested.
    var requestCount: Int { state.withLock { $0.requestCount } }
    /// The latest session's control, once started.
    var control: SessionControl? { state.withLock { $0.control } }
    /// Whether the latest session's stream was torn down (the consumer cancelled or it finished).
    var terminated: Bool { state.withLock { $0.terminated } }

    var transcription: Transcription {
        Transcription(
            access: { self.state.withLock { $0.access } },
            requestAccess: {
                self.state.withLock { state in
                    state.requestCount += 1
                    state.access = state.grantedAccess
                    return state.access
                }
            },
            start: { control in
                let (stream, continuation) = AsyncThrowingStream<Update, any Error>.makeStream()
                continuation.onTermination = { _ in self.state.withLock { $0.terminated = true } }
                self.state.withLock { state in
                    state.continuation = continuation
                    state.control = control
                    state.transcript = Transcript()
                    state.terminated = false
                }
                // Weakly: the puppet keeps the control, which keeps its observers for good.
                control.observe { [weak self] request in
                    if request == .finish { self?.end() }
                }
                return stream
            }
        )
    }

    /// Hears `words`: they settle what was tentative and become the new tentative tail.
    func hear(_ words: String) {
        let (continuation, transcript) = state.withLock { state in
            if !state.transcript.tentative.isEmpty {
                state.transcript.segments.append(Segment(text: state.transcript.tentative, start: 0, end: 0))
            }
            state.transcript.tentative = words
            return (state.continuation, state.transcript)
        }
        continuation?.yield(Update(transcript: transcript))
    }

    /// A level reading.
    func level(_ level: Float) {
        state.withLock { $0.continuation }?.yield(Update(level: level))
    }

    /// Ends the session by itself, with everything heard settled.
    func end() {
        let (continuation, transcript) = state.withLock { state in
            var final = state.transcript
            if !final.tentative.isEmpty {
                final.segments.append(Segment(text: final.tentative, start: 0, end: 0))
                final.tentative = ""
            }
            return (state.continuation, final)
        }
        continuation?.yield(Update(transcript: transcript, level: 0))
        continuation?.finish()
    }

    /// Ends the session with `error`.
    func fail(_ error: any Error) {
        state.withLock { $0.continuation }?.finish(throwing: error)
    }
}
