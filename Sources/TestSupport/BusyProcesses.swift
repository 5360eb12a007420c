import Foundation

/// Processes that keep a core busy each, for tests of behaviour on a loaded machine: what a
/// compiler or a browser tab does to a laptop while someone dictates.
public final class BusyProcesses: Sendable {
    private let children: [ChildProcess]

    /// Starts `count` processes that spin until ``stop()``.
    public init(count: Int) throws {
        children = try (0..<count).map { _ in try ChildProcess.spawn(["sh", "-c", "exec yes > /dev/null"]) }
    }

    /// Ends them and waits until they are gone.
    public func stop() async {
        for child in children { child.signal(SIGKILL) }
        for child in children { _ = await child.wait() }
    }
}
