/// The decoding thread's time in a session on a ``PassClock``, in samples of session audio.
///
/// Audio counts as delivered in 20 ms chunks, as a microphone delivers it: a chunk is there once
/// the time reaches its end. Time moves only two ways: a pass adds what the clock charges it, and a
/// decoder with nothing to do waits for the next chunk. Nothing here reads the wall clock, so the
/// same audio and the same charges always give the same schedule.
struct VirtualSchedule {
    /// Samples per delivered chunk: 20 ms at 16 kHz, what live capture delivers.
    static let chunkLength = 320

    let clock: PassClock
    /// The time now, in samples from the session's first.
    private(set) var now = 0

    init(clock: PassClock) {
        self.clock = clock
    }

    /// The time now in seconds, which updates carry.
    var seconds: Double { Double(now) / 16_000 }

    /// Samples delivered by now: the whole chunks that have ended.
    var delivered: Int { now / Self.chunkLength * Self.chunkLength }

    /// Waits, idle, for the chunk after the `taken` samples already taken in.
    mutating func waitForChunk(after taken: Int) {
        now = max(now, (taken / Self.chunkLength + 1) * Self.chunkLength)
    }

    /// Charges a pass that did `work` and returns the samples it lasted.
    mutating func charge(_ work: PassWork) -> Int {
        let samples = max(Int((clock.charge(work) * 16_000).rounded()), 0)
        now += samples
        return samples
    }

    /// Stops a pass started at `start` at sample `time` instead (the voice stopping supersedes it).
    mutating func stop(passStartedAt start: Int, at time: Int) {
        now = max(start, time)
    }
}
