import Foundation
import Testing
import TestSupport

/// `dictate words add/list/remove/edit` and the vocabulary every run reads, end to end with tiny.en.
@Suite("dictate words: the vocabulary kept, and dictations that spell it")
struct VocabularyCommandTests {
    private struct Home {
        let root: URL
        var file: URL { root.appendingPathComponent("dictate/words") }
        var environment: [String: String] { ["XDG_CONFIG_HOME": root.path, "XDG_RUNTIME_DIR": root.path] }

        init() throws { root = try DictateBinary.scratchDirectory() }

        func run(_ arguments: [String], extra: [String: String] = [:]) async throws -> ChildProcess.Result {
            try await DictateBinary.run(arguments, environment: environment.merging(extra) { $1 })
        }
    }

    private static let names = ["Kowalczyk", "Kubernetes", "Siobhan", "PostgreSQL"]

    @Test("add keeps each entry once, list prints them, remove drops them and says which were not there")
    func managesTheFile() async throws {
        let home = try Home()
        let added = try await home.run(["words", "add", "Kowalczyk", "Kubernetes", "Anna  Kowalczyk"])
        #expect(added.status == 0, "\(added.standardError)")
        #expect(try await home.run(["words", "add", "kubernetes"]).standardOutput.contains("Nothing added"))
        #expect(try await home.run(["words"]).standardOutput == "Kowalczyk\nKubernetes\nAnna Kowalczyk\n")
        #expect(try await home.run(["words", "remove", "kubernetes"]).status == 0)
        let missing = try await home.run(["words", "remove", "nginx"])
        #expect(missing.status == 69)
        #expect(missing.standardError.contains("\"nginx\""), "\(missing.standardError)")
        #expect(try await home.run(["words", "list"]).standardOutput == "Kowalczyk\nAnna Kowalczyk\n")
    }

    @Test("edit opens the file in $EDITOR, made with a comment if it was not there")
    func edits() async throws {
        let home = try Home()
        let editor = home.root.appendingPathComponent("editor.sh")
        try "echo Anneliese >> \"$1\"\n".write(to: editor, atomically: true, encoding: .utf8)
        // Run by sh rather than executed: a script just written may still be open in a child
        // another test is starting ("text file busy"). An editor with arguments is also what
        // $EDITOR may hold.
        let result = try await home.run(["words", "edit"], extra: ["EDITOR": "sh \(editor.path)", "VISUAL": ""])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try String(contentsOf: home.file, encoding: .utf8).hasPrefix("# "))
        #expect(try await home.run(["words"]).standardOutput == "Anneliese\n")
        let failing = try await home.run(["words", "edit"], extra: ["EDITOR": "false"])
        #expect(failing.status == 69, "\(failing.standardError)")
    }

    @Test("names added are spelled so, streamed and whole; /dev/null as --words turns the vocabulary off")
    func spellsTheNames() async throws {
        let home = try Home()
        #expect(try await home.run(["words", "add"] + Self.names).status == 0)
        for mode in [[], ["--offline"]] {
            let with = try await home.run(["--file", DictateBinary.audio("names.wav")] + mode)
            #expect(with.status == 0, "\(with.standardError)")
            #expect(Self.names.filter(with.standardOutput.contains).count >= 3, "\(mode): \(with.standardOutput)")
            let without = try await home.run(["--file", DictateBinary.audio("names.wav"), "--words", "/dev/null"] + mode)
            #expect(Self.names.filter(without.standardOutput.contains).count <= 1, "\(mode): \(without.standardOutput)")
        }
    }

    @Test("with fifty words, silence and noise still give no words, streamed and whole", arguments: ["silence.wav", "noise.wav"])
    func nothingFromNoSpeech(_ clip: String) async throws {
        let home = try Home()
        let fifty = (Self.names + (1...46).map { "Term\($0)x" }).joined(separator: "\n")
        let file = home.root.appendingPathComponent("fifty")
        try fifty.write(to: file, atomically: true, encoding: .utf8)
        for mode in [[], ["--offline"]] {
            let result = try await home.run(["--file", DictateBinary.audio(clip), "--words", file.path] + mode)
            #expect(result.status == 0, "\(result.standardError)")
            #expect(result.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "\(mode): \(result.standardOutput)")
        }
    }

    @Test("a --words file that can't be read stops the run with status 66")
    func unreadable() async throws {
        let home = try Home()
        let result = try await home.run(["--file", DictateBinary.audio("fox.wav"), "--words", home.root.appendingPathComponent("none").path])
        #expect(result.status == 66, "\(result.standardError)")
        #expect(result.standardError.contains("can't read the vocabulary"), "\(result.standardError)")
    }
}
