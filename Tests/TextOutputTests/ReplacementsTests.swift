import Testing
import TextOutput

@Suite struct ReplacementsTests {
    private let rules = Replacements([
        .init(from: "postgres", to: "PostgreSQL"),
        .init(from: "at sign", to: "@"),
        .init(from: "kubernetes", to: "Kubernetes"),
        .init(from: "gonna", to: "going to"),
        .init(from: "post", to: "POST"),
    ])

    @Test(arguments: [
        ("We use postgres here.", "We use PostgreSQL here."),
        ("Postgres, then nginx.", "PostgreSQL, then nginx."),
        ("POSTGRES", "PostgreSQL"),
        ("(postgres)", "(PostgreSQL)"),
        ("mail anna at sign example.com", "mail anna @ example.com"),
        ("At sign, please.", "@, please."),
        ("Gonna deploy on kubernetes.", "Going to deploy on Kubernetes."),
        ("we are gonna go", "we are going to go"),
    ])
    func replacesWholeWordsKeepingPunctuation(_ heard: String, _ expected: String) {
        #expect(rules.apply(to: heard) == expected)
    }

    @Test(arguments: ["postgresql is fine", "a postman came", "at, sign", "at. Sign", "compost"])
    func leavesPartsOfWordsAndBrokenPhrasesAlone(_ heard: String) {
        #expect(rules.apply(to: heard) == heard)
    }

    @Test func longestSourceWinsAndResultsAreNotSearchedAgain() {
        let overlapping = Replacements([
            .init(from: "at", to: "AT"), .init(from: "at sign", to: "@"), .init(from: "sign", to: "at sign"),
        ])
        #expect(overlapping.apply(to: "at sign at sign") == "@ @")
        #expect(overlapping.apply(to: "sign here at noon") == "at sign here AT noon")
    }

    @Test func laterRuleForTheSameWordsWins() {
        let rules = Replacements([.init(from: "nginx", to: "Nginx"), .init(from: "NGINX", to: "nginx")])
        #expect(rules.rules == [.init(from: "NGINX", to: "nginx")])
        #expect(rules.apply(to: "Nginx serves it") == "Nginx serves it")
    }

    @Test func keepsSpacingAsHeard() {
        #expect(rules.apply(to: "  postgres  and  at sign ") == "  PostgreSQL  and  @ ")
    }

    @Test func spokenCommandsStillAct() {
        let rules = Replacements([.init(from: "that", to: "it"), .init(from: "line", to: "LINE")])
        let piece = "Delete that. Scratch that. New line. Read that line."
        let replaced = rules.apply(to: piece, sparing: .english)
        #expect(replaced == "Delete it. Scratch that. New line. Read it LINE.")
        #expect(SpokenCommands.english.parts(of: replaced).contains(.command(.scratchThat)))
        #expect(rules.apply(to: piece, sparing: .none) == "Delete it. Scratch it. New LINE. Read it LINE.")
    }
}

@Suite struct ReplacementsFileTests {
    @Test func readsPairsAndSkipsCommentsAndBlankLines() throws {
        let text = """
        # my words
        postgres -> PostgreSQL

          at sign->@
        hash sign -> #
        a -> b -> c
        """
        let rules = try Replacements(parsing: text).rules
        #expect(rules == [.init(from: "postgres", to: "PostgreSQL"), .init(from: "at sign", to: "@"),
                          .init(from: "hash sign", to: "#"), .init(from: "a", to: "b -> c")])
    }

    @Test(arguments: [
        ("postgres PostgreSQL", 1, "no \"->\""),
        ("# ok\n -> PostgreSQL", 2, "nothing to replace"),
        ("\n\npostgres ->  ", 3, "no replacement"),
    ])
    func namesTheLineThatIsNotAPair(_ text: String, _ line: Int, _ problem: String) {
        do {
            _ = try Replacements(parsing: text)
            Issue.record("\(text) was read as pairs")
        } catch {
            #expect(error.line == line)
            #expect(error.description.contains(problem))
        }
    }

    @Test func setReplacesTheRuleForTheSameWordsAndKeepsComments() throws {
        var file = ReplacementsFile(text: "# mine\nPostgres -> Postgres\nnginx -> NGINX\npostgres -> pg\n")
        file.set(.init(from: "postgres", to: "PostgreSQL"))
        #expect(file.text == "# mine\npostgres -> PostgreSQL\nnginx -> NGINX\n")
        file.set(.init(from: "at sign", to: "@"))
        #expect(try file.replacements().apply(to: "postgres at sign nginx") == "PostgreSQL @ NGINX")
    }

    @Test func removeDropsOnlyThatRule() {
        var file = ReplacementsFile(text: "# postgres -> x\npostgres -> PostgreSQL\nat sign -> @")
        let removed = file.remove("Postgres")
        #expect(removed)
        #expect(file.text == "# postgres -> x\nat sign -> @\n")
        let again = file.remove("postgres")
        #expect(!again)
    }
}
