import Foundation

/// Runs blocking `body` on a thread of its own and awaits it, keeping Swift's small cooperative
/// pool free for the session the call is waiting on.
public func offThePool<Value: Sendable>(_ body: @escaping @Sendable () throws -> Value) async throws -> Value {
    try await withCheckedThrowingContinuation { continuation in
        Thread.detachNewThread { continuation.resume(with: Result(catching: body)) }
    }
}
