/// A speech-to-text engine, as a value: three closures that an app calls and a test replaces.
///
/// ```swift
/// let transcription = Transcription.speech(locale: Locale(identifier: "en_US"))
/// guard case .allowed = await transcription.requestAccess() else { return }
/// for try await update in transcription.start() {
///     if let transcript = update.transcript { print(transcript.text) }
/// }
/// ```
///
/// Live values are ``speech(locale:options:)`` (the microphone through whisper.cpp) and
/// ``file(_:pacing:options:)``; ``scripted(_:wordsPerSecond:maxDuration:clock:)`` and ``sample``
/// play a fixed transcript for previews and tests.
public struct Transcription: Sendable {
    /// Whether dictation may run now, without probing anything slow.
    public var access: @Sendable () -> Access
    /// Probes the sound server, source and model, and returns (and remembers) the result.
    public var requestAccess: @Sendable () async -> Access
    /// Starts a session controlled by `control`. The stream yields updates until the session ends
    /// by itself (the duration cap, the end of a file), by ``SessionControl/finish()``, or by an error.
    public var startSession: @Sendable (_ control: SessionControl) -> AsyncThrowingStream<Update, Error>
    /// The access now, then every change as it happens (a source muted, unplugged, the server gone
    /// or back, the model file removed or put back),
    /// so an app can enable its mic button without asking again and again.
    public var accessUpdates: @Sendable () -> AsyncStream<Access>

    /// An engine whose access never changes: ``accessUpdates`` gives ``access`` once.
    public init(
        access: @escaping @Sendable () -> Access,
        requestAccess: @escaping @Sendable () async -> Access,
        start: @escaping @Sendable (_ control: SessionControl) -> AsyncThrowingStream<Update, Error>
    ) {
        self.init(access: access, requestAccess: requestAccess, start: start, accessUpdates: nil)
    }

    /// Without `accessUpdates`, the stream gives ``access`` once.
    public init(
        access: @escaping @Sendable () -> Access,
        requestAccess: @escaping @Sendable () async -> Access,
        start: @escaping @Sendable (_ control: SessionControl) -> AsyncThrowingStream<Update, Error>,
        accessUpdates: (@Sendable () -> AsyncStream<Access>)?
    ) {
        self.access = access
        self.requestAccess = requestAccess
        self.startSession = start
        self.accessUpdates = accessUpdates ?? {
            AsyncStream { continuation in
                continuation.yield(access())
                continuation.finish()
            }
        }
    }

    /// Starts a session that runs until its cap, the end of its input, an error, or cancellation.
    public func start() -> AsyncThrowingStream<Update, Error> {
        start(control: SessionControl())
    }

    /// Starts a session that `control` can finish, pause and resume, and whose
    /// ``SessionControl/statuses`` follow it: the same life cycle whichever engine runs.
    public func start(control: SessionControl) -> AsyncThrowingStream<Update, Error> {
        control.began()
        let updates = startSession(control)
        return AsyncThrowingStream(bufferingPolicy: .bufferingNewest(256)) { continuation in
            let forwarding = Task {
                do {
                    for try await update in updates { continuation.yield(update) }
                    control.ended()
                    continuation.finish()
                } catch {
                    control.ended()
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in
                forwarding.cancel()
                control.ended()
            }
        }
    }
}

/// The longest a single request may record, as on other platforms' dictation.
public let defaultMaxDuration: Duration = .seconds(60)
