import Foundation

/// One live session: a capture thread, a decoding thread, and the stream the consumer reads.
///
/// Both threads are plain threads of their own: `pa_simple_read` and `whisper_full` block, and
/// blocking Swift's cooperative pool would stall every other task in the process. The capture
/// thread reads 20 ms chunks, yields a level for each and queues the samples; the decoding thread
/// feeds them to the ``StreamingPolicy`` and runs the passes it asks for. Live, when the voice
/// stops, the capture thread stops a live pass that has not heard the end of the speech, so the
/// pass over the whole utterance starts at once instead of after it.
final class StreamingSession: @unchecked Sendable {
    struct Settings: Sendable {
        var decoding: DecodingOptions
        var streaming: StreamingConfiguration
        var maxDuration: Duration
        var pacing: Pacing
        /// How long Done may spend on a final pass over `seconds` of audio before the pending words
        /// are settled as they are: 4 s, or as long as the audio itself for a longer window, since a
        /// busy machine that decodes slower than real time would otherwise drop the window's words.
        /// A recording played as fast as possible has nobody waiting on it, so it gets no limit.
        func finalPassLimit(seconds: Double) -> Duration? {
            pacing == .realtime ? .seconds(max(4, seconds)) : nil
        }
        var logger: Logger
        var audioTap: (@Sendable ([Float]) -> Void)?
    }

    typealias Continuation = AsyncThrowingStream<Update, Error>.Continuation

    private let source: AudioSource
    private let model: @Sendable () throws -> WhisperModel
    private let settings: Settings
    private let control: SessionControl
    private let continuation: Continuation

    // Guarded by `condition`.
    private let condition = NSCondition()
    private var queue: [Float] = []
    private var inputEnded = false
    private var cancelled = false
    private var failure: TranscriptionError?
    private var running: RunningPass?

    /// The pass being decoded.
    private struct RunningPass {
        let abort: AbortFlag
        /// Whether it is the session's last pass.
        let isLast: Bool
        /// Whether its words are to be settled, rather than only shown while someone speaks.
        let closesUtterance: Bool
        /// Absolute index of the sample after its audio.
        let end: Int
        /// Whether a pass due next made it moot, so stopping it is no failure.
        var superseded = false

        mutating func supersede() {
            superseded = true
            abort.abort()
        }
    }

    init(source: AudioSource, model: @escaping @Sendable () throws -> WhisperModel, settings: Settings,
         control: SessionControl, continuation: Continuation) {
        self.source = source
        self.model = model
        self.settings = settings
        self.control = control
        self.continuation = continuation
    }

    /// Starts both threads. The session keeps itself alive until both have finished.
    func start() {
        continuation.onTermination = { [self] reason in
            if case .cancelled = reason { cancel() }
        }
        // Weakly: the session holds its control, and a control that is never finished (the
        // consumer only cancelled) would otherwise keep the session and its audio forever.
        control.observe { [weak self] request in
            guard let self, request == .finish else { return }
            withLock {
                inputEnded = true
                // A pass in flight would be superseded by the final pass: stop it now.
                if running?.isLast == false { running?.supersede() }
            }
        }
        let capture = Thread { [self] in captureLoop() }
        capture.name = "dictate capture"
        let decoder = Thread { [self] in
            decodeLoop()
            // The session's decoding state was freed when decodeLoop returned.
            WhisperModel.releaseFreedMemory()
        }
        decoder.name = "dictate decoder"
        decoder.stackSize = 8 << 20
        capture.start()
        decoder.start()
    }

    private func cancel() {
        withLock {
            cancelled = true
            running?.abort.abort()
        }
    }

    private func withLock<T>(_ body: () -> T) -> T {
        condition.lock()
        defer { condition.broadcast(); condition.unlock() }
        return body()
    }

    // MARK: Capture thread

    private func captureLoop() {
        let reader: AudioReader
        do { reader = try source.open() } catch {
            return withLock { failure = Self.transcriptionError(error); inputEnded = true }
        }
        defer { reader.close() }
        var meter = LevelMeter()
        var voice = VoiceActivityDetector(configuration: settings.streaming)
        var captured = 0
        let cap = Int(settings.maxDuration.inSeconds * 16_000)
        // Near the cap, the session ends at the first pause instead of cutting a word in two: a
        // chained session then starts in silence.
        let softCap = max(cap - Self.softCapWindow, 0)
        do {
            while captured < cap, !withLock({ cancelled || inputEnded }) {
                guard let chunk = try reader.read() else { break }
                if control.request == .pause {
                    continuation.yield(Update(level: meter.update(with: [Float]())))
                    continue
                }
                let taken = Array(chunk.prefix(cap - captured))
                captured += taken.count
                settings.audioTap?(taken)
                continuation.yield(Update(level: meter.update(with: taken)))
                let wasSpeaking = voice.isSpeaking
                let decided = !voice.process(taken).isEmpty
                withLock {
                    queue.append(contentsOf: taken)
                    // The voice just stopped: the pass over the whole utterance is due, and a live
                    // pass still decoding that missed the last of the speech would only hold it up.
                    // One that heard all of it is left to finish: its words are often the final ones.
                    // (Played as fast as possible, capture runs ahead of decoding, and its voice is
                    // not the decoder's present.)
                    if settings.pacing == .realtime, wasSpeaking, !voice.isSpeaking,
                       let pass = running, !pass.isLast, !pass.closesUtterance,
                       pass.end < captured - (voice.samplesSinceVoice ?? 0) {
                        running?.supersede()
                    }
                }
                if decided, captured >= softCap, !voice.isSpeaking { break }
            }
            withLock { inputEnded = true }
        } catch {
            withLock { failure = Self.transcriptionError(error); inputEnded = true }
        }
    }

