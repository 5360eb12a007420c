import Synchronization

/// The consumer's handle on a running session: finish it (Done), pause and resume capture.
///
/// Cancelling the task that iterates the stream is Cancel: capture stops, decoding is aborted and
/// nothing more is yielded. ``finish()`` is Done: capture stops, one final pass runs over the audio
/// not yet settled, and the stream ends with the final transcript.
public final class SessionControl: Sendable {
    /// What the consumer has asked of the session.
    public enum Request: Sendable, Equatable {
        case run
        case pause
        case finish
    }

    private let state = Mutex<(request: Request, observers: [@Sendable (Request) -> Void])>((.run, []))

    public init() {}

    /// The latest request.
    public var request: Request { state.withLock { $0.request } }

    /// Ends the session gracefully: a final pass over what was heard, then the stream finishes.
    public func finish() { set(.finish) }

    /// Stops capturing until ``resume()``; decoding of what was already heard continues.
    public func pause() { set(.pause) }

    /// Continues capturing after ``pause()``.
    public func resume() { set(.run) }

    /// Calls `observer` on every later change of request, on the thread that made it.
    /// A finished control calls no observer again, and keeps none.
    public func observe(_ observer: @escaping @Sendable (Request) -> Void) {
        state.withLock { state in
            if state.request != .finish { state.observers.append(observer) }
        }
    }

    private func set(_ request: Request) {
        let observers: [@Sendable (Request) -> Void] = state.withLock { state in
            // Finishing is final: a late pause or resume must not reopen capture.
            guard state.request != .finish, state.request != request else { return [] }
            state.request = request
            let observers = state.observers
            // Nothing can change after a finish, so the observers are let go. A session observes
            // the control it holds, and this is what frees the pair once the session is over.
            if request == .finish { state.observers = [] }
            return observers
        }
        for observer in observers { observer(request) }
    }
}
