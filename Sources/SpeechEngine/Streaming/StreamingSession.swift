import Foundation

/// One live session: a capture thread, a decoding thread, and the stream the consumer reads.
///
/// Both threads are plain threads of their own: `pa_simple_read` and `whisper_full` block, and
/// blocking Swift's cooperative pool would stall every other task in the process. The capture
/// thread reads 20 ms chunks, yields a level for each and queues the samples with its voice gate's
/// decisions; the decoding thread feeds both to the ``StreamingPolicy`` and runs the passes it
/// asks for. Live, when the voice stops, the capture thread stops a live pass that has not heard
/// the end of the speech, so the pass over the whole utterance starts at once instead of after it.
final class StreamingSession: @unchecked Sendable {
    struct Settings: Sendable {
        var decoding: DecodingOptions
        var streaming: StreamingConfiguration
        var maxDuration: Duration
        var pacing: Pacing
        /// How long Done may spend on a final pass over `seconds` of audio before it falls back on
        /// the words the live text already heard and decodes only the rest: 4 s, or as long as the
        /// audio itself for a longer window. A recording played as fast as possible has nobody
        /// waiting on it, so it gets no limit. On a pass clock the limit applies to the time the
        /// pass is charged, so that a benchmark sees the fallbacks live would make.
        func finalPassLimit(seconds: Double) -> Duration? {
            pacing == .realtime ? .seconds(max(4, seconds)) : nil
        }
        var logger: Logger
        var audioTap: (@Sendable ([Float]) -> Void)?
        var passReports: (@Sendable (PassReport) -> Void)?
        var passClock: PassClock?
    }

    typealias Continuation = AsyncThrowingStream<Update, Error>.Continuation

    private let source: AudioSource
    private let models: SessionModels
    private let settings: Settings
    private let control: SessionControl
    private let continuation: Continuation

    // Guarded by `condition`.
    private let condition = NSCondition()
    private var queue: [Float] = []
    /// The capture gate's decisions the policy has not taken: the policy runs no gate of its own.
    private var decisions = VoiceDecisionQueue()
    private var inputEnded = false
    /// Whether capture has opened its source: the models load only then, so that loading them
    /// never holds up the microphone.
    private var captureOpen = false
    private var cancelled = false
    private var failure: TranscriptionError?
    private var running: RunningPass?
    /// Samples the decoding thread has taken from the queue.
    private var taken = 0
    /// On a pass clock: where the voice stopped, as the sample whose arrival told capture so and
    /// the end of the speech before it, for ``decode`` to stop the passes live would have stopped.
    private var voiceStops: [(heardAt: Int, speechEnd: Int)] = []

    /// The decoding thread's virtual time, on a pass clock; only that thread uses it.
    private var schedule: VirtualSchedule?
    /// When the session started, for the time limits of passes off a pass clock.
    private let sessionStart = ContinuousClock.now

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

    init(source: AudioSource, models: SessionModels, settings: Settings,
         control: SessionControl, continuation: Continuation) {
        self.source = source
        self.models = models
        self.settings = settings
        self.control = control
        self.continuation = continuation
        schedule = settings.passClock.map(VirtualSchedule.init)
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
        var voice = VoiceGate(configuration: settings.streaming)
        if voice.kind != settings.streaming.voiceGate {
            settings.logger.log(.warning, "stream", "no Silero VAD weights \"\(settings.streaming.sileroModel)\" (run scripts/setup); using the energy voice gate")
        }
        let capture = CaptureLoop(source: source, maxDuration: settings.maxDuration, control: control,
                                  audioTap: settings.audioTap)
        // Near the cap, the session ends at the first pause after speech instead of cutting a word
        // in two: a chained session then starts in silence. After speech, because a cap shorter
        // than the window (`dictate setup`'s three seconds) would otherwise end at the silence
        // before the first word.
        let softCap = max(capture.cap - Self.softCapWindow, 0)
        var heardVoice = false
        do {
            try capture.run(levels: continuation, isStopped: { withLock { cancelled || inputEnded } },
                            opened: { withLock { captureOpen = true } }) { taken, captured in
                let wasSpeaking = voice.isSpeaking
                let decided = voice.process(taken)
                withLock {
                    queue.append(contentsOf: taken)
                    decisions.append(decided, heardAt: captured)
                    // The voice just stopped: the pass over the whole utterance is due, and a live
                    // pass still decoding that missed the last of the speech would only hold it up.
                    // One that heard all of it is left to finish: its words are often the final ones.
                    // (Played as fast as possible, capture runs ahead of decoding, and its voice is
                    // not the decoder's present.)
                    // On a pass clock capture runs ahead, so the stop is noted for the decoder to apply.
                    let speechEnd = captured - (voice.samplesSinceVoice ?? 0)
                    if settings.passClock != nil, wasSpeaking, !voice.isSpeaking {
                        voiceStops.append((captured, speechEnd))
                    } else if settings.pacing == .realtime, wasSpeaking, !voice.isSpeaking,
                       let pass = running, !pass.isLast, !pass.closesUtterance, pass.end < speechEnd {
                        running?.supersede()
                    }
                }
                heardVoice = heardVoice || voice.isSpeaking
                return decided.isEmpty || captured < softCap || !heardVoice || voice.isSpeaking
            }
            withLock { inputEnded = true }
        } catch {
            withLock { failure = Self.transcriptionError(error); inputEnded = true }
        }
    }

