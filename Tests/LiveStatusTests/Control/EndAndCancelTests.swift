import Foundation
import LiveStatus
import SpeechEngine
import Testing
import TestSupport

/// `done` (dictate end) and `cancel` (dictate cancel) over the control socket.
@Suite struct EndAndCancelTests {
    @Test func doneSettlesTheTextAndSavesNoDraft() async throws {
        let recording = try RecordingFixture()
        defer { recording.remove() }
        let (path, store) = (recording.socketPath, recording.store)
        let session = try await Self.talking(recording)

        let reply = try await offThePool { try ControlClient.send(.done, socketPath: path) }
        #expect(reply.snapshot?.state == .stopped)
        #expect(reply.draft == nil)
        let result = try await session.value
        #expect(result.endedBy == .done)
        #expect(result.stoppedRemotely)
        // The final pass settled every word heard: nothing is left tentative.
        #expect(result.transcript?.tentative == "")
        #expect(result.transcript?.text.hasPrefix("word1 word2") == true)
        #expect(try store.list().isEmpty)
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func cancelEndsAtOnceEvenWhilePausedWithoutAFinalPass() async throws {
        let recording = try RecordingFixture()
        defer { recording.remove() }
        let (path, store) = (recording.socketPath, recording.store)
        let session = try await Self.talking(recording)
        // A paused scripted session yields nothing, so only ending the stream itself can end it.
        _ = try await offThePool { try ControlClient.send(.pause, socketPath: path) }

        let reply = try await offThePool { try ControlClient.send(.cancel, socketPath: path) }
        #expect(reply.snapshot?.state == .stopped)
        let result = try await session.value
        #expect(result.endedBy == .cancel)
        #expect(result.draft == nil)
        #expect(try store.list().isEmpty)
    }

    /// Starts `recording` on words that outlast the test, and waits until it has settled some.
    private static func talking(_ recording: RecordingFixture) async throws -> Task<LiveSessionResult, any Error> {
        let session = Task {
            try await recording.live.run(.scripted(RecordingFixture.endlessScript, wordsPerSecond: 40), control: SessionControl())
        }
        _ = try await waitForWords(recording.socketPath)
        return session
    }

    /// Waits until the session has settled some words.
    private static func waitForWords(_ path: String) async throws -> StatusSnapshot {
        try await StatusFeed.first(socketPath: path, "with three settled segments") { $0.segmentCount > 2 }
    }
}
