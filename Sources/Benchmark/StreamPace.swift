/// How a streaming benchmark plays each clip into the engine.
public enum StreamPace: String, Sendable, CaseIterable {
    /// One 20 ms chunk every 20 ms of wall-clock time, as a microphone delivers it: exact, and as
    /// slow as the audio is long.
    case realtime
    /// The same schedule on a ``VirtualClock`` that skips the time the pipeline sits idle waiting
    /// for audio but charges every decoding pass its real duration.
    case simulated
    /// Every pass charged by a cost model of a machine (``PassCostModel``), the audio taken in as a
    /// microphone would have delivered it by then: no wall clock at all, so two runs over the same
    /// clips make the same passes and show the same text at the same times.
    case modeled
}