    /// Seconds of audio from which a pass is decoded in phrases rather than as one segment.
    static let phrasedPassSeconds = 20.0

    /// Samples before the cap within which a pause ends the session: three seconds.
    static let softCapWindow = 3 * 16_000

    // MARK: Decoding thread

    private func decodeLoop() {
        condition.lock()
        while !captureOpen, !inputEnded, !cancelled { condition.wait() }
        condition.unlock()
        let decoders: SessionDecoders
        do {
            decoders = try SessionDecoders(models: models, language: settings.decoding.language)
        } catch {
            cancel()
            let reason = String(describing: error)
            continuation.finish(throwing: error as? TranscriptionError ?? .unavailable(reason))
            return
        }
        var policy = StreamingPolicy(configuration: settings.streaming, vocabulary: settings.decoding.vocabulary, join: SentenceJoin(language: settings.decoding.language))
        let streaming = settings.streaming
        if let live = decoders.liveModelName {
            settings.logger.log(.info, "stream", "live passes decoded by \(live); the passes that settle wait for the chosen model")
        }
        settings.logger.log(.info, "stream", String(format: "settling %@: at pauses of %.1f s, in windows of up to %.0f s",
                                                    streaming.closingPassSettles ? "quick" : "accurate", streaming.settlePause, streaming.maximumWindow))
        let stepSamples = Int(StreamingPolicy.step * 16_000)
        while true {
            condition.lock()
            let count: Int
            if let delivered = schedule?.delivered {
                // On a pass clock: what a microphone would have delivered by now, once capture has
                // read past it (so whether more follows is known too).
                waitForCapture(past: delivered)
                count = min(queue.count, max(delivered - taken, 0))
            } else {
                // Played as fast as possible, audio is taken one whole step at a time so the passes fall
                // where they would have fallen live, wherever capture is (Silero slows it down to the
                // decoder's pace); live, everything waiting is taken so decoding catches up.
                let stepwise = settings.pacing == .asFastAsPossible
                while queue.count < (stepwise ? stepSamples : 1), !inputEnded, !cancelled { condition.wait() }
                count = stepwise ? min(queue.count, stepSamples) : queue.count
            }
            let chunk = Array(queue.prefix(count))
            queue.removeFirst(count)
            taken += count
            let decided = decisions.take(through: taken)
            let ended = inputEnded && queue.isEmpty
            let stop = cancelled
            let failure = failure
            condition.unlock()
            if stop { return continuation.finish() }
            if count == 0, !ended, schedule != nil {
                schedule?.waitForChunk(after: taken)
                continue
            }

            policy.ingest(chunk, decisions: decided)
            if policy.settleAtPause(finishing: ended) {
                publish(policy.transcript)
            }
            do {
                guard ended else {
                    if let pass = policy.nextPass() {
                        try run(pass, decoders: decoders, policy: &policy, bounded: false)
                    } else {
                        schedule?.waitForChunk(after: taken)
                    }
                    continue
                }
                // A split leaves words after it to settle: passes run until nothing is pending, as
                // long as each one settles something.
                while let pass = policy.nextPass(finishing: true) {
                    let pending = policy.windowStart
                    try run(pass, decoders: decoders, policy: &policy, bounded: true)
                    if policy.settleAtPause(finishing: true) { publish(policy.transcript) }
                    guard policy.windowStart > pending else { break }
                }
            } catch {
                publish(policy.transcript)
                return continuation.finish(throwing: Self.transcriptionError(error))
            }
            publish(policy.transcript, level: 0)
            if let failure { return continuation.finish(throwing: failure) }
            return continuation.finish()
        }
    }

