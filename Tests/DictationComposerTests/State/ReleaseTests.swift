import DictationComposer
import SpeechEngine
import TestSupport
import Testing

@MainActor
@Suite("Releasing the composer")
struct ReleaseTests {
    @Test func releasingARecordingComposerEndsTheSession() async {
        let puppet = PuppetTranscription()
        let clock = TestClock()
        var composer: DictationComposer? = makeComposer(transcription: puppet.transcription, clock: clock)
        await composer?.startDictation()
        #expect(await eventuallyOnMain { clock.sleeperCount == 1 })
        composer = nil
        // The composer's deinit cancels the stream, which tears the session down: the microphone
        // does not stay open until the cap for a card nobody holds.
        #expect(await eventuallyOnMain { puppet.terminated })
    }
}
