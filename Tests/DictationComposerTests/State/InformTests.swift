import DictationComposer
import Testing

@MainActor
@Suite("News under the card")
struct InformTests {
    @Test func aSavedRecordingIsShownAndAnnouncedWithoutTheErrorHaptic() {
        let composer = makeComposer(text: "kept", transcription: PuppetTranscription().transcription, sender: Sender())
        let recorder = EventRecorder(composer)
        var redraws = 0
        composer.onChange = { redraws += 1 }
        composer.inform(.recordingSaved(folder: "/drafts/2025-03-01T091500Z"))
        #expect(composer.notice?.message == "Saved the recording to /drafts/2025-03-01T091500Z")
        #expect(recorder.announcements == ["Saved the recording to /drafts/2025-03-01T091500Z"])
        #expect(recorder.haptics.isEmpty)
        #expect(redraws == 1)
        #expect(composer.notice?.offersSettings == false)
        composer.dismissNotice()
        #expect(composer.notice == nil)
        #expect(composer.text == "kept")
    }
}
