import Foundation
import TestSupport

/// `dictate status --follow --format json` running beside a recording, what it printed read back.
struct StatusFollower {
    private let child: ChildProcess
    private let output: String

    /// Starts following the recording of `home`; its lines go to a file in the home's folder.
    init(_ home: RecordingHome) throws {
        output = home.folder.appendingPathComponent("follow-\(UUID().uuidString).jsonl").path
        child = try ChildProcess.spawn([DictateBinary.path, "status", "--follow", "--format", "json"],
                                       environment: ProcessInfo.processInfo.environment.merging(home.environment) { $1 },
                                       standardOutput: output)
    }

    /// Every snapshot printed so far, oldest first.
    var snapshots: [[String: Any]] {
        ((try? String(contentsOfFile: output, encoding: .utf8)) ?? "").split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
    }

    /// Waits until a snapshot in `state` has been printed, `timeout` at most (the final pass of a
    /// loaded machine can take many seconds); whether it was.
    @discardableResult
    func wait(for state: String, timeout: Duration = patience) async throws -> Bool {
        let deadline = ContinuousClock.now + timeout
        while !snapshots.contains(where: { $0["state"] as? String == state }) {
            guard ContinuousClock.now < deadline else { return false }
            try await Task.sleep(for: .milliseconds(50))
        }
        return true
    }

    /// Ends the follower.
    func stop() {
        child.signal(SIGTERM)
        _ = child.waitBlocking()
    }
}
