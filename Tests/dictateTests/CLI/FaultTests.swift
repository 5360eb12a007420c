import Foundation
import Testing
import TestSupport

/// Things that go wrong around a running dictation: its model file deleted, SIGTERM, a full disk,
/// the capture source removed. The sound server killed outright is covered by the engine's
/// `PulseStreamingTests`.
@Suite("dictate under faults", .exclusive)
struct FaultTests {
    @Test("the model file deleted after loading: the model is in memory and dictation goes on")
    func modelDeleted() async throws {
        let folder = try DictateBinary.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let model = folder.appendingPathComponent("ggml-copy.bin")
        try FileManager.default.copyItem(at: DictateBinary.repository.appendingPathComponent("models/ggml-tiny.en.bin"), to: model)
        let out = folder.appendingPathComponent("out").path
        // Four-second sessions, so two more start (and look their model up) after the file is gone.
        let child = try ChildProcess.spawn([DictateBinary.path, "--file", DictateBinary.audio("padded.wav"), "--realtime",
                                            "--max-duration", "4", "--format", "jsonl", "--model", model.path],
                                           standardOutput: out)
        let loaded = try await Self.waitFor(out, timeout: .seconds(60)) { $0.contains("\"partial\"") }
        #expect(loaded, "the first pass ran")
        try FileManager.default.removeItem(at: model)
        let deletedBeforeEnd = !((try? String(contentsOfFile: out, encoding: .utf8)) ?? "").contains("\"end\"")
        #expect(await child.wait() == 0)
        #expect(deletedBeforeEnd)
        let text = try String(contentsOfFile: out, encoding: .utf8).lowercased()
        #expect(text.contains("agenda") || text.contains("everyone"), "the words after the deletion: \(text)")
    }

    @Test("SIGTERM during a --realtime file is Done: the text heard so far is printed, status 0")
    func terminateFile() async throws {
        let folder = try DictateBinary.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out").path
        let child = try ChildProcess.spawn([DictateBinary.path, "--file", DictateBinary.audio("long.wav"), "--realtime"],
                                           standardOutput: out)
        try await Task.sleep(for: .seconds(7))
        child.signal(SIGTERM)
        #expect(await child.wait() == 0)
        let text = try String(contentsOfFile: out, encoding: .utf8).lowercased()
        #expect(text.contains("meeting") || text.contains("thursday"), "the first sentence was kept: \(text)")
    }

    @Test("SIGTERM during live dictation with --save: text printed, audio and transcript saved, status 0")
    func terminateLive() async throws {
        let server = try await TestSoundServer()
        defer { server.stop() }
        let folder = try DictateBinary.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let saved = folder.appendingPathComponent("saved")
        let (child, out) = try Self.dictate(server: server, folder: folder, ["--save", saved.path])
        try await server.waitForRecording()
        try await server.play(DictateBinary.audio("meeting.wav"))
        try await Task.sleep(for: .seconds(1))
        child.signal(SIGTERM)
        #expect(await child.wait() == 0)
        let printed = try String(contentsOfFile: out, encoding: .utf8).lowercased()
        #expect(printed.contains("thursday"), "\(printed)")
        let names = try FileManager.default.contentsOfDirectory(atPath: saved.path)
        let transcript = try #require(names.first { $0.hasSuffix(".txt") }, "\(names)")
        let text = try String(contentsOf: saved.appendingPathComponent(transcript), encoding: .utf8).lowercased()
        #expect(text.contains("thursday"), "\(text)")
        let audio = try Data(contentsOf: saved.appendingPathComponent(transcript.replacingOccurrences(of: ".txt", with: ".wav")))
        #expect(audio.count > 44 + 16_000 * 2 * 4, "at least four seconds of audio")
        #expect(Self.riffSize(audio) == audio.count - 8, "the header agrees with the file")
    }

