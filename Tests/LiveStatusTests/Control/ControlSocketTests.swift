import Foundation
import LiveStatus
import SpeechEngine
import Synchronization
import Testing
import TestSupport

@Suite struct ControlSocketTests {
    @Test func nothingRecordingIsATypedError() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path + "/control.sock"
        await #expect(throws: ControlClientError.nothingRecording) {
            try await offThePool { try ControlClient.send(.status, socketPath: path) }
        }
        #expect(ControlClientError.nothingRecording.description == "Nothing is recording.")
    }

    @Test func aStaleSocketIsReplacedAndALiveOneRefused() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path + "/run/control.sock"
        try FileManager.default.createDirectory(atPath: folder.path + "/run", withIntermediateDirectories: true)
        // A socket file nobody listens on, as a crashed recording leaves.
        let stale = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: Array(path.utf8) + [0]) }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(stale, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        close(stale)
        #expect(bound == 0)

        let server = ControlServer(path: path) { _, replies in replies.send(ControlReply(snapshot: .idle)) }
        try server.start()
        defer { server.stop() }
        let reply = try await offThePool { try ControlClient.send(.status, socketPath: path) }
        #expect(reply.snapshot == .idle)

        #expect(throws: ControlServerError.alreadyRecording(path: path)) {
            try ControlServer(path: path) { _, _ in }.start()
        }
        var info = stat()
        #expect(stat(path, &info) == 0)
        #expect(info.st_mode & 0o777 == 0o600)
        #expect(stat(folder.path + "/run", &info) == 0)
        #expect(info.st_mode & 0o777 == 0o700)

        server.stop()
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func stopPauseResumeStatusAndFollowRoundTrip() async throws {
        let fixture = try RecordingFixture()
        defer { fixture.remove() }
        let (path, store, live) = (fixture.socketPath, fixture.store, fixture.live)
        let transcription = Transcription.scripted(RecordingFixture.endlessScript, wordsPerSecond: 40)
        let session = Task { try await live.run(transcription, control: SessionControl()) }

        let listening = try await StatusFeed.first(socketPath: path, "from a listening recording") { _ in true }
        #expect(listening.state == .recording)
        let seen = Mutex<[StatusSnapshot]>([])
        let followed = Task {
            try await offThePool { try ControlClient.follow(socketPath: path) { snapshot in seen.withLock { $0.append(snapshot) } } }
        }
        // The follower is in once it has its first snapshot; only then is the pause sure to reach it.
        while seen.withLock({ $0.isEmpty }) { try await Task.sleep(for: .milliseconds(10)) }
        // What the engine's tap would give: one second of audio.
        live.audioTap([Float](repeating: 0.2, count: 16_000))

        let paused = try await offThePool { try ControlClient.send(.pause, socketPath: path) }
        #expect(paused.snapshot?.state == .paused)
        #expect(paused.snapshot?.elapsed != nil)
        let stillPaused = try await offThePool { try ControlClient.send(.status, socketPath: path) }
        // A word already on its way when the pause came may still settle; the time stays frozen.
        #expect(stillPaused.snapshot?.state == .paused)
        #expect(stillPaused.snapshot?.elapsed == paused.snapshot?.elapsed)
        let resumed = try await offThePool { try ControlClient.send(.resume, socketPath: path) }
        #expect(resumed.snapshot?.state == .recording)
        try await Task.sleep(for: .milliseconds(200))

        let stopped = try await offThePool { try ControlClient.send(.stop, socketPath: path) }
        #expect(stopped.snapshot?.state == .stopped)
        let result = try await session.value
        #expect(result.stoppedRemotely)
        #expect(result.status == stopped.snapshot)

        // The follower saw one pause, the resume and the stop, no snapshot twice in a row, and ended.
        try await followed.value
        let snapshots = seen.withLock { $0 }
        #expect(snapshots.first?.state == .recording)
        #expect(snapshots.last == stopped.snapshot)
        #expect(snapshots.contains(paused.snapshot!))
        #expect(zip(snapshots, snapshots.dropFirst()).filter { $0.state != .paused && $1.state == .paused }.count == 1)
        for (earlier, later) in zip(snapshots, snapshots.dropFirst()) { #expect(earlier != later) }

        // The draft: readable audio, the transcript, the metadata.
        let draftPath = try #require(stopped.draft)
        let draft = try #require(try store.list().first)
        #expect(draft.folder.path == draftPath)
        #expect(try WAVFile(contentsOf: draft.audio.path).samples.count == 16_000)
        #expect(draft.metadata.duration == 1)
        #expect(draft.metadata.language == "en")
        #expect(draft.metadata.model == "tiny.en")
        let transcript = try String(contentsOf: draft.transcript, encoding: .utf8)
        #expect(transcript == (result.transcript?.text ?? "") + "\n")
        #expect(transcript.hasPrefix("word1 word2"))

        #expect(!FileManager.default.fileExists(atPath: path))
        await #expect(throws: ControlClientError.nothingRecording) {
            try await offThePool { try ControlClient.send(.status, socketPath: path) }
        }
    }

    @Test func aSessionEndingByItselfSavesNoDraft() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = RecordingStore(directory: folder.url.appendingPathComponent("recordings"))
        let live = LiveSession(language: "en", model: "tiny.en", store: store, socketPath: folder.path + "/run/control.sock")
        live.audioTap([0.5])
        let result = try await live.run(.scripted("just a few words", clock: ImmediateClock()), control: SessionControl())
        #expect(!result.stoppedRemotely)
        #expect(result.draft == nil)
        #expect(result.status.state == .stopped)
        #expect(try store.list().isEmpty)
        // The audio recorded for a draft that was never asked for is gone.
        #expect(try FileManager.default.contentsOfDirectory(atPath: store.directory.path).isEmpty)
    }

    @Test func aClientThatConnectsAsSoonAsTheSocketAppearsReadsARecording() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = RecordingStore(directory: folder.url.appendingPathComponent("recordings"))
        for round in 0..<50 {
            let path = folder.path + "/run\(round)/control.sock"
            // With a store, starting also creates the audio file: the gap a client could fall into.
            let live = LiveSession(language: "en", model: "tiny.en", store: store, socketPath: path)
            // A client polling without pause catches the socket the moment it listens.
            let first = Task { try await offThePool { () throws -> StatusSnapshot in
                while true {
                    if let snapshot = try? ControlClient.send(.status, socketPath: path).snapshot { return snapshot }
                }
            } }
            try await offThePool { try live.start(control: SessionControl()) }
            let snapshot = try await first.value
            #expect(snapshot.state == .recording, "round \(round)")
            _ = live.finish(transcript: nil)
        }
    }
}
