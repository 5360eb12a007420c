import Foundation
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
    private let life: Mutex<(status: SessionStatus, followers: [AsyncStream<SessionStatus>.Continuation])>
    private let now: @Sendable () -> Date

    public convenience init() { self.init(now: Date.init) }

    /// - Parameter now: The wall clock the status's times are read from; tests give their own.
    public init(now: @escaping @Sendable () -> Date) {
        self.now = now
        life = Mutex((.notStarted, []))
    }

    /// The session's status now.
    public var status: SessionStatus { life.withLock { $0.status } }

    /// The status now, then every change, ending once the session has stopped.
    public var statuses: AsyncStream<SessionStatus> {
        let (stream, continuation) = AsyncStream<SessionStatus>.makeStream(bufferingPolicy: .bufferingNewest(16))
        life.withLock { life in
            continuation.yield(life.status)
            if case .stopped = life.status { continuation.finish() } else { life.followers.append(continuation) }
        }
        return stream
    }

    /// The stream has started: ``Transcription/start(control:)`` calls this for every engine.
    func began() {
        change { status, now in
            guard case .notStarted = status else { return nil }
            return .recording(since: now)
        }
    }

    /// The stream has ended, by itself, by a finish, an error or a cancellation.
    func ended() {
        change { status, now in
            if case .stopped = status { return nil }
            return .stopped(recorded: status.recorded(at: now))
        }
    }

    /// Follows a request into the status: pause, resume and the final pass.
    private func follow(_ request: Request) {
        change { status, now in
            switch (request, status) {
            case (.pause, .recording): .paused(recorded: status.recorded(at: now))
            case (.run, .paused(let recorded)): .recording(since: now.addingTimeInterval(-recorded.inSeconds))
            case (.finish, .recording), (.finish, .paused): .stopping(recorded: status.recorded(at: now))
            default: nil
            }
        }
    }

    private func change(_ next: (SessionStatus, Date) -> SessionStatus?) {
        let date = now()
        life.withLock { life in
            guard let status = next(life.status, date) else { return }
            life.status = status
            for follower in life.followers { follower.yield(status) }
            if case .stopped = status {
                for follower in life.followers { follower.finish() }
                life.followers = []
            }
        }
    }

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
        follow(request)
        for observer in observers { observer(request) }
    }
}
