import Testing
import VoiceForm

@Suite("Field rules")
struct RuleTests {
    @Test func requiredRefusesBlanksOnly() {
        #expect(!RuleCondition.required.accepts(""))
        #expect(!RuleCondition.required.accepts("  \n"))
        #expect(RuleCondition.required.accepts("x"))
    }

    @Test func otherRulesLetAnEmptyOptionalFieldPass() {
        let rules: [RuleCondition] = [.minLength(3), .maxLength(1), .integerRange(1...2), .pattern("[a-z]+"),
                                      .emailAddress, .oneOf(["a"]), .isoDate]
        for rule in rules { #expect(rule.accepts(""), "\(rule)") }
    }

    @Test func lengthsCountCharacters() {
        #expect(RuleCondition.minLength(2).accepts("Jo"))
        #expect(!RuleCondition.minLength(3).accepts("Jo"))
        #expect(RuleCondition.maxLength(3).accepts("Zoë"))
        #expect(!RuleCondition.maxLength(3).accepts("Zoey"))
    }

    @Test func integerRangeIncludesItsEndsAndRefusesWords() {
        let range = RuleCondition.integerRange(18...65)
        #expect(range.accepts("18") && range.accepts("65") && range.accepts("42"))
        #expect(!range.accepts("17") && !range.accepts("66") && !range.accepts("forty") && !range.accepts("4.5"))
    }

    @Test func patternMatchesTheWholeValue() {
        let postcode = RuleCondition.pattern("[0-9]{5}")
        #expect(postcode.accepts("10115"))
        #expect(!postcode.accepts("101155"))
        #expect(!postcode.accepts("x10115"))
    }

    @Test func emailAddressNeedsANameAndADottedDomain() {
        #expect(RuleCondition.emailAddress.accepts("john.smith@example.com"))
        #expect(!RuleCondition.emailAddress.accepts("john.smith@example"))
        #expect(!RuleCondition.emailAddress.accepts("john smith@example.com"))
        #expect(!RuleCondition.emailAddress.accepts("@example.com"))
        #expect(!RuleCondition.emailAddress.accepts("a@b@example.com"))
    }

    @Test func oneOfIgnoresCase() {
        #expect(RuleCondition.oneOf(["Small", "Large"]).accepts("large"))
        #expect(!RuleCondition.oneOf(["Small", "Large"]).accepts("medium"))
    }

    @Test func isoDateMustExist() {
        #expect(RuleCondition.isoDate.accepts("2024-02-29"))
        #expect(!RuleCondition.isoDate.accepts("2025-02-29"))
        #expect(!RuleCondition.isoDate.accepts("2025-13-01"))
        #expect(!RuleCondition.isoDate.accepts("3 May 2025"))
    }

    @MainActor
    @Test func rulesCombineAndTheFirstFailureSpeaks() {
        let field = FormField(id: "code", label: "Code", rules: [
            FieldRule(.required, message: "Code is required"),
            FieldRule(.minLength(4), message: "At least 4 characters"),
            FieldRule(.pattern("[A-Z0-9]+"), message: "Capitals and digits only"),
        ])
        let form = VoiceForm(fields: [field]) { _, _ in .scripted("") }
        form.setValue("ab", for: "code")
        #expect(form.state(of: "code") == .invalid(message: "At least 4 characters"))
        form.setValue("abcd", for: "code")
        #expect(form.state(of: "code") == .invalid(message: "Capitals and digits only"))
        form.setValue("AB12", for: "code")
        #expect(form.state(of: "code") == .valid)
    }

    @MainActor
    @Test func eachKindBringsItsOwnCheck() {
        let fields = [
            FormField(id: "n", label: "Count", kind: .number),
            FormField(id: "e", label: "Mail", kind: .email),
            FormField(id: "d", label: "Day", kind: .date),
            FormField(id: "c", label: "Size", kind: .choice(["S", "M"])),
            FormField(id: "p", label: "Phone", kind: .phone),
            FormField(id: "t", label: "Note", kind: .text),
        ]
        let form = VoiceForm(fields: fields) { _, _ in .scripted("") }
        for (id, bad, good) in [("n", "many", "12"), ("e", "john", "j@x.io"), ("d", "soon", "2025-05-03"),
                                ("c", "XL", "m"), ("p", "anything", "+44 20"), ("t", "words", "more words")] {
            form.setValue(bad, for: id)
            let kindChecks = !["p", "t"].contains(id)
            #expect((form.state(of: id) != .valid) == kindChecks, "\(id): \(bad)")
            form.setValue(good, for: id)
            #expect(form.state(of: id) == .valid, "\(id): \(good)")
        }
        form.setValue("many", for: "n")
        #expect(form.message(of: "n") == "Count must be a number")
    }
}
