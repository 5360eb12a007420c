import Foundation
import LiveStatus
import SpeechEngine
import TestSupport
import Testing

@Suite struct LiveSessionLifetimeTests {
    @Test func aFinishedSessionIsReleased() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        weak var released: LiveSession?
        do {
            let live = LiveSession(language: "en", model: "tiny.en", store: nil, socketPath: folder.path + "/run/control.sock")
            released = live
            _ = try await live.run(.scripted("a few words", clock: ImmediateClock()), control: SessionControl())
        }
        // The control server's accept thread lets go of it shortly after the stop.
        let deadline = ContinuousClock.now + patience
        while released != nil, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(20)) }
        #expect(released == nil, "a finished session and its control server stay in memory")
    }
}
