/// Turns at something only one may do at a time, first come first served, waited for without
/// blocking a thread.
public actor Turns {
    private var taken = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    public init() {}

    /// Waits for the turn and takes it.
    private func take() async {
        guard taken else {
            taken = true
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    /// Gives the turn to the next in line, or frees it.
    private func pass() {
        if waiting.isEmpty { taken = false } else { waiting.removeFirst().resume() }
    }

    /// Runs `body` in a turn of its own, passing the turn on however it ends.
    public nonisolated func inTurn<T: Sendable>(_ body: @Sendable () async throws -> T) async throws -> T {
        await take()
        do {
            let value = try await body()
            await pass()
            return value
        } catch {
            await pass()
            throw error
        }
    }
}
