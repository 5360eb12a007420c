import Arguments
import Foundation
import Testing

/// Completes `line` the way fish would, in a directory holding `talk.wav`, `notes.txt` and a `voices` folder.
func fishCompletions(_ line: String, spec: CommandSpec = Fixtures.root) async throws -> [String] {
    try await withTemporaryDirectory { directory in
        let script = try write(spec.completionScript(for: .fish), to: "completion.fish", in: directory)
        let work = try makeWorkDirectory(in: directory)
        let command = "source $argv[1]; complete -C $argv[2]"
        let result = try await runShell("fish", ["--no-config", "-c", command, script, line], in: work)
        #expect(result.status == 0, "\(result.errors)")
        return result.lines.sorted()
    }
}

@Suite struct FishCompletionBehaviour {
    @Test func subcommandsAtEachLevel() async throws {
        #expect(try await fishCompletions("dictate ") == ["models", "transcribe"])
        #expect(try await fishCompletions("dictate models ") == ["download", "list"])
    }

    @Test func allowedValuesAfterAnOption() async throws {
        #expect(try await fishCompletions("dictate transcribe --format ") == ["jsonl", "srt", "text", "vtt"])
        #expect(try await fishCompletions("dictate transcribe -m models --format=s") == ["--format=srt"])
    }

    @Test func optionsOfTheActiveCommand() async throws {
        #expect(try await fishCompletions("dictate models --") == ["--help", "--json"])
    }

    @Test func optionValueIsNotMistakenForASubcommand() async throws {
        #expect(try await fishCompletions("dictate -c models ") == ["models", "transcribe"])
        #expect(try await fishCompletions("dictate --config=models ") == ["models", "transcribe"])
    }

    @Test func filesAndDirectories() async throws {
        #expect(try await fishCompletions("dictate transcribe ") == ["notes.txt", "talk.wav", "voices/"])
        #expect(try await fishCompletions("dictate transcribe --models-dir ") == ["voices/"])
        #expect(try await fishCompletions("dictate models download ") == ["base", "small", "tiny"])
    }

    @Test func awkwardTextSurvivesQuoting() async throws {
        #expect(try await fishCompletions("speech-bench --set ", spec: Fixtures.awkward) == ["a:b", "it's", "x(y)"])
        #expect(try await fishCompletions("speech-bench r", spec: Fixtures.awkward) == ["run"])
    }
}
