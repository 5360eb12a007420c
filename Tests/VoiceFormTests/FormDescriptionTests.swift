import Foundation
import Testing
import VoiceForm

@Suite("Form descriptions in JSON")
struct FormDescriptionTests {
    @Test func aDescriptionGivesFieldsKindsRulesAndValues() throws {
        let json = """
        { "title": "Sign up", "fields": [
            { "id": "age", "label": "Age", "kind": "number", "value": "30",
              "rules": [ { "required": true, "message": "Age is required" },
                         { "range": [18, 65], "message": "Age must be between 18 and 65" } ] },
            { "id": "size", "label": "Size", "kind": "choice", "choices": ["S", "M"], "words": ["XL"] },
            { "id": "code", "placeholder": "5 digits", "rules": [ { "pattern": "[0-9]{5}", "message": "Five digits" } ] }
        ] }
        """
        let form = try FormDescription(json: Data(json.utf8))
        #expect(form.title == "Sign up")
        #expect(form.fields[0] == FormField(id: "age", label: "Age", kind: .number, rules: [
            FieldRule(.required, message: "Age is required"),
            FieldRule(.integerRange(18...65), message: "Age must be between 18 and 65"),
        ], initialValue: "30"))
        #expect(form.fields[1].kind == .choice(["S", "M"]) && form.fields[1].words == ["XL"])
        #expect(form.fields[1].vocabulary == ["XL", "S", "M"] && form.fields[0].vocabulary.isEmpty)
        #expect(form.fields[2].label == "code" && form.fields[2].placeholder == "5 digits")
    }

    @Test(arguments: [
        (#"{"fields": []}"#, "no fields"),
        (#"{"fields": [{"id": "a"}, {"id": "a"}]}"#, "two fields have the id \"a\""),
        (#"{"fields": [{"id": "a", "kind": "colour"}]}"#, "use text, number, email, phone, date or choice"),
        (#"{"fields": [{"id": "a", "kind": "choice"}]}"#, "lists no \"choices\""),
        (#"{"fields": [{"id": "a", "rules": [{"range": [5]}]}]}"#, "[lowest, highest]"),
        (#"{"fields": [{"id": "a", "rules": [{"pattern": "("}]}]}"#, "is not a regular expression"),
        (#"{"fields": [{"id": "a", "rules": [{"required": true, "minLength": 2}]}]}"#, "exactly one of"),
        (#"{"fields": [{"label": "a"}]}"#, "needs \"id\""),
    ])
    func mistakesAreNamed(json: String, expected: String) {
        let message = failure { _ = try FormDescription(json: Data(json.utf8)) }
        #expect(message?.contains(expected) == true, "\(message ?? "no error")")
    }

    @Test func aMissingFileSaysWhich() {
        let message = failure { _ = try FormDescription(contentsOf: "/nonexistent/form.json") }
        #expect(message?.hasPrefix("Can't read the form description /nonexistent/form.json") == true)
    }

    /// The message of the error `body` throws, or nil when it throws none.
    private func failure(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func theExampleIsTheSeedsFourFields() {
        #expect(FormDescription.example.fields.map(\.label) == ["Name", "Surname", "Age", "Email"])
        #expect(FormDescription.example.fields.filter(\.isRequired).count == 4)
    }
}
