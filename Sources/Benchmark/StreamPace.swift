/// How a streaming benchmark plays each clip into the engine.
public enum StreamPace: String, Sendable, CaseIterable {
    /// One 20 ms chunk every 20 ms of wall-clock time, as a microphone delivers it: exact, and as
    /// slow as the audio is long.
    case realtime
    /// The same schedule on a ``VirtualClock`` that skips the time the pipeline sits idle waiting
    /// for audio but charges every decoding pass its real duration.
    case simulated
}
