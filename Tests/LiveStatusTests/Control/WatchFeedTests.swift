import Foundation
import LiveStatus
import SpeechEngine
import Synchronization
import Testing
import TestSupport

/// The `watch` feed a panel follows: the status snapshots, and one per level reading or change of
/// the tentative words, which `follow` (status bars) is never sent.
@Suite struct WatchFeedTests {
    @Test func watchCarriesLevelsAndTentativeWordsThatFollowDoesNot() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path + "/run/control.sock"
        let live = LiveSession(language: "en", model: "tiny.en", store: nil, socketPath: path)
        let control = SessionControl()
        try await offThePool { try live.start(control: control) }
        let watched = Mutex<[StatusSnapshot]>([]), followed = Mutex<[StatusSnapshot]>([])
        let watching = Task { try await offThePool { try ControlClient.follow(socketPath: path, live: true) { s in watched.withLock { $0.append(s) } } } }
        let following = Task { try await offThePool { try ControlClient.follow(socketPath: path) { s in followed.withLock { $0.append(s) } } } }
        while watched.withLock({ $0.isEmpty }) || followed.withLock({ $0.isEmpty }) { try await Task.sleep(for: .milliseconds(10)) }

        live.record(Update(level: 0.3))
        live.record(Update(transcript: Transcript(tentative: "hello wor")))
        live.record(Update(level: 0.7))
        let settled = Transcript(segments: [Segment(text: "Hello world.", start: 0, end: 1)], tentative: "and")
        live.record(Update(transcript: settled))
        control.finish()
        let result = try await offThePool { live.finish(transcript: settled) }
        try await watching.value
        try await following.value

        let watch = watched.withLock { $0 }, follow = followed.withLock { $0 }
        #expect(follow.allSatisfy { $0.level == nil && $0.tentative == nil && $0.finishing == nil })
        #expect(follow.map(\.state) == [.recording, .recording, .stopped])
        #expect(watch.compactMap(\.level) == [0.3, 0.7])
        // Level-only readings keep the tentative words of the last transcript.
        #expect(watch.map { $0.tentative ?? "-" } == ["", "", "hello wor", "hello wor", "and", "and", ""])
        // Asked to finish, the session says so at once, before the final pass ends it.
        #expect(watch.map { $0.finishing == true } == [false, false, false, false, false, true, false])
        #expect(watch.dropLast().last?.latestText == "Hello world.")
        #expect(watch.dropLast().last?.segmentCount == 1)
        #expect(watch.last?.state == .stopped)
        #expect(result.status == follow.last)
    }

    @Test func theNewFieldsStayOutOfTheJSONOfAPlainSnapshot() throws {
        let plain = StatusSnapshot(state: .recording, segmentCount: 2, latestText: "Hi")
        #expect(!plain.jsonLine().contains("level"))
        #expect(!plain.jsonLine().contains("tentative"))
        let watched = StatusSnapshot(state: .recording, latestText: "Hi", tentative: "there", level: 0.5)
        #expect(try StatusSnapshot(jsonLine: watched.jsonLine()) == watched)
    }
}
