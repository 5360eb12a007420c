/// Waits in real time, up to `timeout`, until `condition` holds on the main actor, for state
/// that changes on later turns of the main actor (a composer's or a form's reactions to a stream).
/// Returns whether it came to hold.
@MainActor
public func eventuallyOnMain(within timeout: Duration = patience, _ condition: @MainActor () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now.advanced(by: timeout)
    while !condition() {
        if ContinuousClock.now >= deadline { return false }
        try? await Task.sleep(for: .milliseconds(2))
    }
    return true
}
