import DictationComposer
import SpeechEngine
import TestSupport
import Testing

@MainActor
@Suite("Pausing a dictation in the composer")
struct PauseTests {
    @Test func pausedTimeStandsStillAndDoesNotCountAgainstTheCap() async {
        let puppet = PuppetTranscription()
        let clock = TestClock()
        let composer = makeComposer(transcription: puppet.transcription, maxDuration: .seconds(3), clock: clock)
        let recorder = EventRecorder(composer)
        await composer.startDictation()
        #expect(await eventuallyOnMain { clock.sleeperCount == 1 })
        clock.advance(by: .seconds(2))
        #expect(await eventuallyOnMain { composer.elapsedText == "0:02" })

        // As `dictate pause` from another terminal does: through the session's control.
        puppet.control?.pause()
        #expect(await eventuallyOnMain { composer.isPaused })
        #expect(composer.recordingAccessibilityLabel == "Paused, 0:02")
        #expect(recorder.announcements.last == "Paused")
        clock.advance(by: .seconds(30))
        #expect(composer.phase == .recording, "paused time counted against the cap")
        #expect(composer.elapsedText == "0:02")

        composer.resumeDictation()
        #expect(await eventuallyOnMain { !composer.isPaused })
        #expect(puppet.control?.request == .run)
        #expect(await eventuallyOnMain { clock.sleeperCount == 1 })
        clock.advance(by: .seconds(1))
        #expect(await eventuallyOnMain { composer.phase == .composing }, "the cap did not come one second after the resume")
        #expect(composer.elapsedText == "0:03")
    }

    @Test func pauseAskedOfTheComposerReachesTheSession() async {
        let puppet = PuppetTranscription()
        let composer = makeComposer(transcription: puppet.transcription)
        await composer.startDictation()
        composer.pauseDictation()
        #expect(puppet.control?.request == .pause)
        #expect(await eventuallyOnMain { composer.isPaused })
        composer.done()
        #expect(puppet.control?.request == .finish)
    }
}
