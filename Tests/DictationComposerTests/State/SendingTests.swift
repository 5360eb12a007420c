import DictationComposer
import TestSupport
import Testing
import TestSupport

@MainActor
@Suite("Sending")
struct SendingTests {
    @Test(arguments: ["", "   ", " \n\t "])
    func sendStaysOffForBlankText(text: String) {
        let sender = Sender()
        let composer = makeComposer(text: text, transcription: PuppetTranscription().transcription, sender: sender)
        #expect(!composer.canSend)
        #expect(composer.send() == nil)
        #expect(sender.sent.isEmpty)
    }

    @Test func onSendReceivesTheTrimmedTextAndTheFieldEmpties() async {
        let sender = Sender()
        let composer = makeComposer(text: "  See you at six \n", transcription: PuppetTranscription().transcription,
                                    sender: sender)
        let recorder = EventRecorder(composer)
        #expect(composer.canSend)
        await composer.send()?.value
        #expect(sender.sent == ["See you at six"])
        #expect(composer.text == "")
        #expect(composer.phase == .composing)
        #expect(recorder.haptics == [.light])
        #expect(recorder.announcements == ["Sent"])
    }

    @Test func anErrorPutsTheTextBackWithItsDescription() async {
        let composer = makeComposer(text: "Hello ", transcription: PuppetTranscription().transcription,
                                    sender: Sender(.fail(ServiceError())))
        let recorder = EventRecorder(composer)
        await composer.send()?.value
        #expect(composer.text == "Hello ")
        #expect(composer.notice == .sendFailed(message: "The chat server is offline."))
        #expect(recorder.announcements == ["The chat server is offline."])
        #expect(recorder.haptics == [.light, .error])
        #expect(composer.canSend, "the composer is free to try again")
    }

    @Test func anErrorWithoutADescriptionGetsTheFallback() async {
        let composer = makeComposer(text: "Hello", transcription: PuppetTranscription().transcription,
                                    sender: Sender(.fail(SilentError())))
        await composer.send()?.value
        #expect(composer.text == "Hello")
        #expect(composer.notice?.message == "Couldn't send. Try again.")
    }

    @Test func stopCancelsTheSendAndFreesTheComposerAtOnce() async {
        let sender = Sender(.waitForCancellation)
        let composer = makeComposer(text: "Wait for it", transcription: PuppetTranscription().transcription,
                                    sender: sender)
        let recorder = EventRecorder(composer)
        let task = composer.send()
        #expect(composer.phase == .sending)
        #expect(!composer.isEditable)
        #expect(await eventuallyOnMain { sender.sent == ["Wait for it"] })
        composer.stopSending()
        #expect(composer.phase == .composing)
        #expect(composer.text == "Wait for it")
        #expect(composer.notice == nil)
        #expect(recorder.announcements == ["Stopped"])
        await task?.value
        #expect(sender.sawCancellation)
        #expect(composer.notice == nil, "the cancelled send's error is not shown")
        #expect(composer.phase == .composing)
    }

    @Test func theMicIsOffWhileSending() async {
        let puppet = PuppetTranscription()
        let composer = makeComposer(text: "Hello", transcription: puppet.transcription,
                                    sender: Sender(.waitForCancellation))
        composer.send()
        await composer.startDictation()
        #expect(composer.phase == .sending)
        composer.stopSending()
    }
}
