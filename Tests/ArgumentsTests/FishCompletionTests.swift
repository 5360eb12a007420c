import Arguments
import Foundation
import Testing

/// Completes `line` the way fish would, in a directory holding `talk.wav`, `notes.txt` and a `voices` folder.
func fishCompletions(_ line: String, spec: CommandSpec = Fixtures.root) throws -> [String] {
    try withTemporaryDirectory { directory in
        let script = try write(spec.completionScript(for: .fish), to: "completion.fish", in: directory)
        let work = try makeWorkDirectory(in: directory)
        let command = "source $argv[1]; complete -C $argv[2]"
        let result = try runShell("fish", ["--no-config", "-c", command, script, line], in: work)
        #expect(result.status == 0, "\(result.errors)")
        return result.lines.sorted()
    }
}

@Suite struct FishCompletionBehaviour {
    @Test func subcommandsAtEachLevel() throws {
        #expect(try fishCompletions("dictate ") == ["models", "transcribe"])
        #expect(try fishCompletions("dictate models ") == ["download", "list"])
    }

    @Test func allowedValuesAfterAnOption() throws {
        #expect(try fishCompletions("dictate transcribe --format ") == ["jsonl", "srt", "text", "vtt"])
        #expect(try fishCompletions("dictate transcribe -m models --format=s") == ["--format=srt"])
    }

    @Test func optionsOfTheActiveCommand() throws {
        #expect(try fishCompletions("dictate models --") == ["--help", "--json"])
    }

    @Test func optionValueIsNotMistakenForASubcommand() throws {
        #expect(try fishCompletions("dictate -c models ") == ["models", "transcribe"])
        #expect(try fishCompletions("dictate --config=models ") == ["models", "transcribe"])
    }

    @Test func filesAndDirectories() throws {
        #expect(try fishCompletions("dictate transcribe ") == ["notes.txt", "talk.wav", "voices/"])
        #expect(try fishCompletions("dictate transcribe --models-dir ") == ["voices/"])
        #expect(try fishCompletions("dictate models download ") == ["base", "small", "tiny"])
    }

    @Test func awkwardTextSurvivesQuoting() throws {
        #expect(try fishCompletions("speech-bench --set ", spec: Fixtures.awkward) == ["a:b", "it's", "x(y)"])
        #expect(try fishCompletions("speech-bench r", spec: Fixtures.awkward) == ["run"])
    }
}
