import Foundation
import Testing
import TestSupport

/// dictate as a user runs it in scripts: standard output exact, no escape codes, documented statuses.
@Suite("dictate in pipes and files", .exclusive)
struct PipeOutputTests {
    @Test("a streamed file prints its settled text as plain lines, with no escape codes")
    func plainText() async throws {
        let result = try await DictateBinary.run(["--file", DictateBinary.audio("meeting.wav")])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(!result.standardOutput.contains("\u{1B}"))
        #expect(result.standardOutput.hasSuffix("\n"))
        let words = result.standardOutput.lowercased()
        for word in ["move", "team", "thursday", "afternoon", "agenda", "everyone"] { #expect(words.contains(word), "\(words)") }
    }

    @Test("--voice-gate silero streams speech with Silero telling it from noise, and prints nothing for noise")
    func sileroGate() async throws {
        let speech = try await DictateBinary.run(["--file", DictateBinary.audio("meeting.wav"), "--voice-gate", "silero"])
        #expect(speech.status == 0, "\(speech.standardError)")
        let words = speech.standardOutput.lowercased()
        for word in ["move", "team", "thursday", "afternoon", "agenda", "everyone"] { #expect(words.contains(word), "\(words)") }
        let noise = try await DictateBinary.run(["--file", DictateBinary.audio("noise.wav"), "--voice-gate", "silero"])
        #expect(noise.status == 0, "\(noise.standardError)")
        #expect(noise.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "\(noise.standardOutput)")
    }

    @Test("offline and streamed transcripts of a clip agree")
    func offlineMatchesStream() async throws {
        let offline = try await DictateBinary.run(["--file", DictateBinary.audio("weather.wav"), "--offline"])
        let streamed = try await DictateBinary.run(["--file", DictateBinary.audio("weather.wav")])
        #expect(offline.status == 0 && streamed.status == 0)
        let words = { (text: String) in Set(text.lowercased().split { !$0.isLetter }) }
        let shared = words(offline.standardOutput).intersection(words(streamed.standardOutput))
        #expect(Double(shared.count) >= 0.8 * Double(words(offline.standardOutput).count),
                "offline: \(offline.standardOutput) stream: \(streamed.standardOutput)")
    }

    @Test("standard input is read with -")
    func standardInput() async throws {
        let result = try await DictateBinary.run(["--file", "-", "--offline"], input: DictateBinary.audio("fox.flac"))
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.lowercased().contains("lazy dog"))
    }

    @Test("jsonl: partial, final and end events, each a JSON object on its own line")
    func jsonLines() async throws {
        let result = try await DictateBinary.run(["--file", DictateBinary.audio("fox.wav"), "--format", "jsonl"])
        #expect(result.status == 0)
        let events = try result.standardOutput.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        let types = events.compactMap { $0["type"] as? String }
        #expect(types.contains("partial"))
        #expect(types.contains("final"))
        #expect(types.last == "end")
        let end = try #require(events.last)
        #expect((end["text"] as? String)?.lowercased().contains("lazy") == true)
        #expect((end["duration"] as? Double ?? 0) > 2)
    }

    @Test("srt and vtt follow their timestamp syntax", arguments: ["srt", "vtt"])
    func subtitles(format: String) async throws {
        let result = try await DictateBinary.run(["--file", DictateBinary.audio("padded.wav"), "--format", format])
        #expect(result.status == 0)
        let text = result.standardOutput
        let separator = format == "srt" ? "," : "."
        let timing = #/(\d\d):(\d\d):(\d\d)[,.](\d\d\d) --> (\d\d):(\d\d):(\d\d)[,.](\d\d\d)/#
        let cues = text.split(separator: "\n").filter { $0.contains("-->") }
        #expect(!cues.isEmpty)
        for cue in cues {
            #expect(cue.wholeMatch(of: timing) != nil, "\(cue)")
            #expect(cue.contains(separator) && !cue.contains(format == "srt" ? "." : ","))
        }
        if format == "vtt" { #expect(text.hasPrefix("WEBVTT\n\n")) } else { #expect(text.hasPrefix("1\n")) }
        // The speech in padded.wav starts after two seconds of silence.
        let first = try #require(cues.first?.firstMatch(of: timing))
        #expect(Int(first.output.3)! >= 1)
    }

    @Test("a file longer than the one-minute cap is transcribed to its end")
    func longFile() async throws {
        let result = try await DictateBinary.run(["--file", DictateBinary.audio("long.wav"), "--format", "srt"])
        #expect(result.status == 0, "\(result.standardError)")
        let last = try #require(result.standardOutput.split(separator: "\n").last { $0.contains("-->") })
        // long.wav is 73.6 s; its last words end after 70 s.
        #expect(last.contains("--> 00:01:1"), "last cue: \(last)")
        #expect(result.standardOutput.lowercased().split(separator: "\n").filter { $0.contains("meeting") }.count >= 3)
    }

    @Test("each failure class has its documented exit status", arguments: [
        (["--bogus"], Int32(64)),
        (["--format", "docx", "--file", "x.wav"], 64),
        (["--threads", "zero"], 64),
        (["--file", "/no/such/file.wav"], 66),
        (["--file", "/tmp"], 66),
        (["--file", "/dev/zero"], 66),
        (["--file", "@text"], 65),
        (["--file", "@fox", "--model", "no-such-model"], 69),
        (["--file", "@fox", "--offline", "--model", "@badmodel"], 65),
        (["--file", "@fox", "--offline", "--model", "tiny.en", "--language", "de"], 69),
    ] as [([String], Int32)])
    func exitStatus(arguments: [String], status: Int32) async throws {
        let folder = try DictateBinary.scratchDirectory()
        let text = folder.appendingPathComponent("notes.wav").path
        try "not audio at all\n".write(toFile: text, atomically: true, encoding: .utf8)
        let badModel = folder.appendingPathComponent("ggml-bad.bin").path
        try Data("lmgg".utf8 + [UInt8](repeating: 7, count: 100)).write(to: URL(fileURLWithPath: badModel))
        let resolved = arguments.map { argument in
            switch argument {
            case "@text": text
            case "@fox": DictateBinary.audio("fox.wav")
            case "@badmodel": badModel
            default: argument
            }
        }
        let result = try await DictateBinary.run(resolved)
        #expect(result.status == status, "\(resolved): \(result.standardError)")
        #expect(result.standardError.hasPrefix("dictate: "), "a message says what went wrong: \(result.standardError)")
        #expect(result.standardOutput.isEmpty)
    }

    @Test("--help shows examples and the exit statuses; completions print scripts")
    func helpAndCompletions() async throws {
        let help = try await DictateBinary.run(["--help"])
        #expect(help.status == 0)
        #expect(help.standardOutput.contains("Examples:"))
        #expect(help.standardOutput.contains("130"))
        for shell in ["bash", "zsh", "fish"] {
            let script = try await DictateBinary.run(["completions", shell])
            #expect(script.status == 0)
            #expect(script.standardOutput.contains("dictate"))
        }
    }
}
