import Foundation

/// The processes a test desktop started, ended together when the desktop is torn down, whatever
/// the test did: a test that fails half-way must not leave a display server behind.
final class DesktopChildren: @unchecked Sendable {
    private let lock = NSLock()
    private var children: [ChildProcess] = []

    func spawn(_ arguments: [String], environment: [String: String], standardInput: String? = nil, standardOutput: String? = nil,
               log: String? = nil) throws -> ChildProcess {
        let child = try ChildProcess.spawn(arguments, environment: environment, standardInput: standardInput,
                                           standardOutput: standardOutput, standardError: log)
        lock.withLock { children.append(child) }
        return child
    }

    /// Ends the children, newest first (clients before their server), and reaps them.
    func stopAll() async {
        let all = lock.withLock { defer { children = [] }; return children }
        for child in all.reversed() {
            child.signal(SIGTERM)
            _ = await child.wait()
        }
    }
}

/// Runs `body` with `desktop`, then `stop`s it, also when `body` throws: the one tear-down both
/// test desktops share.
func using<Desktop: Sendable, T: Sendable>(
    _ desktop: Desktop, stop: (Desktop) async -> Void, _ body: (Desktop) async throws -> T
) async throws -> T {
    do {
        let result = try await body(desktop)
        await stop(desktop)
        return result
    } catch {
        await stop(desktop)
        throw error
    }
}

/// Errors a test desktop raises when it cannot be brought up.
public enum TestDesktopError: Error, CustomStringConvertible {
    case didNotStart(String)

    public var description: String {
        switch self { case .didNotStart(let what): "test desktop did not start: \(what)" }
    }
}

/// Polls `condition` every 50 ms until it holds or `timeout` passes; `false` when time ran out.
public func eventually(within timeout: Duration = patience, _ condition: () async throws -> Bool) async rethrows -> Bool {
    let deadline = ContinuousClock.now + timeout
    while ContinuousClock.now < deadline {
        if try await condition() { return true }
        try? await Task.sleep(for: .milliseconds(50))
    }
    return try await condition()
}
