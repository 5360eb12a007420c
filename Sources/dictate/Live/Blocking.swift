import Foundation

/// Runs blocking work (file reading, model loading, `whisper_full`) on a thread of its own, so
/// Swift's cooperative pool is never blocked, and returns its result.
func onThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        let thread = Thread { continuation.resume(with: Result { try work() }) }
        thread.stackSize = 8 << 20
        thread.start()
    }
}