    /// How carefully a pass is decoded.
    private enum Care {
        /// Greedy, with the encoder context the policy chose (sized to the audio for live passes):
        /// what keeps up while someone speaks, and what the session's last pass uses, since
        /// someone is waiting on it, unless it is over a short answer.
        case quick
        /// The configured beam: a pass over a finished utterance or up to a split, whose words settle.
        case settling
        /// A retry of a pass that heard far less than was shown: the configured beam, the full
        /// 30-second encoder context and temperature fallback.
        case careful
    }

    /// What became of a decoding pass.
    private enum Outcome {
        case decoded([DecodedSegment])
        /// Stopped because a pass due next replaces it.
        case superseded
        /// Done's time limit stopped it.
        case outOfTime
    }

    /// Runs one pass and takes in its words. The session's last pass is `bounded`: when the latest
    /// live pass heard some of its words in full, the pass gets a time limit, and if it runs out
    /// those words are settled and only the audio after them is decoded again. Audio is never
    /// skipped: Done waits for it, and a pass that hears far less than was shown is retried more
    /// carefully or gives way to the shown words.
    private func run(_ pass: StreamingPolicy.Pass, decoders: SessionDecoders, policy: inout StreamingPolicy, bounded: Bool) throws {
        let started = sessionTime()
        let limit = bounded && policy.canFallBack ? settings.finalPassLimit(seconds: pass.seconds) : nil
        let care: Care = pass.closesUtterance && (!bounded || pass.isShortAnswer) ? .settling : .quick
        switch try decode(pass, decoders: decoders, care: care, limit: limit, isLast: bounded) {
        case .superseded:
            return
        case .outOfTime:
            let kept = policy.transcript
            let rest = policy.fallBack()
            settings.logger.log(.warning, "stream", String(
                format: "final pass over %.1f s ran out of time after %.1f s; settled the words already heard in full and decoding the last %.1f s on their own",
                pass.seconds, (sessionTime() - started).inSeconds, rest?.seconds ?? 0))
            if policy.transcript != kept { publish(policy.transcript) }
            // What is left is decoded quickly and without a limit: it is all that remains to hear.
            if let rest, case .decoded(let segments) = try decode(rest, decoders: decoders, care: .quick, limit: nil, isLast: true) {
                try take(segments, of: rest, decoders: decoders, policy: &policy, timeLeft: nil)
            }
        case .decoded(let segments):
            try take(segments, of: pass, decoders: decoders, policy: &policy, timeLeft: limit.map { $0 - (sessionTime() - started) })
        }
    }

    /// Takes in a pass's words, unless they cannot be settled as heard (it heard far fewer than
    /// were shown over its audio, lost track of time or looped): then it is retried carefully if there is
    /// time (`timeLeft`, `nil` for no limit), and if the retry fails too, the shown words it missed
    /// are put back among the words it heard.
    private func take(_ segments: [DecodedSegment], of pass: StreamingPolicy.Pass, decoders: SessionDecoders,
                      policy: inout StreamingPolicy, timeLeft: Duration?) throws {
        var segments = segments
        var heard = policy.words(heardBy: pass, segments: segments)
        if policy.doubts(pass, segments: segments, heard: heard) {
            return try confirm(heard, of: pass, decoders: decoders, policy: &policy, timeLeft: timeLeft)
        }
        if policy.mistrusts(pass, segments: segments, heard: heard) {
            let (shownCount, heardCount) = (policy.shownWords(over: pass).count, heard.count)
            let fault = segments.contains(where: \.lostTime) ? " and lost track of time" : policy.loops(pass, segments: segments) ? " and looped" : ""
            var retried = false
            if timeLeft.map({ $0 > .zero }) ?? true {
                switch try decode(pass, decoders: decoders, care: .careful, limit: timeLeft, isLast: timeLeft != nil) {
                case .decoded(let again):
                    segments = again
                    heard = policy.words(heardBy: pass, segments: again)
                    retried = true
                case .superseded, .outOfTime:
                    break
                }
            }
            if !retried || policy.mistrusts(pass, segments: segments, heard: heard) {
                settings.logger.log(.warning, "stream", "a pass over \(String(format: "%.1f", pass.seconds)) s heard \(heardCount) words where \(shownCount) were shown\(fault)\(retried ? ", and so did a careful retry" : ""); keeping the shown words it missed")
                if policy.keepShown(for: pass, heard: heard, lostTime: segments.contains(where: \.lostTime)) { publish(policy.transcript) }
                return
            }
            settings.logger.log(.info, "stream", "a pass over \(String(format: "%.1f", pass.seconds)) s heard \(heardCount) words where \(shownCount) were shown\(fault); a careful retry heard them")
        }
        let changed = policy.complete(pass, segments: segments)
        if let split = pass.split {
            let at = policy.windowStart, offset = Double(pass.start) / 16_000
            let ends = segments.map { String(format: "%.2f", offset + $0.end) }.joined(separator: ", ")
            settings.logger.log(.debug, "stream", String(format: "window split at %.2f s, %@ (phrases heard end at %@)", Double(at) / 16_000,
                                                        at == split.fallback ? "the gap or quietest moment" : "a phrase end", ends))
        }
        if changed { publish(policy.transcript) }
    }

