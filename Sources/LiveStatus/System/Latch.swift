import Dispatch
import Synchronization

/// A value set once, which any number of threads wait for.
final class Latch<Value: Sendable>: Sendable {
    private let value = Mutex<Value?>(nil)
    private let ready = DispatchSemaphore(value: 0)

    /// Sets the value; later calls are ignored.
    func set(_ newValue: Value) {
        let first = value.withLock { value in
            guard value == nil else { return false }
            value = newValue
            return true
        }
        if first { ready.signal() }
    }

    /// The value, blocking the calling thread until it is set. Not for Swift's cooperative pool.
    func wait() -> Value {
        ready.wait()
        // Each waiter passes the signal on to the next.
        defer { ready.signal() }
        return value.withLock { $0! }
    }

    /// The value, or `nil` if it is not set within `timeout`.
    func wait(timeout: DispatchTimeInterval) -> Value? {
        guard ready.wait(timeout: .now() + timeout) == .success else { return nil }
        defer { ready.signal() }
        return value.withLock { $0! }
    }
}
