import Foundation
import TestSupport

/// A private desktop for `dictate toggle|begin|end|cancel`: its own runtime, state and data folders,
/// and a `notify-send` on `PATH` that writes each notification to a file instead of showing it.
///
/// Every background dictation started from it is killed by ``cleanUp()`` (and on deinit), so a
/// failing test leaves none running.
final class BackgroundDictations: @unchecked Sendable {
    let folder: URL
    /// The variables every command of the test runs with; the scripted words are added per test.
    private(set) var environment: [String: String]

    init(script: String? = nil) throws {
        folder = try DictateBinary.scratchDirectory()
        let bin = folder.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let fake = bin.appendingPathComponent("notify-send")
        try "#!/bin/sh\nprintf '%s\\n' \"$*\" >> \(DictateBinary.quoted(folder.appendingPathComponent("notifications").path))\n"
            .write(to: fake, atomically: true, encoding: .utf8)
        chmod(fake.path, 0o755)
        environment = [
            "XDG_RUNTIME_DIR": folder.appendingPathComponent("run").path,
            "XDG_STATE_HOME": folder.appendingPathComponent("state").path,
            "XDG_DATA_HOME": folder.appendingPathComponent("data").path,
            "PATH": bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
        ]
        try FileManager.default.createDirectory(atPath: environment["XDG_RUNTIME_DIR"]!, withIntermediateDirectories: true)
        if let script { environment["DICTATE_TRANSCRIPTION"] = "scripted:" + script }
    }

    deinit { cleanUp() }

    var logPath: String { folder.appendingPathComponent("state/dictate/dictate.log").path }
    var notificationsPath: String { folder.appendingPathComponent("notifications").path }

    var log: String { (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? "" }
    var notifications: String { (try? String(contentsOfFile: notificationsPath, encoding: .utf8)) ?? "" }

    /// Runs `dictate` with `arguments` in this desktop, to its end.
    func run(_ arguments: [String], extra: [String: String] = [:]) async throws -> ChildProcess.Result {
        try await DictateBinary.run(arguments, environment: environment.merging(extra) { $1 })
    }

    /// Starts `dictate` with `arguments` without waiting for it, its output in files under `name`.
    func spawn(_ arguments: [String], name: String) throws -> ChildProcess {
        try ChildProcess.spawn([DictateBinary.path] + arguments,
                               environment: ProcessInfo.processInfo.environment.merging(environment) { $1 },
                               standardOutput: folder.appendingPathComponent("\(name).out").path,
                               standardError: folder.appendingPathComponent("\(name).err").path)
    }

    /// The process ids of the background dictations started, from the log.
    var started: [pid_t] {
        log.split(separator: "\n").compactMap { line in
            guard let range = line.range(of: "starting dictation ") else { return nil }
            return pid_t(line[range.upperBound...].prefix { $0.isNumber })
        }
    }

    /// Whether `pid` is still one of our dictations (not a recycled id, not a zombie).
    func isRunning(_ pid: pid_t) -> Bool {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let state = status.split(separator: ")").last?.split(separator: " ").first, state != "Z" else { return false }
        let command = (try? String(contentsOfFile: "/proc/\(pid)/cmdline", encoding: .utf8)) ?? ""
        return command.contains("dictate")
    }

    /// Waits up to `timeout` for `pid` to be gone; whether it went.
    func waitUntilGone(_ pid: pid_t, timeout: Duration = patience) async throws -> Bool {
        let deadline = ContinuousClock.now + timeout
        while isRunning(pid) {
            guard ContinuousClock.now < deadline else { return false }
            try await Task.sleep(for: .milliseconds(20))
        }
        return true
    }

    /// Polls `dictate status` until a recording with at least `segments` settled pieces answers.
    func waitForRecording(segments: Int = 1, timeout: Duration = patience) async throws -> Bool {
        let deadline = ContinuousClock.now + timeout
        while true {
            let status = try await run(["status", "--format", "json"])
            if let json = try? JSONSerialization.jsonObject(with: Data(status.standardOutput.utf8)) as? [String: Any],
               json["state"] as? String == "recording", (json["segments"] as? Int ?? 0) >= segments {
                return true
            }
            if ContinuousClock.now >= deadline { return false }
            try await Task.sleep(for: .milliseconds(30))
        }
    }

    /// Kills every background dictation still running and removes the folders.
    func cleanUp() {
        for pid in started where isRunning(pid) { kill(pid, SIGKILL) }
        try? FileManager.default.removeItem(at: folder)
    }
}
