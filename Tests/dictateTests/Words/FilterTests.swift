import Foundation
import Testing
import TestSupport

/// `--filter CMD`: each settled piece through a real program, and the piece as heard whenever
/// the program fails, takes too long or prints nothing.
@Suite("--filter runs settled text through a command")
struct FilterTests {
    private func dictate(_ arguments: [String], script: String) async throws -> ChildProcess.Result {
        let home = try DictateBinary.scratchDirectory()
        return try await DictateBinary.run(arguments, environment: [
            "DICTATE_TRANSCRIPTION": "scripted:" + script, "XDG_CONFIG_HOME": home.path, "XDG_RUNTIME_DIR": home.path,
        ])
    }

    @Test("sed rewrites each piece, after the replacements")
    func sed() async throws {
        let home = try DictateBinary.scratchDirectory()
        let file = home.appendingPathComponent("mine")
        try "colour -> color\n".write(to: file, atomically: true, encoding: .utf8)
        let result = try await dictate(["--replacements", file.path, "--filter", "sed 's/color/hue/; s/^grey$/gray/'"],
                                       script: "colour grey")
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == "hue gray\n", "\(result.standardOutput)")
        #expect(result.standardError.isEmpty, "\(result.standardError)")
    }

    @Test("a command that sleeps past --filter-timeout is stopped and the piece goes on unfiltered")
    func timeout() async throws {
        let started = ContinuousClock.now
        let result = try await dictate(["--filter", "sleep 600; echo late", "--filter-timeout", "0.5"], script: "on time")
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == "on time\n", "\(result.standardOutput)")
        #expect(result.standardError.contains("took longer than 0.5 s"), "\(result.standardError)")
        // A dictate that waited for the command would take its ten minutes; a loaded runner takes
        // seconds to start one, so the bound is far from both.
        #expect(ContinuousClock.now - started < .seconds(300))
    }

    @Test(arguments: [
        ("echo broken >&2; exit 1", "exit status 1): broken"),
        ("cat > /dev/null", "it printed nothing"),
        ("no-such-filter-program", "exit status 127"),
    ])
    func failingCommandKeepsTheText(_ command: String, _ told: String) async throws {
        let result = try await dictate(["--filter", command], script: "kept words")
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == "kept words\n", "\(result.standardOutput)")
        #expect(result.standardError.contains("the filter \"\(command)\" was not used for \"kept\""), "\(result.standardError)")
        #expect(result.standardError.contains(told), "\(result.standardError)")
    }

    @Test("a filter = CMD line in the settings file filters every run, and --filter '' turns it off for one")
    func fromTheSettingsFile() async throws {
        let home = try DictateBinary.scratchDirectory()
        try FileManager.default.createDirectory(at: home.appendingPathComponent("dictate"), withIntermediateDirectories: true)
        try "# mine\nfilter = tr a-z A-Z\n".write(to: home.appendingPathComponent("dictate/config"), atomically: true, encoding: .utf8)
        let environment = ["DICTATE_TRANSCRIPTION": "scripted:quiet words", "XDG_CONFIG_HOME": home.path, "XDG_RUNTIME_DIR": home.path]
        let filtered = try await DictateBinary.run([], environment: environment)
        #expect(filtered.standardOutput == "QUIET WORDS\n", "\(filtered.standardError)")
        #expect(try await DictateBinary.run(["--filter", ""], environment: environment).standardOutput == "quiet words\n")
        #expect(try await DictateBinary.run(["--filter", "sed s/quiet/loud/"], environment: environment).standardOutput == "loud words\n")
    }

    @Test("--filter-timeout alone, or a limit that is not seconds, is a usage error")
    func usage() async throws {
        #expect(try await dictate(["--filter-timeout", "2"], script: "x").status == 64)
        #expect(try await dictate(["--filter", "cat", "--filter-timeout", "soon"], script: "x").status == 64)
    }
}

/// `--filter-whole`: the whole text through the command once, at the end.
@Suite("--filter-whole runs the whole text through a command once")
struct WholeFilterTests {
    @Test("the pieces are filtered as one text, once, and that text is the one printed, reported and saved")
    func onceAtTheEnd() async throws {
        let home = try DictateBinary.scratchDirectory()
        let runs = home.appendingPathComponent("runs")
        let saved = home.appendingPathComponent("saved")
        let environment = ["DICTATE_TRANSCRIPTION": "scripted:one two three", "XDG_CONFIG_HOME": home.path, "XDG_RUNTIME_DIR": home.path]
        let filter = "echo run >> \(DictateBinary.quoted(runs.path)); tr a-z A-Z | sed 's/ /-/g'"
        let result = try await DictateBinary.run(["--filter", filter, "--filter-whole", "--format", "jsonl", "--save", saved.path],
                                                 environment: environment)
        #expect(result.status == 0, "\(result.standardError)")
        let events = try result.standardOutput.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        let finals = events.filter { $0["type"] as? String == "final" }.compactMap { $0["text"] as? String }
        #expect(finals == ["ONE-TWO-THREE"], "\(result.standardOutput)")
        #expect(events.last?["text"] as? String == "ONE-TWO-THREE")
        #expect(try String(contentsOf: runs, encoding: .utf8) == "run\n")
        let transcript = try #require(try FileManager.default.contentsOfDirectory(atPath: saved.path).first { $0.hasSuffix(".txt") })
        #expect(try String(contentsOf: saved.appendingPathComponent(transcript), encoding: .utf8) == "ONE-TWO-THREE\n")

        let plain = try await DictateBinary.run(["--filter", "tr a-z A-Z | sed 's/ /-/g'", "--filter-whole"], environment: environment)
        #expect(plain.standardOutput == "ONE-TWO-THREE\n", "\(plain.standardOutput)")
    }

    @Test("--filter-whole alone is a usage error")
    func usage() async throws {
        let result = try await DictateBinary.run(["--filter-whole"], environment: ["DICTATE_TRANSCRIPTION": "scripted:x"])
        #expect(result.status == 64)
    }
}
