import Foundation

/// Aborts a pass after a time limit, from a dispatch queue (never the cooperative pool).
final class FinalPassTimer: @unchecked Sendable {
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
