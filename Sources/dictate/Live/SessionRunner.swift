import Foundation
import LiveStatus
import SpeechEngine
import Synchronization

/// Runs sessions back to back over one shared source and sends what they hear to the presenter.
///
/// Shared by live dictation and streamed files: a run is one session, or, when chained, as many
/// as it takes, each starting where the previous one stopped reading.
@MainActor
final class SessionRunner {
    private let presenter: TranscriptPresenter
    private let status: StatusLine?
    private let stop = StopSwitch()
    private var handler: InterruptHandler?

    init(presenter: TranscriptPresenter) {
        self.presenter = presenter
        status = StatusLine(transcriptIsLive: presenter.isLive)
        presenter.statusBelow = status
    }

    /// Makes Ctrl-C and SIGTERM mean Done (and, the second time, abort).
    func handleInterrupts() {
        let status = status.map { UncheckedBox($0) }
        handler = InterruptHandler(
            onDone: { [stop] in stop.stop() },
            onAbort: { status?.value.clear() })
    }

    /// Whether Done was asked for.
    var isStopped: Bool { stop.isStopped }

    /// Runs one session to its end. `offset` is where its audio starts in the whole recording;
    /// `heard` reports the audio consumed so far, for the status line. With `live`, the session
    /// publishes its status and answers `dictate stop|pause|resume|end|cancel`; its result is returned.
    @discardableResult
    func runSession(_ transcription: Transcription, offset: Double, total: Double?, live: LiveSession? = nil,
                    heard: @escaping () -> Double) async throws -> LiveSessionResult? {
        let control = SessionControl()
        // Finishing the control after the session lets go of its observers, the session among
        // them; without it every chained session would stay in memory.
        defer { control.finish() }
        try live?.start(control: control)
        stop.attach(control)
        try presenter.beginSession(at: offset)
        var lastHeard = offset
        var last: Transcript?
        let updates = transcription.start(control: control)
        do {
            for try await update in live?.cancellable(updates) ?? updates {
                live?.record(update)
                last = update.transcript ?? last
                lastHeard = heard()
                if let transcript = update.transcript { try presenter.show(transcript, heard: lastHeard) }
                if let level = update.level {
                    if let total { status?.progress(lastHeard / max(total, 0.001), heard: lastHeard, total: total) }
                    else { status?.recording(level: level, elapsed: .milliseconds(Int64(lastHeard * 1000))) }
                }
            }
        } catch {
            _ = live?.finish(transcript: last)
            try end(heard: lastHeard)
            let failure = Failure(error)
            try presenter.report(failure.message)
            throw failure
        }
        let result = live?.finish(transcript: last)
        if result?.stoppedRemotely == true { stop.stop() }
        if result?.endedBy == .cancel { presenter.discardPending() }
        return result
    }

    /// Writes the rest of the output and takes the status line off the screen.
    func end(heard: Double) throws {
        status?.clear()
        presenter.statusBelow = nil
        try presenter.finish(heard: heard)
    }
}

/// Done for the whole run: finishes the session running now and keeps later ones from starting.
final class StopSwitch: Sendable {
    private let state = Mutex<(stopped: Bool, control: SessionControl?)>((false, nil))

    var isStopped: Bool { state.withLock { $0.stopped } }

    /// Makes `control` the running session's; finishes it at once if Done came already.
    func attach(_ control: SessionControl) {
        if state.withLock({ state in state.control = control; return state.stopped }) { control.finish() }
    }

    func stop() {
        state.withLock { state in state.stopped = true; return state.control }?.finish()
    }
}

/// Carries a main-thread-only value into a signal handler that only reads it to clean the screen.
struct UncheckedBox<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}