    @Test("a full disk while saving a recording: a clear error, status 74, the text kept, earlier files intact",
          .enabled(if: SmallDisk.canMount, "needs root to mount a 64 KiB tmpfs"))
    func diskFull() async throws {
        let server = try await TestSoundServer()
        defer { server.stop() }
        let folder = try DictateBinary.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let disk = try SmallDisk(at: folder.appendingPathComponent("disk"))
        defer { disk.unmount() }
        let earlier = disk.folder.appendingPathComponent("dictate-20240101-090000.wav")
        let earlierBytes = try Data(contentsOf: URL(fileURLWithPath: DictateBinary.audio("fox.wav"))).prefix(20_000)
        try earlierBytes.write(to: earlier)
        let errors = folder.appendingPathComponent("err").path
        let (child, out) = try Self.dictate(server: server, folder: folder, ["--save", disk.folder.path], standardError: errors)
        try await server.waitForRecording()
        // Five seconds of speech is 160 KB of WAV; the disk has 64 KiB.
        try await server.play(DictateBinary.audio("meeting.wav"))
        try await Task.sleep(for: .seconds(1))
        child.signal(SIGTERM)
        #expect(await child.wait() == 74)
        let message = try String(contentsOfFile: errors, encoding: .utf8)
        #expect(message.contains("No space left on device"), "\(message)")
        #expect(message.contains(disk.folder.path), "the message names the file: \(message)")
        #expect(try String(contentsOfFile: out, encoding: .utf8).lowercased().contains("thursday"), "the transcript is printed")
        #expect(try Data(contentsOf: earlier) == earlierBytes, "an earlier recording is untouched")
        let names = try FileManager.default.contentsOfDirectory(atPath: disk.folder.path)
        #expect(!names.contains { $0.contains(".tmp") }, "no temporary file is left: \(names)")
        if let audio = names.first(where: { $0.hasSuffix(".wav") && $0 != earlier.lastPathComponent }) {
            let data = try Data(contentsOf: disk.folder.appendingPathComponent(audio))
            #expect(Self.riffSize(data) <= data.count - 8, "the cut recording's header claims no more than is there")
        }
    }

