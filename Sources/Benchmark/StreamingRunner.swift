import SpeechEngine
import SpeechScoring

/// Transcribes clips through the live streaming pipeline (``Transcription/live(source:options:pacing:probesServer:)``),
/// timing every transcript shown.
///
/// Each clip is followed by ``tailSeconds`` of digital silence, as a microphone left open after
/// the speaker stops: the engine then settles its text by itself after the pause, as it would
/// live, instead of at the end of the input.
public struct StreamingRunner: Sendable {
    /// The engine's settings: model, decoding options, streaming tunables.
    public var options: EngineOptions
    /// How the audio is played in.
    public var pace: StreamPace
    /// Seconds of silence played after each clip.
    public var tailSeconds: Double
    /// What charges each pass in ``StreamPace/modeled`` pacing: a ``PassCostModel``'s clock, or a
    /// ``PassRecorder``'s when calibrating. Unused in the other pacings.
    public var passClock: PassClock?

    /// Called with every transcript shown and its time on the session clock, for `--verbose`.
    public var observer: (@Sendable (_ time: Double, _ text: String) -> Void)?

    /// Seconds the engine's duration cap is set beyond the audio played, far enough that it
    /// never applies.
    static let capMargin = 600.0

    /// Creates a runner.
    public init(options: EngineOptions, pace: StreamPace, tailSeconds: Double) {
        self.options = options
        self.pace = pace
        self.tailSeconds = tailSeconds
    }

    /// Runs a short silent session so the engine loads its model before any clip is timed, and
    /// so a missing or unusable model is reported before the run starts.
    public func warmUp() async throws {
        let silence = [Float](repeating: 0, count: 8_000)
        let transcription = Transcription.live(source: .samples(silence, pacing: .asFastAsPossible), options: options,
                                               pacing: .asFastAsPossible)
        for try await _ in transcription.start() {}
    }

    /// What streaming one clip gave.
    public struct Outcome: Sendable {
        /// The scores of what was shown, up to the end or the failure.
        public let result: FileResult
        /// Why the session failed before its end, if it did. The text shown until then is still
        /// scored, so one failing clip does not cost the figures of the others.
        public let failure: String?
    }

    /// Streams one clip and scores what was shown. Throws only when the clip cannot be read.
    public func run(_ fixture: Fixture) async throws -> Outcome {
        let audio = try AudioFile(path: fixture.audioPath)
        let fed = audio.samples + [Float](repeating: 0, count: Int(tailSeconds * PacedFeed.sampleRate))
        var options = options
        // The session must end where the clip (and its tail) does, not at the engine's cap: its
        // default (a minute) would cut the longer clips short, and near the cap the engine ends the
        // session at the first pause.
        options.maxDuration = .seconds(Double(fed.count) / PacedFeed.sampleRate + Self.capMargin)
        if pace == .modeled {
            precondition(passClock != nil, "modeled pacing needs a pass clock")
            options.passClock = passClock
        }
        let clock = SessionClock()
        // The feed does the pacing in both modes, so the engine is told it is live: it then takes
        // whatever audio waits after a pass, as it does from a microphone.
        let transcription = Transcription.live(source: PacedFeed.source(fed, pace: pace, clock: clock),
                                               options: options, pacing: .realtime)
        var timeline = StreamTimeline()
        let cpuBefore = ProcessResources.cpuSeconds()
        let stopwatch = Stopwatch()
        var failure: String?
        do {
            for try await update in transcription.start() {
                guard let transcript = update.transcript else { continue }
                // On a pass clock the update says when it was shown; it may be read later.
                let time = update.sessionTime ?? clock.now
                timeline.record(transcript.text, at: time)
                observer?(time, transcript.text)
            }
        } catch {
            failure = String(describing: error)
        }
        let wallSeconds = stopwatch.elapsedSeconds
        let cpuSeconds = ProcessResources.cpuSeconds() - cpuBefore

        // Latencies mean something only where there is speech to wait for.
        let hasSpeech = !TextNormalizer.english.normalize(fixture.reference).isEmpty
        let span = hasSpeech ? SpeechSpan.detect(in: audio.samples) : nil
        let result = FileResult(
            file: fixture.name, audioSeconds: audio.duration, reference: fixture.reference,
            hypothesis: timeline.finalText, decodeSeconds: wallSeconds, cpuSeconds: cpuSeconds,
            firstWordLatency: span.flatMap { timeline.firstWordLatency(after: $0.start) },
            finalTextLatency: span.flatMap { timeline.finalTextLatency(after: $0.end) },
            finalWordsLatency: span.flatMap { timeline.finalWordsLatency(after: $0.end) },
            retraction: timeline.retraction)
        return Outcome(result: result, failure: failure)
    }
}