    /// Settles `heard`, a lone stock phrase the policy doubts (``StreamingPolicy/doubts(_:segments:heard:)``),
    /// only as a careful pass over the same audio hears it; with no time left for one, nothing is settled.
    private func confirm(_ heard: [Word], of pass: StreamingPolicy.Pass, decoders: SessionDecoders,
                         policy: inout StreamingPolicy, timeLeft: Duration?) throws {
        var confirmed: [Word] = []
        if timeLeft.map({ $0 > .zero }) ?? true {
            switch try decode(pass, decoders: decoders, care: .careful, limit: timeLeft, isLast: timeLeft != nil) {
            case .decoded(let again): confirmed = policy.confirmed(policy.words(heardBy: pass, segments: again), segments: again)
            case .superseded: return
            case .outOfTime: break
            }
        }
        let said = { (words: [Word]) in words.map(\.text).joined(separator: " ") }
        settings.logger.log(.info, "stream", "a pass over \(String(format: "%.1f", pass.seconds)) s heard only \"\(said(heard))\"; settling \"\(said(confirmed))\" as a careful pass heard it")
        if policy.complete(pass, words: confirmed) { publish(policy.transcript) }
    }

    /// Decodes `pass` with the given care. `limit` aborts it after that long; `isLast` marks the
    /// session's last pass, which Done never supersedes.
    private func decode(_ pass: StreamingPolicy.Pass, decoders: SessionDecoders, care: Care, limit: Duration?, isLast: Bool) throws -> Outcome {
        // Words that may settle are only ever the settling model's.
        let role: DecoderRole = pass.closesUtterance || isLast ? .settling : .live
        let state = try decoders.state(for: role)
        var options = settings.decoding
        if !pass.prompted { options.vocabulary = Vocabulary() }
        options.precedingText = pass.precedingText
        if !pass.precedingText.isEmpty { options.historyTokens = DecodingOptions.wholeRecordingHistory }
        switch care {
        case .quick:
            options.audioContext = pass.audioContext
            options.beamSize = 1
            options.temperatureFallback = false
        case .settling:
            options.audioContext = pass.audioContext
            options.temperatureFallback = false
        case .careful:
            options.audioContext = 0
        }
        // One segment per pass, with room for fast speech (about six tokens a second) and no more;
        // but a pass over most of whisper's 30 s ends its one segment early where speech runs
        // near the end, so it is decoded in phrases, each window going on from the last one's end.
        options.singleSegment = pass.seconds < Self.phrasedPassSeconds
        options.maxTokens = Int(min(pass.seconds, 30) * 8) + 16
        let abort = AbortFlag()
        withLock {
            if cancelled { abort.abort() }
            running = RunningPass(abort: abort, isLast: isLast, closesUtterance: pass.closesUtterance, end: pass.end)
        }
        defer { withLock { running = nil } }
        // On a pass clock the limit is applied to the charge instead: the wall clock is not its time.
        let timer = schedule == nil ? limit.map { FinalPassTimer(after: $0, abort: abort) } : nil
        defer { timer?.cancel() }
        let clock = ContinuousClock()
        let started = clock.now
        let byLiveModel = role == .live ? decoders.liveModelName.map { " (\($0))" } ?? "" : ""
        let kind = "\(pass.isFinal ? "final" : pass.closesUtterance ? "closing" : "live")\(byLiveModel)\(care == .careful ? " (careful retry)" : "")"
        settings.logger.log(.debug, "stream", String(format: "%@ pass over %.1f s started", kind, pass.seconds))
        do {
            let segments = try state.decode(pass.audio, options: options, abort: abort)
            let measured = (clock.now - started).inSeconds
            settings.logger.log(.debug, "stream", String(format: "%@ pass over %.1f s took %.2f s",
                                                        kind, pass.seconds, measured))
            if let before = schedule?.seconds {
                let work = PassWork(samples: pass.audio.count, options: options, state: state, measuredSeconds: measured)
                let charged = charge(work, stoppable: !isLast && !pass.closesUtterance, passEnd: pass.end, limit: limit)
                settings.passReports?(PassReport(role: role, audioSeconds: pass.seconds, seconds: (schedule?.seconds ?? before) - before))
                switch charged {
                case .finished:
                    break
                case .stopped:
                    settings.logger.log(.debug, "stream", "\(kind) pass stopped: the voice stopped after its audio")
                    return .superseded
                case .outOfTime:
                    return .outOfTime
                }
            } else {
                settings.passReports?(PassReport(role: role, audioSeconds: pass.seconds, seconds: measured))
            }
            return .decoded(segments)
        } catch {
            guard error == .aborted else { throw error }
            settings.passReports?(PassReport(role: role, audioSeconds: pass.seconds, seconds: (clock.now - started).inSeconds))
            if timer?.fired == true { return .outOfTime }
            // Done, or the end of the voice, stopped a pass that the next one replaces.
            // Cancellation ends the session.
            if withLock({ running?.superseded == true && !cancelled }) {
                settings.logger.log(.debug, "stream", "\(kind) pass stopped: the next pass replaces it")
                return .superseded
            }
            throw error
        }
    }

