import Testing
import VoiceForm

@Suite("Spoken values made fit for their kind")
struct SpokenValueTests {
    @Test(arguments: [("forty two", "42"), ("Forty-two.", "42"), ("42.", "42"), ("I'm 42.", "42"),
                      ("sixty five", "65"), ("one hundred and five", "105"), ("many", "many"),
                      ("300 and 12", "312"), ("2,000 and 5.", "2005"), ("300 and 400", "300 and 400"),
                      ("12 and 5", "12 and 5")])
    func numbers(spoken: String, value: String) {
        #expect(SpokenValue.convert(spoken, for: .number) == value)
    }

    @Test(arguments: [
        ("john dot smith at example dot com", "john.smith@example.com"),
        ("My email is John dot Smith at example dot com.", "john.smith@example.com"),
        ("john.smith@example.com.", "john.smith@example.com"),
        ("John Smith at example.com", "johnsmith@example.com"),
        ("ada underscore king at maths dot ac dot uk", "ada_king@maths.ac.uk"),
        ("My email is john dot smith and example dot com.", "john.smith@example.com"),
    ])
    func emails(spoken: String, value: String) {
        #expect(SpokenValue.convert(spoken, for: .email) == value)
    }

    @Test(arguments: [("plus four four two oh seven nine four six", "+44207946"),
                      ("+44 20 7946 0000.", "+442079460000"), ("555-0199", "5550199"),
                      ("double five, one two", "5512")])
    func phones(spoken: String, value: String) {
        #expect(SpokenValue.convert(spoken, for: .phone) == value)
    }

    @Test(arguments: [("the third of May 2025", "2025-05-03"), ("The 3rd of May, 2025.", "2025-05-03"),
                      ("May 3rd, 2025", "2025-05-03"), ("third of May twenty twenty five", "2025-05-03"),
                      ("2025-05-03", "2025-05-03"), ("The third of May 2020 25", "2025-05-03"), ("the thirtieth of February 2025", "the thirtieth of February 2025")])
    func dates(spoken: String, value: String) {
        #expect(SpokenValue.convert(spoken, for: .date) == value)
    }

    @Test(arguments: [("Smith.", "Smith"), (" Ada Lovelace. ", "Ada Lovelace"),
                      ("I'll be there at six and bring bread.", "I'll be there at six and bring bread.")])
    func text(spoken: String, value: String) {
        #expect(SpokenValue.convert(spoken, for: .text) == value)
    }

    @Test func choicesTakeTheFormsSpelling() {
        #expect(SpokenValue.convert("medium.", for: .choice(["Small", "Medium"])) == "Medium")
    }

    @Test func silenceIsNothing() {
        #expect(SpokenValue.convert("  ", for: .email) == "")
    }
}
