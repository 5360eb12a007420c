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
    private let delivery: TextDelivery?
    private let words: SettledWords
    private let status: StatusLine?
    private let stop = StopSwitch()
    private var handler: InterruptHandler?
    /// Keeps the run in the history at its end; `nil` when the history is off.
    var history: HistoryRecorder?
    /// Whether `dictate cancel` ended the run, which keeps it out of the history.
    private var cancelled = false

    /// `delivery` also receives the text, for `--type` and `--clipboard`; `words` changes each
    /// settled piece before either sees it.
    init(presenter: TranscriptPresenter, delivery: TextDelivery? = nil, words: SettledWords = SettledWords()) {
        self.presenter = presenter
        self.delivery = delivery
        self.words = words
        status = StatusLine(transcriptIsLive: presenter.isLive)
        presenter.statusBelow = status
    }

    /// Makes Ctrl-C and SIGTERM mean Done (and, the second time, abort: a live recording whose
    /// last words were not decoded yet is saved as a draft first, so nothing heard is lost).
    func handleInterrupts() {
        let status = status.map { UncheckedBox($0) }
        handler = InterruptHandler(
            onDone: { [stop] in stop.stop() },
            onAbort: { [current] in
                status?.value.clear()
                guard let (live, transcript) = current.value.withLock({ $0 }) else { return }
                switch live.saveUndecoded(transcript: transcript) {
                case .success(let draft)?:
                    StandardStreams.err("dictate: stopped before the last words were decoded; the audio and the text so far are saved in \(draft.folder.path)\n")
                case .failure(let error)?:
                    StandardStreams.err("dictate: stopped before the last words were decoded, and the recording could not be saved: \(error)\n")
                case nil: break
                }
            })
    }

    /// The live session running now and its latest transcript, for the abort handler.
    private let current = SharedBox(Mutex<(LiveSession, Transcript?)?>(nil))

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
        if let live { current.value.withLock { $0 = (live, nil) } }
        stop.attach(control)
        try presenter.beginSession(at: offset)
        await delivery?.beginSession()
        words.beginSession(at: offset)
        var lastHeard = offset
        var last: Transcript?
        let ticker = showPauseAndFinishing(control: control, total: total, heard: heard)
        defer { ticker.cancel() }
        let updates = transcription.start(control: control)
        do {
            for try await decoded in live?.cancellable(updates) ?? updates {
                let update = await words.apply(decoded)
                live?.record(update)
                if let transcript = update.transcript, let live { current.value.withLock { $0 = (live, transcript) } }
                last = update.transcript ?? last
                lastHeard = heard()
                if let transcript = update.transcript {
                    await delivery?.offer(transcript)
                    try presenter.show(transcript, heard: lastHeard)
                }
                if let level = update.level, control.request != .pause {
                    await delivery?.bubble?.hear(level: level)
                    if let total { status?.progress(lastHeard / max(total, 0.001), heard: lastHeard, total: total) }
                    else { status?.recording(level: level, elapsed: .milliseconds(Int64(lastHeard * 1000))) }
                }
            }
        } catch {
            current.value.withLock { $0 = nil }
            _ = live?.finish(transcript: last)
            try await clearHeldText(heard: lastHeard)
            try await end(heard: lastHeard)
            let failure = Failure(error)
            try presenter.report(failure.message)
            throw failure
        }
        current.value.withLock { $0 = nil }
        let result = live?.finish(transcript: last)
        if result?.stoppedRemotely == true { stop.stop() }
        if result?.endedBy == .cancel {
            cancelled = true
            await delivery?.bubble?.end(keepingError: false)
            presenter.discardPending()
            words.discard()
        }
        try await clearHeldText(heard: lastHeard)
        return result
    }

    /// With `--filter-whole`, takes the held-back words off the screen and out of the window at a
    /// session's end: they come back filtered at the end of the run, and the next session shows
    /// them again meanwhile.
    private func clearHeldText(heard: Double) async throws {
        guard words.filtersWhole else { return }
        await delivery?.offer(Transcript())
        try presenter.show(Transcript(), heard: heard)
    }

    /// With `--filter-whole`, the run's whole text through the filter, as one settled piece; run
    /// once, so `--save` and the output share it. `nil` otherwise.
    func filteredWhole() async -> Transcript? {
        if !wholeFiltered {
            wholeFiltered = true
            whole = await words.whole()
        }
        return whole
    }

    private var wholeFiltered = false
    private var whole: Transcript?

    /// Shows PAUSED with the time frozen while paused (no level readings may come then), and how
    /// long the last words take once Done was asked for or a file was read to its end; the status
    /// under the caret follows the same changes.
    private func showPauseAndFinishing(control: SessionControl, total: Double?, heard: @escaping () -> Double) -> Task<Void, Never> {
        Task { [status, bubble = delivery?.bubble] in
            guard status != nil || bubble != nil else { return }
            var since: ContinuousClock.Instant?
            while !Task.isCancelled {
                if since == nil, control.request == .finish || total.map({ heard() >= $0 }) == true { since = .now }
                if let since { status?.finishing(for: .now - since) }
                else if control.request == .pause { status?.paused(elapsed: .milliseconds(Int64(heard() * 1000))) }
                await bubble?.enter(since != nil ? .finishing : control.request == .pause ? .paused : .listening)
                try? await Task.sleep(for: .milliseconds(100))
            }
        }
    }

    /// Writes the rest of the output, takes the status line off the screen, finishes the delivery
    /// (the last words typed, the clipboard filled) and keeps the run in the history.
    func end(heard: Double) async throws {
        status?.clear()
        presenter.statusBelow = nil
        if let whole = await filteredWhole() {
            // A session of its own from the start of the recording, as its time is the whole run's.
            try presenter.beginSession(at: 0)
            await delivery?.beginSession()
            try presenter.show(whole, heard: heard)
            await delivery?.offer(whole)
        }
        try await DictationEnd.finish(presenter: presenter, delivery: delivery, history: cancelled ? nil : history, heard: heard)
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

/// Shares a value that cannot be copied (a `Mutex`) with a signal handler.
final class SharedBox<T: ~Copyable>: Sendable where T: Sendable {
    let value: T
    init(_ value: consuming T) { self.value = value }
}

/// Carries a main-thread-only value into a signal handler that only reads it to clean the screen.
struct UncheckedBox<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}
