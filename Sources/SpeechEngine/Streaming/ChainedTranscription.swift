import Synchronization

extension Transcription {
    /// One recording made of requests run back to back, which is how a dictation outlives the
    /// one-minute cap on a request without anyone outside seeing the seams.
    ///
    /// The session's stream is the requests' streams joined: each transcript carries every segment
    /// settled by earlier requests (their times moved to the whole recording) followed by the current
    /// request's, so segment counts only grow. Pause, resume and finish on the session's control reach
    /// whichever request is running. The recording ends when a request fails, when it is finished, or
    /// when `next` has no further request.
    ///
    /// - Parameters:
    ///   - first: The first request; its access is the recording's.
    ///   - position: Seconds recorded so far, where the next request's times begin; `nil` takes the end
    ///     of the last settled segment (right for a scripted speaker, whose words fill its time).
    ///   - next: The request to run once the previous one ended by itself, given everything settled so
    ///     far; `nil` ends the recording.
    public static func chained(
        _ first: Transcription, position: (@Sendable () -> Double)? = nil,
        next: @escaping @Sendable (_ settled: Transcript) -> Transcription?
    ) -> Transcription {
        Transcription(access: first.access, requestAccess: first.requestAccess, start: { control in
            AsyncThrowingStream(bufferingPolicy: .bufferingNewest(256)) { continuation in
                let chain = RequestChain(control: control)
                let task = Task {
                    do {
                        try await chain.run(first, position: position, next: next) { continuation.yield($0) }
                        continuation.finish()
                    } catch {
                        continuation.finish(throwing: error)
                    }
                }
                continuation.onTermination = { _ in task.cancel() }
            }
        }, accessUpdates: first.accessUpdates)
    }
}

/// Runs the requests of one chained recording and forwards its control to the running one.
private final class RequestChain: Sendable {
    private let control: SessionControl
    private let running = Mutex<SessionControl?>(nil)

    init(control: SessionControl) {
        self.control = control
        control.observe { [weak self] request in
            self?.running.withLock { $0 }.map { Self.apply(request, to: $0) }
        }
    }

    func run(
        _ first: Transcription, position: (@Sendable () -> Double)?,
        next: @Sendable (Transcript) -> Transcription?, yield: (Update) -> Void
    ) async throws {
        var settled: [Segment] = []
        var request: Transcription? = first
        while let current = request, !Task.isCancelled {
            let offset = position?() ?? settled.last?.end ?? 0
            let inner = SessionControl()
            running.withLock { $0 = inner }
            // A pause (or Done) that came between two requests holds for the next one.
            Self.apply(control.request, to: inner)
            var last: Transcript?
            for try await update in current.start(control: inner) {
                var joined = update
                if let transcript = update.transcript {
                    last = transcript
                    joined.transcript = Transcript(segments: settled + Self.shift(transcript.segments, by: offset),
                                                   tentative: transcript.tentative)
                }
                yield(joined)
            }
            running.withLock { $0 = nil }
            inner.finish()
            settled += Self.shift(last?.segments ?? [], by: offset)
            guard control.request != .finish else { return }
            request = next(Transcript(segments: settled))
        }
    }

    private static func apply(_ request: SessionControl.Request, to control: SessionControl) {
        switch request {
        case .run: control.resume()
        case .pause: control.pause()
        case .finish: control.finish()
        }
    }

    private static func shift(_ segments: [Segment], by offset: Double) -> [Segment] {
        segments.map { Segment(text: $0.text, start: $0.start + offset, end: $0.end + offset) }
    }
}
