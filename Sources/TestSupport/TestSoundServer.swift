import Foundation

/// A private PulseAudio daemon with a null sink, started for a test and stopped after it.
///
/// Whatever is played into the sink can be captured from `<sink>.monitor`, which is how the tests
/// speak into dictate without a microphone. The daemon runs in the foreground as a child process,
/// with its own runtime folder and socket, so it never meets a desktop's server.
public final class TestSoundServer: @unchecked Sendable {
    public let sink: String
    let folder: URL
    private var daemon: ChildProcess
    private var stopped = false
    /// Whether the daemon is a child not yet reaped, so that no signal reaches a reused process id.
    private var running = true

    /// The address to pass to libpulse.
    public var server: String { "unix:\(folder.appendingPathComponent("native").path)" }
    public var monitor: String { "\(sink).monitor" }

    public init(sink: String = "dictate_test") async throws {
        self.sink = sink
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("dictate-pulse-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        daemon = try Self.launch(sink: sink, folder: folder)
        try await waitUntilAnswering()
    }

    /// Starts the daemon again, at the same address and with the same sink, after ``kill()``.
    public func restart() async throws {
        daemon = try Self.launch(sink: sink, folder: folder)
        running = true
        try await waitUntilAnswering()
    }

    private static func launch(sink: String, folder: URL) throws -> ChildProcess {
        let environment = ["HOME": folder.path, "PULSE_RUNTIME_PATH": folder.path, "XDG_RUNTIME_DIR": folder.path,
                           "PATH": "/usr/bin:/bin"]
        return try ChildProcess.spawn([
            "pulseaudio", "--daemonize=no", "--exit-idle-time=-1", "-n", "--use-pid-file=no",
            "--load=module-native-protocol-unix auth-anonymous=1 socket=\(folder.appendingPathComponent("native").path)",
            "--load=module-null-sink sink_name=\(sink)",
        ], environment: environment, standardError: folder.appendingPathComponent("daemon.log").path)
    }

    private func waitUntilAnswering() async throws {
        let deadline = ContinuousClock.now + patience
        while try await ChildProcess.run(["pactl", "-s", server, "info"]).status != 0 {
            guard ContinuousClock.now < deadline else {
                let log = (try? String(contentsOf: folder.appendingPathComponent("daemon.log"), encoding: .utf8)) ?? ""
                stop()
                throw TestSoundServerError.didNotStart(log)
            }
            try await Task.sleep(for: .milliseconds(50))
        }
    }

    /// Waits until some program records from this server (a source output exists), so that sound
    /// played next is heard from its start however long the recorder took to start up. Throws if
    /// nothing records within `patience`.
    public func waitForRecording() async throws {
        let deadline = ContinuousClock.now + patience
        while try await ChildProcess.run(["pactl", "-s", server, "list", "short", "source-outputs"])
            .standardOutput.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            guard ContinuousClock.now < deadline else { throw TestSoundServerError.commandFailed("nothing started recording") }
            try await Task.sleep(for: .milliseconds(50))
        }
    }

    /// Runs `pactl` against this server.
    public func pactl(_ arguments: String...) async throws {
        let result = try await ChildProcess.run(["pactl", "-s", server] + arguments)
        guard result.status == 0 else { throw TestSoundServerError.commandFailed(result.standardError) }
    }

    /// Plays `file` into the sink and returns when it has finished playing.
    public func play(_ file: String) async throws {
        let result = try await ChildProcess.run(["paplay", "-s", server, "-d", sink, file])
        guard result.status == 0 else { throw TestSoundServerError.commandFailed(result.standardError) }
    }

    /// Kills the daemon at once, as a crash would, and waits until it is gone.
    public func kill() {
        guard running else { return }
        daemon.signal(SIGKILL)
        _ = daemon.waitBlocking()
        running = false
    }

    /// Ends the daemon and removes its folder.
    public func stop() {
        guard !stopped else { return }
        stopped = true
        if running {
            daemon.signal(SIGTERM)
            _ = daemon.waitBlocking()
            running = false
        }
        try? FileManager.default.removeItem(at: folder)
    }

    deinit { stop() }
}

public enum TestSoundServerError: Error {
    case didNotStart(String)
    case commandFailed(String)
}
