import Foundation
import Testing
@testable import SpeechEngine
import TestSupport

/// Memory held by a session after it has ended, found by LeakSanitizer (scripts/sanitize address).
@Suite("Streaming session lifetime")
struct SessionLifetimeTests {
    final class Token: Sendable {}

    @Test("a session that has ended is released, and its audio source with it")
    func endedSessionIsReleased() async throws {
        weak var released: Token?
        do {
            let token = Token()
            released = token
            let silence = AudioSource.samples([Float](repeating: 0, count: 8_000), pacing: .asFastAsPossible)
            let source = AudioSource(name: "silence") { [token] in
                _ = token
                return try silence.open()
            }
            let transcription = Transcription.live(source: source, options: EngineOptions(model: Fixtures.tinyPath),
                                                   pacing: .asFastAsPossible)
            for try await _ in transcription.start(control: SessionControl()) {}
        }
        // Its threads let go of it as they end.
        let deadline = ContinuousClock.now + patience
        while released != nil, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(20)) }
        #expect(released == nil, "the session observes its control weakly, so nothing keeps it once its threads end")
    }
}
