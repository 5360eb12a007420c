import DictationComposer
import SpeechEngine
import TestSupport
import Testing

@MainActor
@Suite("Dictating into the composer")
struct DictationTests {
    @Test func theFirstMicAsksForAccessThenRecords() async {
        let puppet = PuppetTranscription(access: .notDetermined, grantedAccess: .allowed)
        let composer = makeComposer(transcription: puppet.transcription)
        let recorder = EventRecorder(composer)
        await composer.startDictation()
        #expect(puppet.requestCount == 1)
        #expect(composer.phase == .recording)
        #expect(recorder.haptics == [.start])
        #expect(recorder.announcements == ["Recording"])
        #expect(composer.accessibilityValue == "Listening")
        #expect(composer.hairline == .textPrimary)
        composer.cancelDictation()
        await composer.startDictation()
        #expect(puppet.requestCount == 1, "access once granted is not asked again")
    }

    @Test func wordsLandAfterTypedTextWithOneSpace() async {
        let puppet = PuppetTranscription()
        let composer = makeComposer(text: "Running late ", transcription: puppet.transcription)
        await composer.startDictation()
        puppet.hear("save me")
        #expect(await eventuallyOnMain { composer.text == "Running late save me" })
        puppet.hear("a seat")
        #expect(await eventuallyOnMain { composer.text == "Running late save me a seat" })
        #expect(composer.accessibilityValue == "save me a seat")
    }

    @Test func doneKeepsTheWords() async {
        let puppet = PuppetTranscription()
        let composer = makeComposer(text: "Hi", transcription: puppet.transcription)
        let recorder = EventRecorder(composer)
        await composer.startDictation()
        puppet.hear("there")
        #expect(await eventuallyOnMain { composer.text == "Hi there" })
        await composer.done()?.value
        #expect(puppet.control?.request == .finish)
        #expect(composer.phase == .composing)
        #expect(composer.text == "Hi there")
        #expect(composer.hairline == .separator)
        #expect(recorder.haptics == [.start, .success])
        #expect(recorder.announcements == ["Recording", "Dictation added"])
    }

    @Test(arguments: ["", "Draft  with  odd spacing  ", "two\nlines\n"])
    func cancelPutsTheFieldBackExactly(original: String) async {
        let puppet = PuppetTranscription()
        let composer = makeComposer(text: original, transcription: puppet.transcription)
        let recorder = EventRecorder(composer)
        await composer.startDictation()
        puppet.hear("words that will go")
        #expect(await eventuallyOnMain { composer.text.hasSuffix("words that will go") })
        composer.cancelDictation()
        #expect(composer.text == original)
        #expect(composer.phase == .composing)
        #expect(recorder.announcements.last == "Stopped")
        #expect(await eventuallyOnMain { puppet.terminated }, "Cancel stops the session")
        puppet.hear("late words")
        try? await Task.sleep(for: .milliseconds(20))
        #expect(composer.text == original, "updates after Cancel are ignored")
    }

    @Test func theStreamEndingByItselfCountsAsDone() async {
        let puppet = PuppetTranscription()
        let composer = makeComposer(transcription: puppet.transcription)
        let recorder = EventRecorder(composer)
        await composer.startDictation()
        puppet.hear("all done")
        puppet.end()
        #expect(await eventuallyOnMain { composer.phase == .composing })
        #expect(composer.text == "all done")
        #expect(recorder.announcements.last == "Dictation added")
        #expect(recorder.haptics.last == .success)
    }

    @Test func endingWithNothingHeardLeavesTheTextAlone() async {
        let puppet = PuppetTranscription()
        let composer = makeComposer(text: "typed ", transcription: puppet.transcription)
        let recorder = EventRecorder(composer)
        await composer.startDictation()
        await composer.done()?.value
        #expect(composer.text == "typed ")
        #expect(recorder.announcements.last == "Stopped")
    }

    @Test func elapsedTimeFollowsTheClock() async {
        let puppet = PuppetTranscription()
        let clock = TestClock()
        let composer = makeComposer(transcription: puppet.transcription, clock: clock)
        await composer.startDictation()
        #expect(composer.elapsedText == "0:00")
        #expect(await eventuallyOnMain { clock.sleeperCount == 1 })
        clock.advance(by: .seconds(1))
        #expect(await eventuallyOnMain { composer.elapsedText == "0:01" })
        #expect(composer.recordingAccessibilityLabel == "Recording, 0:01")
        #expect(await eventuallyOnMain { clock.sleeperCount == 1 })
        clock.advance(by: .milliseconds(1_500))
        #expect(await eventuallyOnMain { composer.elapsedText == "0:02" })
    }

    @Test func dictationFinishesByItselfAtTheCap() async {
        let puppet = PuppetTranscription()
        let clock = TestClock()
        let composer = makeComposer(transcription: puppet.transcription, maxDuration: .seconds(3), clock: clock)
        let recorder = EventRecorder(composer)
        await composer.startDictation()
        puppet.hear("capped words")
        for _ in 0..<3 {
            #expect(await eventuallyOnMain { clock.sleeperCount == 1 })
            clock.advance(by: .seconds(1))
        }
        #expect(await eventuallyOnMain { composer.phase == .composing })
        #expect(puppet.control?.request == .finish)
        #expect(composer.text == "capped words")
        #expect(composer.elapsedText == "0:03")
        #expect(recorder.announcements.last == "Dictation added")
    }