    /// Yields `transcript`, stamped with the virtual time on a pass clock.
    private func publish(_ transcript: Transcript, level: Float? = nil) {
        continuation.yield(Update(transcript: transcript, level: level, sessionTime: schedule?.seconds))
    }

    /// Waits until capture has queued audio beyond sample `sample`, or ended. Call with the lock held.
    private func waitForCapture(past sample: Int) {
        while taken + queue.count <= sample, !inputEnded, !cancelled { condition.wait() }
    }

    /// How a pass on the pass clock ended.
    private enum Charge {
        case finished
        /// Live, the voice stopping would have stopped it first.
        case stopped
        /// It was charged more than its time limit.
        case outOfTime
    }

    /// Charges a pass ending on the pass clock, and tells whether live it would have been stopped
    /// first: a `stoppable` pass over audio up to `passEnd` is stopped where capture, while it ran,
    /// heard the voice stop after that audio, and a pass charged more than its `limit` is stopped
    /// there. Each is charged only up to where it stopped.
    private func charge(_ work: PassWork, stoppable: Bool, passEnd: Int, limit: Duration?) -> Charge {
        guard var schedule else { return .finished }
        defer { self.schedule = schedule }
        let start = schedule.now
        let end = start + schedule.charge(work)
        if let limitEnd = limit.map({ start + Int($0.inSeconds * 16_000) }), end > limitEnd {
            schedule.stop(passStartedAt: start, at: limitEnd)
            return .outOfTime
        }
        condition.lock()
        waitForCapture(past: end)
        let stop = stoppable ? voiceStops.first { $0.heardAt > start && $0.heardAt < end && passEnd < $0.speechEnd }?.heardAt : nil
        condition.unlock()
        guard let stop else { return .finished }
        schedule.stop(passStartedAt: start, at: stop)
        return .stopped
    }

    /// The session's time, against which passes' time limits run: the virtual time on a pass
    /// clock, the wall clock otherwise.
    private func sessionTime() -> Duration {
        schedule.map { .seconds($0.seconds) } ?? ContinuousClock.now - sessionStart
    }

    private static func transcriptionError(_ error: any Error) -> TranscriptionError {
        switch error {
        case let error as TranscriptionError: error
        case let error as WhisperModelError: .interrupted(error.description)
        default: .interrupted("\(error)")
        }
    }
}
