import DictationComposer
import SpeechEngine
import Synchronization
import Testing

@MainActor
@Suite("When dictation may not run")
struct AccessTests {
    @Test func aDenialShowsTheSettingsLine() async {
        let puppet = PuppetTranscription(access: .denied("The microphone is muted."))
        let opened = Mutex(0)
        let settings = SystemSettings(open: { opened.withLock { $0 += 1 } }, manualFix: "pactl set-source-mute 0")
        let composer = makeComposer(text: "kept", transcription: puppet.transcription, settings: settings)
        let recorder = EventRecorder(composer)
        await composer.startDictation()
        #expect(composer.phase == .composing)
        #expect(composer.text == "kept")
        #expect(composer.notice?.message == "Turn on Microphone and Speech Recognition in Settings to dictate.")
        #expect(composer.notice?.offersSettings == true)
        #expect(composer.manualSettingsFix == nil, "with a settings app, the line offers Open Settings")
        #expect(recorder.announcements == [Notice.deniedMessage])
        #expect(recorder.haptics == [.error])
        composer.openSettings()
        #expect(opened.withLock { $0 } == 1)
    }

    @Test func withoutASettingsAppTheLineNamesTheFix() async {
        let puppet = PuppetTranscription(access: .denied("muted"))
        let settings = SystemSettings(open: nil, manualFix: "pactl set-source-mute @DEFAULT_SOURCE@ 0")
        let composer = makeComposer(transcription: puppet.transcription, settings: settings)
        await composer.startDictation()
        #expect(composer.manualSettingsFix == "pactl set-source-mute @DEFAULT_SOURCE@ 0")
    }

    @Test func aDeniedMicIsProbedAgainOnTheNextPress() async {
        let puppet = PuppetTranscription(access: .denied("muted"))
        let composer = makeComposer(transcription: puppet.transcription)
        await composer.startDictation()
        await composer.startDictation()
        #expect(puppet.requestCount == 2)
    }

    @Test func restrictedShowsTheReason() async {
        let puppet = PuppetTranscription(access: .restricted("DICTATE_DISABLE_CAPTURE is set."))
        let composer = makeComposer(transcription: puppet.transcription)
        await composer.startDictation()
        #expect(composer.notice == .accessRestricted(reason: "DICTATE_DISABLE_CAPTURE is set."))
        #expect(composer.notice?.message.contains("DICTATE_DISABLE_CAPTURE is set.") == true)
        #expect(composer.notice?.offersSettings == false)
    }

    @Test func unavailableShowsTheReason() async {
        let puppet = PuppetTranscription(access: .unavailable("No speech model is installed."))
        let composer = makeComposer(transcription: puppet.transcription)
        let recorder = EventRecorder(composer)
        await composer.startDictation()
        #expect(composer.notice == .accessUnavailable(reason: "No speech model is installed."))
        #expect(recorder.announcements.last?.contains("No speech model is installed.") == true)
        #expect(recorder.haptics == [.error])
    }

    @Test func theNextPressClearsTheLine() async {
        let puppet = PuppetTranscription(access: .denied("muted"))
        let composer = makeComposer(transcription: puppet.transcription)
        await composer.startDictation()
        #expect(composer.notice != nil)
        puppet.setAccess(.allowed)
        await composer.startDictation()
        #expect(composer.notice == nil)
        #expect(composer.phase == .recording)
    }
}
