import Dispatch
import Foundation
import LiveStatus
import Synchronization
import TestSupport

/// Waiting for a recording's status, as a status bar follows it: each snapshot as the session
/// publishes it, not polled.
enum StatusFeed {
    struct NotSeen: Error, CustomStringConvertible {
        let waitedFor: String
        let lastSeen: StatusSnapshot?
        var description: String {
            "no status \(waitedFor) within \(patience); " + (lastSeen.map { "the last one seen: \($0)" } ?? "the socket never answered")
        }
    }

    /// The first snapshot of the recording at `socketPath` that `matches` (described by
    /// `waitedFor` should none come), following its feed from the moment its socket listens.
    static func first(
        socketPath: String, _ waitedFor: String, where matches: @escaping @Sendable (StatusSnapshot) -> Bool
    ) async throws -> StatusSnapshot {
        let seen = Mutex<(last: StatusSnapshot?, match: StatusSnapshot?)>((nil, nil))
        let found = DispatchSemaphore(value: 0)
        let deadline = ContinuousClock.now + patience
        // The follower reads until the session ends, after the test is done with it.
        Thread.detachNewThread {
            while ContinuousClock.now < deadline {
                do {
                    try ControlClient.follow(socketPath: socketPath) { snapshot in
                        let first = seen.withLock { seen in
                            seen.last = snapshot
                            guard seen.match == nil, matches(snapshot) else { return false }
                            seen.match = snapshot
                            return true
                        }
                        if first { found.signal() }
                    }
                } catch {
                    usleep(10_000)
                }
                if seen.withLock({ $0.match != nil }) { return }
            }
        }
        let result = await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                _ = found.wait(timeout: .now() + .seconds(Int(patience.components.seconds)))
                continuation.resume(returning: seen.withLock { $0 })
            }
        }
        guard let match = result.match else { throw NotSeen(waitedFor: waitedFor, lastSeen: result.last) }
        return match
    }
}
