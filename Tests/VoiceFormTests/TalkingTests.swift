import SpeechEngine
import Synchronization
import TestSupport
import Testing
import VoiceForm
import TestSupport

@MainActor
@Suite("Hold to talk")
struct TalkingTests {
    @Test func pressRecordsTheFieldInOrangeAndShowsTheLiveTranscript() async {
        let form = VoiceForm(fields: FormDescription.example.fields) { _, _ in
            .scripted("Ada Augusta King Byron Lovelace of Ockham", wordsPerSecond: 4)
        }
        await form.press("name")
        #expect(form.phase == .recording(field: "name"))
        #expect(form.state(of: "name") == .recording)
        #expect(form.state(of: "name").role == .accentWarning)
        #expect(await eventuallyOnMain { form.displayedValue(of: "name").hasPrefix("Ada") && !form.levels.isEmpty })
        #expect(form.value(of: "name") == "", "the value changes only when the session ends")
        form.cancel()
    }

    @Test func eachPressAsksForTheEngineWithItsFieldsWords() async {
        let asked = Mutex<[[String]]>([])
        let fields = [FormField(id: "team", label: "Team", words: ["Kowalczyk"]),
                      FormField(id: "size", label: "Size", kind: .choice(["Small", "Large"]))]
        let form = VoiceForm(fields: fields) { _, field in
            asked.withLock { $0.append(field.vocabulary) }
            return .scripted("Kowalczyk", wordsPerSecond: 10)
        }
        for id in ["team", "size"] {
            await form.press(id)
            await form.release()?.value
        }
        #expect(asked.withLock { $0 } == [["Kowalczyk"], ["Small", "Large"]])
    }

    @Test func releaseReplacesTheValueWithTheSettledWords() async {
        let form = VoiceForm(fields: FormDescription.example.fields) { _, _ in
            .scripted("Grace Brewster Murray Hopper Rear Admiral of the Navy", wordsPerSecond: 10)
        }
        form.setValue("Typed before", for: "name")
        await form.press("name")
        #expect(await eventuallyOnMain { form.heard.split(separator: " ").count >= 2 })
        await form.release()?.value
        #expect(form.phase == .idle)
        let value = form.value(of: "name")
        #expect(value.hasPrefix("Grace Brewster"), "replaced, not appended: \(value)")
        #expect(!value.contains("Typed"))
        #expect(!value.hasSuffix("Navy"), "release stopped the session early: \(value)")
        #expect(form.state(of: "name") == .valid)
    }

    @Test func aSessionEndingByItselfAlsoFillsTheField() async {
        let form = makeForm(speaking: "forty two")
        await form.press("age")
        #expect(await eventuallyOnMain { form.phase == .idle })
        #expect(form.value(of: "age") == "42")
        #expect(form.state(of: "age").role == .success)
    }

    @Test func anInvalidSpokenValueTurnsTheFieldRedWithItsMessage() async {
        let form = makeForm(speaking: "seventy")
        await form.press("age")
        #expect(await eventuallyOnMain { form.phase == .idle })
        #expect(form.value(of: "age") == "70")
        #expect(form.state(of: "age").role == .danger)
        #expect(form.message(of: "age") == "Age must be between 18 and 65")
    }

    @Test func anEmptyTranscriptLeavesTheValue() async {
        let form = makeForm(speaking: "")
        form.setValue("Ada", for: "name")
        await form.press("name")
        #expect(await eventuallyOnMain { form.phase == .idle })
        #expect(form.value(of: "name") == "Ada")
    }

    @Test func oneFieldRecordsAtATime() async {
        let form = VoiceForm(fields: FormDescription.example.fields) { _, _ in
            .scripted("one two three four five six seven eight", wordsPerSecond: 4)
        }
        await form.press("name")
        await form.press("surname")
        #expect(form.phase == .recording(field: "name"), "the second press is ignored")
        #expect(form.state(of: "surname") == .empty)
        form.setValue("typed", for: "name")
        #expect(form.value(of: "name") == "", "the recording field takes no typing")
        form.cancel()
    }

    @Test func cancelRestoresTheOldValue() async {
        let form = VoiceForm(fields: FormDescription.example.fields) { _, _ in
            .scripted("Lovelace Byron King Noel", wordsPerSecond: 4)
        }
        form.setValue("Smith", for: "surname")
        await form.press("surname")
        #expect(await eventuallyOnMain { !form.heard.isEmpty })
        form.cancel()
        #expect(form.phase == .idle)
        #expect(form.value(of: "surname") == "Smith")
        #expect(form.displayedValue(of: "surname") == "Smith")
        #expect(form.state(of: "surname") == .valid)
    }

    @Test func aReleaseDuringTheAccessCheckFinishesAsSoonAsRecordingStarts() async {
        let form = makeForm(speaking: "Ada Lovelace")
        let press = Task { await form.press("name") }
        form.release()
        await press.value
        #expect(await eventuallyOnMain { form.phase == .idle })
    }

    @Test func aChangedLanguageAppliesToTheNextPress() async {
        let log = LanguageLog()
        let form = makeForm(speaking: "Ada", languages: log)
        await form.press("name")
        form.language = "de"
        #expect(await eventuallyOnMain { form.phase == .idle })
        await form.press("surname")
        #expect(await eventuallyOnMain { form.phase == .idle })
        #expect(log.all == ["en", "de"])
    }

    @Test func aRefusedMicrophoneSaysWhyAndKeepsTheValue() async {
        let form = VoiceForm(fields: FormDescription.example.fields) { _, _ in deniedTranscription("The source is muted.") }
        var announcements: [String] = []
        form.onEvent = { if case .announcement(let text) = $0 { announcements.append(text) } }
        await form.press("name")
        #expect(form.phase == .idle)
        #expect(form.notice == "Can't record: The source is muted.")
        #expect(announcements == ["Can't record: The source is muted."])
    }
}
