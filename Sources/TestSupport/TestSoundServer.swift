import Foundation

/// A private PulseAudio daemon with a null sink, started for a test and stopped after it.
///
/// Whatever is played into the sink can be captured from `<sink>.monitor`, which is how the tests
/// speak into dictate without a microphone. The daemon runs in the foreground as a child process,
/// with its own runtime folder and socket, so it never meets a desktop's server.
public final class TestSoundServer: @unchecked Sendable {
    public let sink: String
    let folder: URL
    private let daemon: ChildProcess
    private var stopped = false

    /// The address to pass to libpulse.
    public var server: String { "unix:\(folder.appendingPathComponent("native").path)" }
    public var monitor: String { "\(sink).monitor" }

    public init(sink: String = "dictate_test") async throws {
        self.sink = sink
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("dictate-pulse-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let environment = ["HOME": folder.path, "PULSE_RUNTIME_PATH": folder.path, "XDG_RUNTIME_DIR": folder.path,
                           "PATH": "/usr/bin:/bin"]
        daemon = try ChildProcess.spawn([
            "pulseaudio", "--daemonize=no", "--exit-idle-time=-1", "-n", "--use-pid-file=no",
            "--load=module-native-protocol-unix auth-anonymous=1 socket=\(folder.appendingPathComponent("native").path)",
            "--load=module-null-sink sink_name=\(sink)",
        ], environment: environment, standardError: folder.appendingPathComponent("daemon.log").path)
        // Generous: on a loaded machine the daemon can take a while to answer.
        let deadline = ContinuousClock.now + .seconds(30)
        while try await ChildProcess.run(["pactl", "-s", server, "info"]).status != 0 {
            guard ContinuousClock.now < deadline else {
                let log = (try? String(contentsOf: folder.appendingPathComponent("daemon.log"), encoding: .utf8)) ?? ""
                stop()
                throw TestSoundServerError.didNotStart(log)
            }
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

    /// Kills the daemon at once, as a crash would.
    public func kill() {
        daemon.signal(SIGKILL)
    }

    public func stop() {
        guard !stopped else { return }
        stopped = true
        daemon.signal(SIGTERM)
        _ = daemon.waitBlocking()
        try? FileManager.default.removeItem(at: folder)
    }

    deinit { stop() }
}

public enum TestSoundServerError: Error {
    case didNotStart(String)
    case commandFailed(String)
}
