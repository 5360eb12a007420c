import DictationComposer
import Testing
import VoiceForm

@MainActor
@Suite("Field state, colour, label and message")
struct StateTests {
    @Test func eachStateHasItsColourRole() {
        #expect(FieldState.recording.role == .accentWarning)
        #expect(FieldState.empty.role == .neutral)
        #expect(FieldState.valid.role == .success)
        #expect(FieldState.invalid(message: "x").role == .danger)
    }

    @Test func validationRunsOnEveryChange() {
        let form = makeForm(speaking: "")
        #expect(form.state(of: "age") == .empty)
        form.setValue("17", for: "age")
        #expect(form.state(of: "age") == .invalid(message: "Age must be between 18 and 65"))
        form.setValue("18", for: "age")
        #expect(form.state(of: "age") == .valid)
        form.setValue("", for: "age")
        #expect(form.state(of: "age") == .empty)
    }

    @Test func theLabelShowsOnceThereIsAValue() {
        let form = makeForm(speaking: "")
        #expect(!form.showsLabel("name"))
        form.setValue("Ada", for: "name")
        #expect(form.showsLabel("name"))
    }

    @Test func theMessageShowsOnlyForANonEmptyInvalidValue() {
        let form = makeForm(speaking: "")
        #expect(form.message(of: "age") == nil, "empty: no message although Age is required")
        form.setValue("70", for: "age")
        #expect(form.message(of: "age") == "Age must be between 18 and 65")
        form.setValue("40", for: "age")
        #expect(form.message(of: "age") == nil)
    }

    @Test func submitIsRefusedOverTheFirstEmptyRequiredFieldWhoseMessageThenShows() {
        let form = makeForm(speaking: "")
        form.setValue("Ada", for: "name")
        form.setValue("99", for: "age")
        #expect(form.submit() == .failure(SubmitRefusal(field: "surname", message: "Surname is required")))
        #expect(form.message(of: "surname") == "Surname is required")
        form.setValue("Lovelace", for: "surname")
        #expect(form.submit() == .failure(SubmitRefusal(field: "age", message: "Age must be between 18 and 65")))
        form.setValue("36", for: "age")
        form.setValue("ada@example.org", for: "email")
        #expect(form.submit() == .success(["name": "Ada", "surname": "Lovelace", "age": "36",
                                           "email": "ada@example.org"]))
    }

    @Test func valuesLiveWhereTheAppKeepsThem() {
        var stored = "initial"
        let draft = Draft(get: { stored }, set: { stored = $0 })
        let form = VoiceForm(fields: [FormField(id: "note", label: "Note")], values: ["note": draft]) { _, _ in .scripted("") }
        #expect(form.value(of: "note") == "initial")
        form.setValue("changed", for: "note")
        #expect(stored == "changed")
    }
}
