import SpeechEngine
import Synchronization

/// A pass clock that keeps the work of every pass and charges each the time it really took: how
/// `speech-bench calibrate` measures the passes a cost model is fitted to, in the mix that
/// streaming makes them.
public final class PassRecorder: Sendable {
    private let recorded = Mutex<[PassWork]>([])

    /// An empty recorder.
    public init() {}

    /// The clock to give the engine.
    public var clock: PassClock {
        PassClock { [self] work in
            recorded.withLock { $0.append(work) }
            return work.measuredSeconds
        }
    }

    /// Every pass so far, in order.
    public var passes: [PassWork] { recorded.withLock { $0 } }
}
