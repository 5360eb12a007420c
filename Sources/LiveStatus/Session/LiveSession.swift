import Foundation
import SpeechEngine
import Synchronization

/// Runs the status feed and the control socket around one recording, saves it as a draft when
/// `dictate stop` ends it, and ends it when `dictate end` or `dictate cancel` asks.
///
/// ```swift
/// let live = LiveSession(language: "en", model: "base.en")
/// var options = EngineOptions()
/// options.audioTap = live.audioTap
/// let result = try await live.run(.speech(locale: locale, options: options), control: SessionControl()) { update in
///     render(update)
/// }
/// ```
///
/// A front end that iterates the stream itself calls ``start(control:)``, ``record(_:)`` for each
/// update, and ``finish(transcript:)``, which is what ``run(_:control:onUpdate:)`` does. Passing the
/// stream through ``cancellable(_:)`` lets `dictate cancel` end it without waiting for a final pass.
public final class LiveSession: Sendable {
    /// A `dictate status --follow` connection (or a `watch`, when `live`): the snapshots still to
    /// send it, and whether it has sent them all.
    private struct Follower {
        let live: Bool
        let queue = BlockingQueue<StatusSnapshot>()
        let done = Latch<Bool>()
    }

    /// How long the end of a session waits for followers to be sent the stopped snapshot.
    private static let followerGrace: Duration = .seconds(1)

    private struct State {
        var publisher: StatusPublisher
        var followers: [Int: Follower] = [:]
        var nextFollower = 0
        /// The latest tentative words, which `watch` feeds carry; level-only updates keep them.
        var tentative = ""
        /// Whether the session was asked to finish and settles its last words, which `watch` feeds carry.
        var finishing = false
        var endedBy: RemoteEnding?
        /// Ends the stream ``cancellable(_:)`` made, at once; `nil` before it is made and after the end.
        var cancelStream: (@Sendable () -> Void)?
        var ended = false
        var startedAt: Date?
        var audioError: SystemCallError?
        var server: ControlServer?
        var audioFile: URL?
    }

    private let model: String
    private let store: RecordingStore?
    private let socketPath: String
    private let now: @Sendable () -> Date
    private let state: Mutex<State>
    private let writer = Mutex<WAVWriter?>(nil)
    private let stopReply = Latch<ControlReply>()
    /// Set once the `stop`, `done` or `cancel` that ended the session has its answer written to its connection.
    private let stopAnswered = Latch<Bool>()

    /// - Parameters:
    ///   - language: The language decoded, shown in the status.
    ///   - model: The model's name, kept in a draft's metadata.
    ///   - store: Where `dictate stop` saves the draft; `nil` records no audio and saves nothing.
    ///   - socketPath: The control socket.
    ///   - now: The wall clock, replaced in tests.
    public init(
        language: String?, model: String, store: RecordingStore? = RecordingStore(),
        socketPath: String = ControlPaths.socketPath(), now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.model = model
        self.store = store
        self.socketPath = socketPath
        self.now = now
        state = Mutex(State(publisher: StatusPublisher(language: language, now: now)))
    }

    /// The engine's audio tap: give it 16 kHz mono samples as they are captured, from any thread.
    public var audioTap: @Sendable ([Float]) -> Void {
        { [self] samples in
            writer.withLock { writer in
                do throws(SystemCallError) {
                    try writer?.append(samples)
                } catch {
                    // A full disk fails every later chunk too; keep what was written and stop trying.
                    writer = nil
                    state.withLock { $0.audioError = $0.audioError ?? error }
                }
            }
        }
    }

    /// How the answer to a `stop` whose draft could not be written begins.
    public static let draftNotSaved = "The draft was not saved"

    /// The current status.
    public var status: StatusSnapshot { state.withLock { $0.publisher.current } }

    /// Runs a session of `transcription` under `control`: ``start(control:)``, then each update to
    /// ``record(_:)`` and `onUpdate`, then ``finish(transcript:)``.
    ///
    /// Throws ``ControlServerError/alreadyRecording(path:)`` before starting when another `dictate`
    /// records, and rethrows the session's error after cleaning up.
    public func run(
        _ transcription: Transcription, control: SessionControl, onUpdate: (Update) -> Void = { _ in }
    ) async throws -> LiveSessionResult {
        try start(control: control)
        var transcript: Transcript?
        do {
            for try await update in cancellable(transcription.start(control: control)) {
                transcript = update.transcript ?? transcript
                record(update)
                onUpdate(update)
            }
        } catch {
            _ = await finishOffThePool(transcript: transcript)
            throw error
        }
        return await finishOffThePool(transcript: transcript)
    }

