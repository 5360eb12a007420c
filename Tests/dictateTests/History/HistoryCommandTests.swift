import Foundation
import Testing
import TestSupport

/// `dictate history` over the history of real dictations: files decoded by a model, scripted words.
@Suite("The history of dictations", .exclusive)
struct HistoryCommandTests {
    /// What a dictation printed, as one line.
    static func oneLine(_ output: String) -> String {
        output.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            .joined(separator: " ")
    }

    @Test("three dictations from files are listed newest first with their text, model and kept audio")
    func threeFiles() async throws {
        let home = try HistoryHome()
        defer { home.remove() }
        var printed: [String] = []
        for clip in ["fox.wav", "weather.wav", "groceries.wav"] {
            printed.append(Self.oneLine(try await home.succeed(["--file", DictateBinary.audio(clip), "--offline", "--model", "tiny.en"])))
        }
        #expect(printed.allSatisfy { $0.count > 10 }, "each file says something: \(printed)")
        let entries = try await home.entries()
        #expect(entries.map { $0["text"] as? String } == printed.reversed(), "\(entries)")
        #expect(entries.map { $0["audio"] as? String } == ["groceries.wav", "weather.wav", "fox.wav"].map(DictateBinary.audio))
        #expect(entries.allSatisfy { $0["model"] as? String == "tiny.en" && $0["language"] as? String == "en" })
        #expect(entries.allSatisfy { ($0["delivery"] as? [String: String]) == ["way": "stdout", "result": "printed"] })
        let durations = entries.compactMap { $0["duration"] as? Double }
        #expect(durations.count == 3 && durations.allSatisfy { $0 > 1 }, "\(durations)")

        let listing = try await home.succeed(["history"]).split(separator: "\n").map(String.init)
        #expect(listing.count == 4, "a header and three entries:\n\(listing.joined(separator: "\n"))")
        for (index, text) in printed.reversed().enumerated() {
            let line = listing[index + 1]
            #expect(line.hasPrefix("\(index + 1)  "), "\(line)")
            #expect(line.contains(String(text.prefix(20))), "entry \(index + 1) starts with its text: \(line)")
            #expect(line.hasSuffix("stdout, printed"), "\(line)")
        }
        #expect(try await home.succeed(["history", "show", "3"]) == printed[0] + "\n")
    }

    @Test("two dictations of files at once both go in")
    func concurrentFiles() async throws {
        let home = try HistoryHome()
        defer { home.remove() }
        async let first = home.succeed(["--file", DictateBinary.audio("fox.wav"), "--offline"])
        async let second = home.succeed(["--file", DictateBinary.audio("weather.wav"), "--offline"])
        let printed = Set(try await [first, second].map(Self.oneLine))
        #expect(Set(try await home.texts()) == printed)
        #expect(home.historyText.split(separator: "\n").count == 2, "\(home.historyText)")
    }

    @Test("with history off nothing is written, and on keeps dictations again")
    func offAndOn() async throws {
        let home = try HistoryHome()
        defer { home.remove() }
        #expect(try await home.succeed(["history", "off"]).contains("no longer kept"))
        _ = try await home.dictate(scripted: "Not for the record.")
        #expect(!FileManager.default.fileExists(atPath: home.historyFile.path), "\(home.historyText)")
        let listed = try await home.run(["history"])
        #expect(listed.standardOutput.isEmpty && listed.standardError.contains("history is off"), "\(listed.standardError)")

        _ = try await home.succeed(["history", "on"])
        _ = try await home.dictate(scripted: "For the record.")
        #expect(try await home.texts() == ["For the record."])
    }

    @Test("removed entries are gone from the listing and from the file")
    func removal() async throws {
        let home = try HistoryHome()
        defer { home.remove() }
        for text in ["First words.", "Secret words.", "Last words."] { _ = try await home.dictate(scripted: text) }
        #expect(try await home.texts() == ["Last words.", "Secret words.", "First words."])
        _ = try await home.succeed(["history", "remove", "2"])
        #expect(try await home.texts() == ["Last words.", "First words."])
        #expect(!home.historyText.contains("Secret"), "\(home.historyText)")
        #expect(home.historyText.contains("First words."))

        let missing = try await home.run(["history", "remove", "3"])
        #expect(missing.status == 69 && missing.standardError.contains("1 to 2"), "\(missing.standardError)")
        let neither = try await home.run(["history", "remove"])
        #expect(neither.status == 64, "\(neither.standardError)")

        _ = try await home.succeed(["history", "remove", "--all"])
        #expect(!FileManager.default.fileExists(atPath: home.historyFile.path), "\(home.historyText)")
        #expect(try await home.texts().isEmpty)
    }

