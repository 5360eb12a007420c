import Synchronization

/// Counts the decoder steps whisper.cpp spends after its first attempt at a pass, retrying at
/// higher temperatures (temperature fallback), from the steps its logits filter sees.
///
/// whisper.cpp reports only the attempt it kept, so without this a pass clock would charge a pass
/// that decoded three times as if it had decoded once. Every attempt starts with decoders that hold
/// no tokens; the decoders of one step may be filtered on several threads at once. A decode longer
/// than 30 s runs a window at a time, and each window's first attempt is no retry.
final class FallbackSteps: Sendable {
    private struct Count {
        var attempts = 0
        var sawTokens = false
        var retried = 0
    }

    private let count = Mutex(Count())

    /// Starts a window: its first attempt is the next.
    func windowBegins() {
        count.withLock { count in
            count.attempts = 0
            count.sawTokens = false
        }
    }

    /// Takes one decoder's step, which had `tokensSoFar` tokens before it.
    func step(tokensSoFar: Int) {
        count.withLock { count in
            if tokensSoFar == 0 {
                if count.attempts == 0 || count.sawTokens { count.attempts += 1 }
                count.sawTokens = false
            } else {
                count.sawTokens = true
            }
            if count.attempts > 1 { count.retried += 1 }
        }
    }

    /// Decoder steps taken by attempts after the first.
    var retried: Int { count.withLock(\.retried) }
}
