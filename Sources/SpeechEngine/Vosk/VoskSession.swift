import Foundation

/// One live session through libvosk: a capture thread and a decoding thread, as whisper's sessions
/// have, around a recognizer that decodes as the audio arrives.
///
/// Capture reads 20 ms chunks, yields a level for each and queues the samples; the decoding thread
/// feeds them to the recognizer (whose calls block, so it is a thread of its own). Its partial
/// result is the tentative text; an utterance that libvosk ends at a pause is settled. Near the
/// cap, the session ends at the first such pause instead of cutting a word in two.
final class VoskSession: @unchecked Sendable {
    struct Settings: Sendable {
        var maxDuration: Duration
        var logger: Logger
        var audioTap: (@Sendable ([Float]) -> Void)?
    }

    typealias Continuation = AsyncThrowingStream<Update, Error>.Continuation

    private let source: AudioSource
    private let model: @Sendable () throws -> VoskModel
    private let settings: Settings
    private let control: SessionControl
    private let continuation: Continuation

    // Guarded by `condition`.
    private let condition = NSCondition()
    private var queue: [Float] = []
    private var inputEnded = false
    private var cancelled = false
    private var failure: TranscriptionError?

    init(source: AudioSource, model: @escaping @Sendable () throws -> VoskModel, settings: Settings,
         control: SessionControl, continuation: Continuation) {
        self.source = source
        self.model = model
        self.settings = settings
        self.control = control
        self.continuation = continuation
    }

    /// The most audio handed to libvosk at once: its partial result is read after each handful.
    static let feedSamples = 1_600

    /// Starts both threads. The session keeps itself alive until both have finished.
    func start() {
        continuation.onTermination = { [self] reason in
            if case .cancelled = reason { withLock { cancelled = true } }
        }
        control.observe { [weak self] request in
            guard let self, request == .finish else { return }
            withLock { inputEnded = true }
        }
        let capture = Thread { [self] in captureLoop() }
        capture.name = "dictate capture"
        let decoder = Thread { [self] in decodeLoop() }
        decoder.name = "dictate vosk decoder"
        decoder.stackSize = 8 << 20
        capture.start()
        decoder.start()
    }

    private func withLock<T>(_ body: () -> T) -> T {
        condition.lock()
        defer { condition.broadcast(); condition.unlock() }
        return body()
    }

    // MARK: Capture thread

    private func captureLoop() {
        let capture = CaptureLoop(source: source, maxDuration: settings.maxDuration, control: control,
                                  audioTap: settings.audioTap)
        do {
            try capture.run(levels: continuation, isStopped: { withLock { cancelled || inputEnded } }) { taken, _ in
                withLock { queue.append(contentsOf: taken) }
                return true
            }
            withLock { inputEnded = true }
        } catch {
            withLock { failure = Self.transcriptionError(error); inputEnded = true }
        }
    }

    // MARK: Decoding thread

    private func decodeLoop() {
        let recognizer: VoskRecognizer
        do {
            recognizer = try VoskRecognizer(model: model())
        } catch {
            withLock { cancelled = true }
            return continuation.finish(throwing: Self.transcriptionError(error, unavailable: true))
        }
        var transcript = Transcript()
        var fed = 0
        let softCap = max(Int(settings.maxDuration.inSeconds * 16_000) - StreamingSession.softCapWindow, 0)
        while true {
            condition.lock()
            while queue.isEmpty, !inputEnded, !cancelled { condition.wait() }
            let chunk = Array(queue.prefix(Self.feedSamples))
            queue.removeFirst(chunk.count)
            let ended = inputEnded && queue.isEmpty
            let stop = cancelled
            let failure = failure
            condition.unlock()
            if stop { return continuation.finish() }
            do {
                if !chunk.isEmpty {
                    fed += chunk.count
                    if try recognizer.accept(chunk) {
                        settle(recognizer.result(), into: &transcript, fedSamples: fed)
                        publish(transcript)
                        if fed >= softCap, !ended {
                            withLock { inputEnded = true }
                        }
                    } else {
                        let partial = recognizer.partial()
                        if partial != transcript.tentative {
                            transcript.tentative = partial
                            publish(transcript)
                        }
                    }
                }
            } catch {
                publish(transcript)
                return continuation.finish(throwing: Self.transcriptionError(error))
            }
            guard ended else { continue }
            settle(recognizer.finalResult(), into: &transcript, fedSamples: fed)
            publish(transcript, level: 0)
            if let failure { return continuation.finish(throwing: failure) }
            return continuation.finish()
        }
    }

    /// Settles an utterance's words; the tentative text was its guess at them.
    private func settle(_ result: VoskResult, into transcript: inout Transcript, fedSamples: Int) {
        transcript.tentative = ""
        guard !result.text.isEmpty else { return }
        let now = Double(fedSamples) / 16_000
        let start = result.start ?? transcript.segments.last?.end ?? 0
        transcript.segments.append(Segment(text: result.text, start: start, end: result.end ?? now))
        settings.logger.log(.debug, "vosk", String(format: "settled %.2f–%.2f s: %@", start, result.end ?? now, result.text))
    }

    private func publish(_ transcript: Transcript, level: Float? = nil) {
        continuation.yield(Update(transcript: transcript, level: level))
    }

    private static func transcriptionError(_ error: any Error, unavailable: Bool = false) -> TranscriptionError {
        switch error {
        case let error as TranscriptionError: error
        case let error as VoskModelError: .unavailable(error.description)
        default: unavailable ? .unavailable("\(error)") : .interrupted("\(error)")
        }
    }
}