    @Test("a damaged history file is reported and kept aside, and new entries still go in")
    func damagedFile() async throws {
        let home = try HistoryHome()
        defer { home.remove() }
        _ = try await home.dictate(scripted: "Before the damage.")
        let handle = try FileHandle(forWritingTo: home.historyFile)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("{\"text\": \"cut off by a full di".utf8))
        try handle.close()

        let result = try await home.run([], extra: ["DICTATE_TRANSCRIPTION": "scripted:After the damage."])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.contains("damaged line"), "the damage is reported: \(result.standardError)")
        let aside = try FileManager.default.contentsOfDirectory(atPath: home.historyFolder.path).filter { $0.contains(".damaged-") }
        #expect(aside.count == 1, "the damaged file is kept aside: \(aside)")
        let kept = try String(contentsOf: home.historyFolder.appendingPathComponent(aside.first ?? ""), encoding: .utf8)
        #expect(kept.contains("cut off by a full di"), "\(kept)")
        #expect(try await home.texts() == ["After the damage.", "Before the damage."])
    }

    @Test("show, copy and type take the numbers the listing gives; a bad one is a usage error")
    func entryNumbers() async throws {
        let home = try HistoryHome()
        defer { home.remove() }
        _ = try await home.dictate(scripted: "Only words.")
        #expect(try await home.succeed(["history", "show", "1"]) == "Only words.\n")
        let json = try await home.succeed(["history", "show", "1", "--format", "json"])
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        #expect(object?["source"] as? String == "live" && object?["text"] as? String == "Only words.", "\(json)")
        #expect(try await home.run(["history", "show", "2"]).status == 69)
        #expect(try await home.run(["history", "show", "first"]).status == 64)
        #expect(try await home.run(["history", "copy", "0"]).status == 64)
    }

    @Test("redo decodes a file's audio again with another model and keeps the new text")
    func redo() async throws {
        let home = try HistoryHome()
        defer { home.remove() }
        _ = try await home.succeed(["--file", DictateBinary.audio("fox.wav"), "--offline"])
        let printed = Self.oneLine(try await home.succeed(["history", "redo", "1", "--model", "base"]))
        #expect(printed.lowercased().contains("lazy dog"), "\(printed)")
        let entries = try await home.entries()
        #expect(entries.count == 2)
        #expect(entries.first?["model"] as? String == "base" && entries.first?["text"] as? String == printed, "\(entries)")
        #expect(entries.first?["audio"] as? String == DictateBinary.audio("fox.wav"))
    }

    @Test("a live dictation with --save keeps the path of its saved audio")
    func savedAudio() async throws {
        let home = try HistoryHome()
        defer { home.remove() }
        let saved = home.folder.appendingPathComponent("saved")
        _ = try await home.succeed(["--save", saved.path], extra: ["DICTATE_TRANSCRIPTION": "scripted:Kept with its audio."])
        let entry = try #require(try await home.entries().first)
        let audio = try #require(entry["audio"] as? String, "\(entry)")
        #expect(audio.hasPrefix(saved.path + "/") && audio.hasSuffix(".wav"), "\(audio)")
        #expect(FileManager.default.fileExists(atPath: audio))
        #expect(entry["source"] as? String == "live" && entry["text"] as? String == "Kept with its audio.")
    }

    @Test("redo without kept audio, or without a model, says why")
    func redoWithoutAudio() async throws {
        let home = try HistoryHome()
        defer { home.remove() }
        _ = try await home.dictate(scripted: "Nothing kept of this.")
        let noAudio = try await home.run(["history", "redo", "1", "--model", "base"])
        #expect(noAudio.status == 69 && noAudio.standardError.contains("no audio was kept"), "\(noAudio.standardError)")
        let noModel = try await home.run(["history", "redo", "1"])
        #expect(noModel.status == 64 && noModel.standardError.contains("--model"), "\(noModel.standardError)")
    }
}