    /// Samples before the cap within which a pause ends the session: three seconds.
    static let softCapWindow = 3 * 16_000

    // MARK: Decoding thread

    private func decodeLoop() {
        let state: DecoderState
        do {
            let model = try model()
            try model.check(language: settings.decoding.language)
            state = try model.makeState()
        } catch {
            cancel()
            let reason = String(describing: error)
            continuation.finish(throwing: error as? TranscriptionError ?? .unavailable(reason))
            return
        }
        var policy = StreamingPolicy(configuration: settings.streaming)
        let stepSamples = Int(settings.streaming.step * 16_000)
        while true {
            condition.lock()
            while queue.isEmpty, !inputEnded, !cancelled { condition.wait() }
            // Played as fast as possible, audio is taken one step at a time so the passes fall where
            // they would have fallen live; live, everything waiting is taken so decoding catches up.
            let count = settings.pacing == .asFastAsPossible ? min(queue.count, stepSamples) : queue.count
            let chunk = Array(queue.prefix(count))
            queue.removeFirst(count)
            let ended = inputEnded && queue.isEmpty
            let stop = cancelled
            let failure = failure
            condition.unlock()
            if stop { return continuation.finish() }

            policy.ingest(chunk)
            if policy.settleAtPause(finishing: ended) {
                continuation.yield(Update(transcript: policy.transcript))
            }
            do {
                guard ended else {
                    if let pass = policy.nextPass() { try run(pass, state: state, policy: &policy, bounded: false) }
                    continue
                }
                if let pass = policy.nextPass(finishing: true) { try run(pass, state: state, policy: &policy, bounded: true) }
            } catch {
                continuation.yield(Update(transcript: policy.transcript))
                return continuation.finish(throwing: Self.transcriptionError(error))
            }
            continuation.yield(Update(transcript: policy.transcript, level: 0))
            if let failure { return continuation.finish(throwing: failure) }
            return continuation.finish()
        }
    }

    /// Runs one pass. The session's last pass is `bounded`: if it outlasts the limit it is aborted
    /// and the words heard so far are settled as they are, so Done never hangs.
    private func run(_ pass: StreamingPolicy.Pass, state: DecoderState, policy: inout StreamingPolicy, bounded: Bool) throws {
        var options = settings.decoding
        options.audioContext = pass.audioContext
        options.prompt = pass.prompt
        options.temperatureFallback = false
        // The pass over a finished utterance, or over a long window up to its split, gets the
        // configured beam: its words are settled. The passes that only draw the tentative text
        // while someone speaks are greedy, so that they keep up, and so is the last pass of a
        // session, which has someone waiting on it and a time limit.
        if !pass.closesUtterance || bounded { options.beamSize = 1 }
        // One segment per pass, with room for fast speech (about six tokens a second) and no more.
        options.singleSegment = true
        options.maxTokens = Int(pass.seconds * 8) + 16
        let abort = AbortFlag()
        withLock {
            if cancelled { abort.abort() }
            running = RunningPass(abort: abort, isLast: bounded, closesUtterance: pass.closesUtterance, end: pass.end)
        }
        defer { withLock { running = nil } }
        let timer = bounded ? settings.finalPassLimit(seconds: pass.seconds).map { FinalPassTimer(after: $0, abort: abort) } : nil
        defer { timer?.cancel() }
        let segments: [DecodedSegment]
        let clock = ContinuousClock()
        let started = clock.now
        let kind = pass.isFinal ? "final" : pass.closesUtterance ? "closing" : "live"
        settings.logger.log(.debug, "stream", String(format: "%@ pass over %.1f s started", kind, pass.seconds))
        do {
            segments = try state.decode(pass.audio, options: options, abort: abort)
            settings.logger.log(.debug, "stream", String(format: "%@ pass over %.1f s took %.2f s",
                                                        kind, pass.seconds, (clock.now - started).inSeconds))
        } catch {
            guard error == .aborted else { throw error }
            if timer?.fired == true {
                settings.logger.log(.warning, "stream", "final pass ran out of time; keeping the text as heard")
                policy.settleTentative()
                return
            }
            // Done, or the end of the voice, stopped a pass that the next one replaces.
            // Cancellation ends the session.
            if withLock({ running?.superseded == true && !cancelled }) {
                settings.logger.log(.debug, "stream", "\(kind) pass stopped: the next pass replaces it")
                return
            }
            throw error
        }
        if policy.complete(pass, segments: segments) {
            continuation.yield(Update(transcript: policy.transcript))
        }
    }

    private static func transcriptionError(_ error: any Error) -> TranscriptionError {
        switch error {
        case let error as TranscriptionError: error
        case let error as WhisperModelError: .interrupted(error.description)
        default: .interrupted("\(error)")
        }
    }
}

/// Aborts a pass after a time limit, from a dispatch queue (never the cooperative pool).
private final class FinalPassTimer: @unchecked Sendable {
    private let lock = NSLock()
    private var cancelled = false
    private var didFire = false

    init(after limit: Duration, abort: AbortFlag) {
        DispatchQueue.global().asyncAfter(deadline: .now() + limit.inSeconds) { [self] in
            let fire = lock.withLock {
                guard !cancelled else { return false }
                didFire = true
                return true
            }
            if fire { abort.abort() }
        }
    }

    /// Whether the limit was reached before ``cancel()``.
    var fired: Bool { lock.withLock { didFire } }

    func cancel() { lock.withLock { cancelled = true } }
}
