import Dispatch
import Synchronization

/// A queue whose reader blocks until an item comes or the queue is finished.
///
/// For the control server's own threads only: blocking here on Swift's cooperative pool would
/// starve it.
final class BlockingQueue<Item: Sendable>: Sendable {
    private let state = Mutex<(items: [Item], finished: Bool)>(([], false))
    private let available = DispatchSemaphore(value: 0)

    /// Adds `item` unless the queue is finished.
    func push(_ item: Item) {
        let added = state.withLock { state in
            guard !state.finished else { return false }
            state.items.append(item)
            return true
        }
        if added { available.signal() }
    }

    /// Ends the queue: readers get what is left, then `nil`.
    func finish() {
        state.withLock { $0.finished = true }
        available.signal()
    }

    /// The next item, waiting for one; `nil` once the queue is finished and empty.
    func pop() -> Item? {
        while true {
            let (item, finished): (Item?, Bool) = state.withLock { state in
                state.items.isEmpty ? (nil, state.finished) : (state.items.removeFirst(), false)
            }
            if let item { return item }
            if finished {
                // Pass the wake-up on, so every reader of a finished queue returns.
                available.signal()
                return nil
            }
            available.wait()
        }
    }
}