    /// ``finish(transcript:)`` on a thread of its own: it waits for followers and for the answer to
    /// the command that ended the session, and a wait on Swift's cooperative pool holds up every
    /// other task behind it.
    private func finishOffThePool(transcript: Transcript?) async -> LiveSessionResult {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread { [self] in continuation.resume(returning: finish(transcript: transcript)) }
        }
    }

    /// Opens the control socket, starts the audio file and publishes the start.
    public func start(control: SessionControl) throws {
        let server = ControlServer(path: socketPath) { [self] command, replies in
            answer(command, replies: replies, control: control)
        }
        // A client that connects as soon as the socket appears must already read a recording.
        state.withLock { $0.startedAt = now() }
        publish(.started)
        try server.start()
        do {
            if let audio = try store?.newAudioFile() {
                let file = try WAVWriter(path: audio.path)
                writer.withLock { $0 = file }
                state.withLock { $0.audioFile = audio }
            }
        } catch {
            server.stop()
            throw error
        }
        control.observe { [self] request in
            switch request {
            case .pause: publish(.paused)
            case .run: publish(.resumed)
            // The stop is published when the stream ends, after the final pass settles the last words;
            // a watch feed hears at once that those are being settled.
            case .finish: publishFinishing()
            }
        }
        state.withLock { $0.server = server }
    }

    /// `updates`, ended at once when `dictate cancel` comes, without waiting for the engine's final
    /// pass; ending it cancels the engine's session. Whatever `updates` yielded before is delivered.
    public func cancellable(_ updates: AsyncThrowingStream<Update, any Error>) -> AsyncThrowingStream<Update, any Error> {
        AsyncThrowingStream { continuation in
            let forwarding = Task {
                do {
                    for try await update in updates { continuation.yield(update) }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in forwarding.cancel() }
            // A cancel may have come between start(control:) and now, with nothing to end yet.
            let cancelled = state.withLock { state in
                state.cancelStream = { continuation.finish() }
                return state.endedBy == .cancel
            }
            if cancelled { continuation.finish() }
        }
    }

    /// Publishes what `update` changes: settled segments to every follower, and the tentative words
    /// and level reading to `watch` feeds.
    public func record(_ update: Update) {
        publish(.update(update), reading: update)
    }

    /// Saves the recording and the text so far as a draft at once, for a process that is about to
    /// exit before its last words were decoded (a second Ctrl-C): what was heard is kept as audio.
    public func saveUndecoded(transcript: Transcript?) -> Result<RecordingDraft, any Error>? {
        finish(transcript: transcript, keepDraft: true).draft
    }

    /// Publishes the stop, saves the draft if `dictate stop` asked for it (else drops the audio),
    /// answers the `stop`, `done` or `cancel` that ended the session, and closes the control socket.
    public func finish(transcript: Transcript?) -> LiveSessionResult {
        finish(transcript: transcript, keepDraft: false)
    }

    private func finish(transcript: Transcript?, keepDraft: Bool) -> LiveSessionResult {
        publish(.stopped)
        let (endedBy, server, audioFile, startedAt, status, followers) = state.withLock { state in
            state.ended = true
            // The server's handler holds this session: keeping the server would keep both for good.
            defer { state.followers = [:]; state.server = nil; state.cancelStream = nil }
            return (state.endedBy, state.server, state.audioFile, state.startedAt, state.publisher.current,
                    Array(state.followers.values))
        }
        let file = writer.withLock { writer in defer { writer = nil }; return writer }
        let closed = Result { () throws(SystemCallError) in try file?.close() }
        var draft: Result<RecordingDraft, any Error>?
        if endedBy == .stop || keepDraft, let store {
            draft = Result {
                try closed.get()
                let metadata = RecordingMetadata(
                    startedAt: startedAt ?? now(), duration: file?.duration ?? status.elapsed(at: now()),
                    language: status.language, model: model
                )
                return try store.save(audio: audioFile, transcript: transcript?.text ?? "", metadata: metadata)
            }
        } else if let audioFile {
            unlink(audioFile.path)
        }
        switch draft {
        case .failure(let error): stopReply.set(ControlReply(error: "\(Self.draftNotSaved): \(error)"))
        case .success(let saved): stopReply.set(ControlReply(snapshot: status, draft: saved.folder.path))
        case nil: stopReply.set(ControlReply(snapshot: status))
        }
        for follower in followers { follower.queue.finish() }
        // The stopped snapshot must reach every status bar before dictate exits, whether `dictate
        // stop` or a Ctrl-C in the terminal ended the recording: a bar that reads late still has
        // snapshots queued behind a full socket (FollowerStopTests).
        let deadline = ContinuousClock.now + Self.followerGrace
        for follower in followers {
            let left = max(deadline - ContinuousClock.now, .zero)
            _ = follower.done.wait(timeout: .milliseconds(Int(left.inSeconds * 1000)))
        }
        // The recording dictate exits soon after this returns; the answer to `dictate stop`
        // (where the draft went, or why it was not saved), `end` or `cancel` must be on its way first.
        if endedBy != nil { _ = stopAnswered.wait(timeout: .seconds(2)) }
        server?.stop()
        return LiveSessionResult(
            transcript: transcript, status: status, endedBy: endedBy, draft: draft,
            audioError: state.withLock { $0.audioError }
        )
    }

    private func publish(_ event: SessionEvent, reading: Update? = nil) {
        state.withLock { state in
            let sent = state.publisher.handle(event)
            if let transcript = reading?.transcript {
                state.tentative = Excerpt.trailing(transcript.tentative, limit: StatusSnapshot.textLimit)
            }
            // A watch feed is sent one snapshot per reading, which already holds any settled segment.
            let live = reading.map { Self.live(state.publisher.current, of: state, level: $0.level) }
            // Handing over under the lock keeps every follower's snapshots in order.
            for follower in state.followers.values {
                if follower.live, let live {
                    follower.queue.push(live)
                } else {
                    for snapshot in sent {
                        follower.queue.push(follower.live ? Self.live(snapshot, of: state, level: nil) : snapshot)
                    }
                }
            }
        }
    }

    private func publishFinishing() {
        state.withLock { state in
            state.finishing = true
            let live = Self.live(state.publisher.current, of: state, level: nil)
            for follower in state.followers.values where follower.live { follower.queue.push(live) }
        }
    }

    /// `snapshot` as a `watch` feed sends it; a stopped session has no tentative words left.
    private static func live(_ snapshot: StatusSnapshot, of state: State, level: Float?) -> StatusSnapshot {
        var live = snapshot
        live.tentative = snapshot.state == .stopped ? "" : state.tentative
        live.level = level
        live.finishing = state.finishing && snapshot.state != .stopped ? true : nil
        return live
    }

    /// Answers one control command, on the connection's own thread.
    private func answer(_ command: ControlCommand, replies: ControlReplies, control: SessionControl) {
        switch command {
        case .stop, .done, .cancel:
            // The first ending asked for is the one carried out; later ones wait for the same end.
            let (accepted, cancelStream) = state.withLock { state in
                if !state.ended, state.endedBy == nil { state.endedBy = RemoteEnding(command) }
                return (!state.ended, state.endedBy == .cancel ? state.cancelStream : nil)
            }
            if accepted {
                // A front end that did not make its stream cancellable still ends, with a final pass.
                if let cancelStream { cancelStream() } else { control.finish() }
            }
            replies.send(stopReply.wait())
            if accepted { stopAnswered.set(true) }
        case .pause:
            control.pause()
            replies.send(ControlReply(snapshot: status))
        case .resume:
            control.resume()
            replies.send(ControlReply(snapshot: status))
        case .status:
            replies.send(ControlReply(snapshot: status))
        case .follow, .watch:
            follow(replies, live: command == .watch)
        }
    }

    private func follow(_ replies: ControlReplies, live: Bool) {
        let follower = Follower(live: live)
        let id: Int = state.withLock { state in
            let current = state.publisher.current
            follower.queue.push(live ? Self.live(current, of: state, level: nil) : current)
            if state.ended { follower.queue.finish() }
            state.nextFollower += 1
            state.followers[state.nextFollower] = follower
            return state.nextFollower
        }
        defer {
            _ = state.withLock { $0.followers.removeValue(forKey: id) }
            follower.done.set(true)
        }
        while let snapshot = follower.queue.pop() {
            guard replies.send(ControlReply(snapshot: snapshot)) else { return }
        }
    }
}
