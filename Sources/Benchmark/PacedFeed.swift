import Foundation
import SpeechEngine

/// The audio source of a streaming benchmark: a clip's samples in 20 ms chunks, each released when
/// the ``SessionClock`` reaches the end of its audio, as a microphone would deliver it.
enum PacedFeed {
    /// Samples per chunk: 20 ms at 16 kHz, the capture size of the live engine.
    static let chunkLength = 320
    static let sampleRate = 16_000.0

    /// Plays `samples` at `pace`, starting `clock` with the first chunk.
    static func source(_ samples: [Float], pace: StreamPace, clock: SessionClock) -> AudioSource {
        AudioSource(name: "benchmark clip") {
            var position = 0
            var started = false
            return AudioReader(read: {
                if !started {
                    // Simulated time starts once the session has set itself up (decoder state,
                    // buffers), which live happens before anyone speaks.
                    if pace == .simulated { IdleProbe.waitUntilIdle() }
                    clock.start()
                    started = true
                }
                guard position < samples.count else { return nil }
                let end = min(position + chunkLength, samples.count)
                let due = Double(end) / sampleRate
                switch pace {
                case .realtime: waitInRealTime(until: due, clock: clock)
                case .simulated: waitSimulated(until: due, clock: clock)
                // The engine's pass clock takes the audio in on time; reading it ahead costs nothing.
                case .modeled: break
                }
                defer { position = end }
                return Array(samples[position..<end])
            })
        }
    }

    private static func waitInRealTime(until due: Double, clock: SessionClock) {
        let wait = due - clock.now
        if wait > 0 { Thread.sleep(forTimeInterval: wait) }
    }

    /// Waits while the pipeline works, and skips ahead to `due` as soon as it is idle.
    private static func waitSimulated(until due: Double, clock: SessionClock) {
        while clock.now < due {
            if IdleProbe.isIdle() { return clock.advance(to: due) }
        }
    }
}

/// Tells whether the engine is working from the processor time this process burns over a short
/// wait: a decoding pass keeps at least one core busy, while waiting for audio costs next to nothing.
///
/// The engine does not report when it is busy, so this is how simulated pacing finds the idle
/// stretches it may skip. It is measured on this process only, so other load on the machine does
/// not read as busy (though it slows the passes, which are then charged their slower duration).
enum IdleProbe {
    /// How long one look lasts.
    static let window = 0.003
    /// Share of one core below which the process counts as idle.
    static let busyShare = 0.15
    /// Longest wait for a session to settle before the first chunk.
    static let settleLimit = 30.0

    /// Sleeps for ``window`` and reports whether the process stayed (nearly) idle meanwhile.
    static func isIdle() -> Bool {
        let before = ProcessResources.cpuSeconds()
        let stopwatch = Stopwatch()
        Thread.sleep(forTimeInterval: window)
        return ProcessResources.cpuSeconds() - before < busyShare * stopwatch.elapsedSeconds
    }

    /// Waits until the process is idle, or ``settleLimit`` has passed.
    static func waitUntilIdle() {
        let stopwatch = Stopwatch()
        while !isIdle(), stopwatch.elapsedSeconds < settleLimit {}
    }
}