    @Test("a full disk while `dictate stop` saves a draft: both commands say so with status 74, earlier drafts intact",
          .enabled(if: SmallDisk.canMount, "needs root to mount a 64 KiB tmpfs"))
    func diskFullDraft() async throws {
        let server = try await TestSoundServer()
        defer { server.stop() }
        let folder = try DictateBinary.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let disk = try SmallDisk(at: folder.appendingPathComponent("disk"))
        defer { disk.unmount() }
        let earlier = disk.folder.appendingPathComponent("dictate/recordings/2024-01-01T090000Z")
        try FileManager.default.createDirectory(at: earlier, withIntermediateDirectories: true)
        let earlierAudio = try Data(contentsOf: URL(fileURLWithPath: DictateBinary.audio("fox.wav"))).prefix(20_000)
        try earlierAudio.write(to: earlier.appendingPathComponent("audio.wav"))
        try Data("an earlier draft\n".utf8).write(to: earlier.appendingPathComponent("transcript.txt"))
        let environment = ["PULSE_SERVER": server.server, "XDG_RUNTIME_DIR": folder.path, "XDG_DATA_HOME": disk.folder.path]
        let out = folder.appendingPathComponent("out").path, errors = folder.appendingPathComponent("err").path
        let child = try ChildProcess.spawn([DictateBinary.path, "--device", server.monitor],
                                           environment: ProcessInfo.processInfo.environment.merging(environment) { $1 },
                                           standardOutput: out, standardError: errors)
        try await server.waitForRecording()
        try await server.play(DictateBinary.audio("meeting.wav"))
        try await Task.sleep(for: .seconds(1))
        let stop = try await DictateBinary.run(["stop"], environment: environment)
        #expect(stop.status == 74)
        #expect(stop.standardError.contains("The draft was not saved") && stop.standardError.contains("No space left on device"),
                "\(stop.standardError)")
        #expect(await child.wait() == 74)
        let message = try String(contentsOfFile: errors, encoding: .utf8)
        #expect(message.contains("could not be saved"), "\(message)")
        #expect(try String(contentsOfFile: out, encoding: .utf8).lowercased().contains("thursday"), "the transcript is printed")
        #expect(try Data(contentsOf: earlier.appendingPathComponent("audio.wav")) == earlierAudio)
        #expect(try String(contentsOf: earlier.appendingPathComponent("transcript.txt"), encoding: .utf8) == "an earlier draft\n")
        let listed = try await DictateBinary.run(["recordings"], environment: environment)
        // Neither the failed draft (no metadata was written) nor the hand-made earlier one is listed.
        #expect(!listed.standardOutput.contains("/dictate/recordings/"), "\(listed.standardOutput)")
    }

    @Test("the capture source removed mid-way: the stream ends with a clear message, the text heard is kept")
    func sourceRemoved() async throws {
        let server = try await TestSoundServer()
        defer { server.stop() }
        let folder = try DictateBinary.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let errors = folder.appendingPathComponent("err").path
        let (child, out) = try Self.dictate(server: server, folder: folder, [], standardError: errors)
        try await server.waitForRecording()
        try await server.play(DictateBinary.audio("meeting.wav"))
        try await Task.sleep(for: .seconds(2))
        let modules = try await ChildProcess.run(["pactl", "-s", server.server, "list", "short", "modules"])
        let sink = try #require(modules.standardOutput.split(separator: "\n").first { $0.contains("module-null-sink") })
        try await server.pactl("unload-module", String(sink.split(separator: "\t")[0]))
        let clock = ContinuousClock()
        let removed = clock.now
        let status = await child.wait()
        #expect(clock.now - removed < .seconds(15), "dictate notices promptly")
        #expect(status == 69)
        let message = try String(contentsOfFile: errors, encoding: .utf8)
        #expect(message.contains("dictate: ") && message.contains("The capture device went away"), "\(message)")
        #expect(try String(contentsOfFile: out, encoding: .utf8).lowercased().contains("thursday"), "the text heard is kept")
    }

    /// Starts live dictation from the test server's monitor, its output in a file in `folder`.
    static func dictate(server: TestSoundServer, folder: URL, _ arguments: [String],
                        standardError: String? = nil) throws -> (ChildProcess, String) {
        let out = folder.appendingPathComponent("out").path
        let environment = ProcessInfo.processInfo.environment.merging([
            "PULSE_SERVER": server.server, "XDG_RUNTIME_DIR": folder.path,
            "XDG_DATA_HOME": folder.appendingPathComponent("data").path,
        ]) { $1 }
        let child = try ChildProcess.spawn([DictateBinary.path, "--device", server.monitor] + arguments,
                                           environment: environment, standardOutput: out, standardError: standardError)
        return (child, out)
    }

    /// Polls the file at `path` until `condition` holds for its text or `timeout` passes.
    static func waitFor(_ path: String, timeout: Duration, _ condition: (String) -> Bool) async throws -> Bool {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            if condition((try? String(contentsOfFile: path, encoding: .utf8)) ?? "") { return true }
            try await Task.sleep(for: .milliseconds(100))
        }
        return false
    }

    /// The RIFF chunk size a WAV header declares.
    static func riffSize(_ data: Data) -> Int {
        guard data.count >= 8 else { return -1 }
        return (4..<8).reduce(0) { $0 | Int(data[data.startIndex + $1]) << (8 * ($1 - 4)) }
    }
}

/// A 64 KiB tmpfs, mounted for one test: a disk that fills after two seconds of recorded audio.
struct SmallDisk {
    let folder: URL

    /// Whether this process may mount one (root, outside a container that forbids it).
    static let canMount: Bool = {
        guard getuid() == 0, let probe = try? SmallDisk(at: FileManager.default.temporaryDirectory
            .appendingPathComponent("dictate-mount-probe-\(UUID().uuidString)")) else { return false }
        probe.unmount()
        return true
    }()

    init(at folder: URL) throws {
        self.folder = folder
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        guard mount("tmpfs", folder.path, "tmpfs", 0, "size=64k,mode=0700") == 0 else {
            let code = errno
            try? FileManager.default.removeItem(at: folder)
            throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EPERM)
        }
    }

    func unmount() {
        umount2(folder.path, Int32(MNT_DETACH))
        try? FileManager.default.removeItem(at: folder)
    }
}
