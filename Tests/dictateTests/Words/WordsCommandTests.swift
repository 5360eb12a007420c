import Foundation
import Testing
import TestSupport

/// `dictate words`: the replacements file kept a pair at a time, and every run reading it.
@Suite("dictate words: replace, replacements, unreplace, and runs that read the file")
struct WordsCommandTests {
    /// A scratch configuration folder, so nothing touches the person's own.
    private struct Home {
        let root: URL
        var file: URL { root.appendingPathComponent("dictate/replacements") }
        var environment: [String: String] { ["XDG_CONFIG_HOME": root.path, "XDG_RUNTIME_DIR": root.path] }

        init() throws { root = try DictateBinary.scratchDirectory() }

        func run(_ arguments: [String], script: String? = nil) async throws -> ChildProcess.Result {
            try await DictateBinary.run(arguments, environment: environment.merging(script.map { ["DICTATE_TRANSCRIPTION": "scripted:" + $0] } ?? [:]) { $1 })
        }
    }

    @Test("replace adds or changes a pair, replacements lists them, unreplace drops one; comments stay")
    func managesTheFile() async throws {
        let home = try Home()
        try FileManager.default.createDirectory(at: home.file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "# work\npostgres -> Postgres\n".write(to: home.file, atomically: true, encoding: .utf8)
        let replace = try await home.run(["words", "replace", "postgres", "PostgreSQL"])
        #expect(replace.status == 0, "\(replace.standardError)")
        #expect(try await home.run(["words", "replace", "at  sign", "@"]).status == 0)
        #expect(try String(contentsOf: home.file, encoding: .utf8) == "# work\npostgres -> PostgreSQL\nat sign -> @\n")
        #expect(try await home.run(["words", "replacements"]).standardOutput == "postgres -> PostgreSQL\nat sign -> @\n")
        #expect(try await home.run(["words", "unreplace", "Postgres"]).status == 0)
        #expect(try await home.run(["words", "replacements"]).standardOutput == "at sign -> @\n")
        let missing = try await home.run(["words", "unreplace", "postgres"])
        #expect(missing.status == 69)
        #expect(missing.standardError.contains("\"postgres\" has no replacement"), "\(missing.standardError)")
    }

    @Test("a line that is not a pair stops a run and the list with status 65, naming the file and the line")
    func damagedFile() async throws {
        let home = try Home()
        try FileManager.default.createDirectory(at: home.file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "postgres -> PostgreSQL\npostgres PostgreSQL\n".write(to: home.file, atomically: true, encoding: .utf8)
        for arguments in [["words", "replacements"], ["words", "replace", "a", "b"], ["--format", "jsonl"]] {
            let result = try await home.run(arguments, script: "hello")
            #expect(result.status == 65, "\(arguments): \(result.standardError)")
            #expect(result.standardError.contains("\(home.file.path), line 2"), "\(result.standardError)")
        }
        let absent = try await home.run(["--replacements", home.root.appendingPathComponent("none").path], script: "hello")
        #expect(absent.status == 66, "\(absent.standardError)")
    }

    @Test("a dictation prints, reports in jsonl and saves the replaced words")
    func liveRunUsesTheFile() async throws {
        let home = try Home()
        #expect(try await home.run(["words", "replace", "postgres", "PostgreSQL"]).status == 0)
        let saved = home.root.appendingPathComponent("saved")
        let result = try await home.run(["--format", "jsonl", "--save", saved.path], script: "postgres and Postgres.")
        #expect(result.status == 0, "\(result.standardError)")
        let events = try result.standardOutput.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        let finals = events.filter { $0["type"] as? String == "final" }.compactMap { $0["text"] as? String }
        #expect(finals == ["PostgreSQL", "and", "PostgreSQL."], "\(finals)")
        #expect(events.last?["text"] as? String == "PostgreSQL and PostgreSQL.")
        let transcript = try #require(try FileManager.default.contentsOfDirectory(atPath: saved.path).first { $0.hasSuffix(".txt") })
        #expect(try String(contentsOf: saved.appendingPathComponent(transcript), encoding: .utf8) == "PostgreSQL and PostgreSQL.\n")
    }

    @Test("a spoken command is not replaced, unless --no-commands makes it words")
    func spokenCommandsStayCommands() async throws {
        let home = try Home()
        #expect(try await home.run(["words", "replace", "comma", "karma"]).status == 0)
        #expect(try await home.run([], script: "comma").standardOutput == "comma\n")
        #expect(try await home.run(["--no-commands"], script: "comma").standardOutput == "karma\n")
    }

    @Test("--replacements FILE replaces several words heard together, in a recording transcribed whole", .exclusive)
    func multiWordSourceOffline() async throws {
        let home = try Home()
        let file = home.root.appendingPathComponent("mine")
        try "lazy dog -> sleepy cat\n".write(to: file, atomically: true, encoding: .utf8)
        let result = try await home.run(["--file", DictateBinary.audio("fox.wav"), "--offline", "--replacements", file.path])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.lowercased().contains("sleepy cat"), "\(result.standardOutput)")
        #expect(!result.standardOutput.lowercased().contains("lazy"), "\(result.standardOutput)")
    }
}