    @Test func theMeterKeepsRecentLevels() async {
        let puppet = PuppetTranscription()
        let composer = makeComposer(transcription: puppet.transcription)
        await composer.startDictation()
        for index in 0..<(DictationComposer.meterCapacity + 5) {
            puppet.level(Float(index % 10) / 10)
        }
        puppet.level(3)
        #expect(await eventuallyOnMain { composer.levels.last == 1 })
        #expect(composer.levels.count == DictationComposer.meterCapacity)
        composer.cancelDictation()
        #expect(composer.levels.isEmpty)
    }

    @Test func aFailureKeepsWhatWasHeardAndSaysWhy() async {
        let puppet = PuppetTranscription()
        let composer = makeComposer(text: "Note:", transcription: puppet.transcription)
        let recorder = EventRecorder(composer)
        await composer.startDictation()
        puppet.hear("half a thought")
        #expect(await eventuallyOnMain { composer.text == "Note: half a thought" })
        puppet.fail(TranscriptionError.interrupted("the sound server went away"))
        #expect(await eventuallyOnMain { composer.phase == .composing })
        #expect(composer.text == "Note: half a thought")
        #expect(composer.notice == .dictationFailed(message: "Dictation stopped. Try again."))
        #expect(recorder.announcements.last == "Dictation stopped. Try again.")
        #expect(recorder.haptics.last == .error)
    }

    @Test func theFieldIgnoresEditsWhileRecording() async {
        let puppet = PuppetTranscription()
        let composer = makeComposer(text: "kept", transcription: puppet.transcription)
        await composer.startDictation()
        #expect(!composer.isEditable)
        composer.text = "overwritten"
        #expect(composer.text == "kept")
    }

    @Test func enterWhileRecordingCannotSend() async {
        let puppet = PuppetTranscription()
        let sender = Sender()
        let composer = makeComposer(text: "hello", transcription: puppet.transcription, sender: sender)
        await composer.startDictation()
        #expect(!composer.canSend)
        #expect(composer.send() == nil)
        #expect(sender.sent.isEmpty)
    }
}

@MainActor
@Suite("Dictating a scripted transcript")
struct ScriptedDictationTests {
    /// Steps the clock in the scripted player's 50 ms beats until `condition` holds, pausing after
    /// each beat so the composer takes in an update before the next one comes.
    private func play(_ clock: TestClock, until condition: @MainActor () -> Bool) async -> Bool {
        var beats = 0
        while !condition(), beats < 400 {
            _ = await eventuallyOnMain(within: .milliseconds(200)) { clock.sleeperCount >= 2 || condition() }
            clock.advance(by: .milliseconds(50))
            beats += 1
            try? await Task.sleep(for: .milliseconds(3))
        }
        return await eventuallyOnMain(condition)
    }

    @Test func theWholeScriptLandsAfterTypedText() async {
        let clock = TestClock()
        let script = Transcription.scripted("order the soup please", wordsPerSecond: 5, clock: clock)
        let composer = makeComposer(text: "Hi,", transcription: script, clock: clock)
        await composer.startDictation()
        #expect(await play(clock) { composer.phase == .composing })
        #expect(composer.text == "Hi, order the soup please")
    }

    @Test func doneMidwayKeepsTheWordsSoFar() async {
        let clock = TestClock()
        let script = Transcription.scripted("one two three four five six", wordsPerSecond: 5, clock: clock)
        let composer = makeComposer(transcription: script, clock: clock)
        await composer.startDictation()
        #expect(await play(clock) { composer.text == "one two" })
        composer.done()
        // The script notices Done on its next beat, which may still speak one more word.
        #expect(await play(clock) { composer.phase == .composing })
        #expect(composer.text.hasPrefix("one two"))
        #expect(!composer.text.contains("four"))
    }

    @Test func cancelMidwayRestoresTheDraft() async {
        let clock = TestClock()
        let script = Transcription.scripted("one two three four", wordsPerSecond: 5, clock: clock)
        let composer = makeComposer(text: "draft ", transcription: script, clock: clock)
        await composer.startDictation()
        #expect(await play(clock) { composer.text == "draft one two" })
        composer.cancelDictation()
        #expect(composer.text == "draft ")
    }
}

@MainActor
@Suite("The composer's wording of what it heard")
struct WordingTests {
    @Test func theFrontEndsWordingIsWhatTheFieldShows() async {
        let puppet = PuppetTranscription()
        let composer = makeComposer(text: "Note:", transcription: puppet.transcription)
        composer.wording = { $0.segments.map(\.text).joined(separator: "\n") }
        await composer.startDictation()
        puppet.hear("first")
        puppet.hear("second")
        #expect(await eventuallyOnMain { composer.text == "Note: first" })
        #expect(composer.accessibilityValue == "first")
    }
}
