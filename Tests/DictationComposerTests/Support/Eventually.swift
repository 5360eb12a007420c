import TestSupport

/// Waits in real time, up to `timeout`, until `condition` holds, because the composer's reactions to a
/// stream or a sender arrive on later turns of the main actor. Returns whether it came to hold.
@MainActor
func eventually(within timeout: Duration = patience, _ condition: @MainActor () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now.advanced(by: timeout)
    while !condition() {
        if ContinuousClock.now >= deadline { return false }
        try? await Task.sleep(for: .milliseconds(2))
    }
    return true
}
