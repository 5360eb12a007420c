import Arguments
import Foundation
import Testing

/// Completes the last of `words` the way bash would, in a directory holding `talk.wav`,
/// `notes.txt` and a `voices` folder.
func bashCompletions(_ words: [String], spec: CommandSpec = Fixtures.root) throws -> [String] {
    try withTemporaryDirectory { directory in
        let script = try write(spec.completionScript(for: .bash), to: "completion.bash", in: directory)
        let work = try makeWorkDirectory(in: directory)
        let function = "_" + spec.name.replacingOccurrences(of: "-", with: "_")
        let driver = """
            source "$1" || exit 90
            shift
            COMP_WORDS=("$@")
            COMP_CWORD=$(( $# - 1 ))
            COMP_LINE="$*"
            \(function) || exit 91
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let result = try runShell("bash", ["-c", driver, "bash", script] + words, in: work)
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.errors.isEmpty, "\(result.errors)")
        return result.lines.sorted()
    }
}

@Suite struct BashCompletionBehaviour {
    @Test func subcommandsOfTheRoot() throws {
        #expect(try bashCompletions(["dictate", ""]) == ["models", "transcribe"])
        #expect(try bashCompletions(["dictate", "tr"]) == ["transcribe"])
    }

    @Test func nestedSubcommands() throws {
        #expect(try bashCompletions(["dictate", "models", ""]) == ["download", "list"])
        #expect(try bashCompletions(["dictate", "models", "--json", "d"]) == ["download"])
    }

    @Test func optionNamesOfTheActiveCommand() throws {
        #expect(try bashCompletions(["dictate", "transcribe", "--f"]) == ["--format"])
        #expect(try bashCompletions(["dictate", "models", "-"]) == ["--help", "--json", "-h"])
        #expect(try bashCompletions(["dictate", "--"]) == ["--config", "--help", "--version"])
    }

    @Test func allowedValuesOfAnOption() throws {
        #expect(try bashCompletions(["dictate", "transcribe", "--format", ""]) == ["jsonl", "srt", "text", "vtt"])
        #expect(try bashCompletions(["dictate", "transcribe", "-f", "s"]) == ["srt"])
    }

    @Test func valueAfterEqualsSplitByWordBreaks() throws {
        #expect(try bashCompletions(["dictate", "transcribe", "--format", "=", "j"]) == ["jsonl"])
        #expect(try bashCompletions(["dictate", "transcribe", "--format", "="]) == ["jsonl", "srt", "text", "vtt"])
    }

    @Test func valueAfterEqualsInOneWord() throws {
        #expect(try bashCompletions(["dictate", "transcribe", "--format=s"]) == ["--format=srt"])
    }

    @Test func freeTextValueOffersNothing() throws {
        #expect(try bashCompletions(["dictate", "transcribe", "--model", ""]) == [])
    }

    @Test func filesForFileArgumentsAndOptions() throws {
        #expect(try bashCompletions(["dictate", "transcribe", ""]) == ["notes.txt", "talk.wav", "voices"])
        #expect(try bashCompletions(["dictate", "transcribe", "-o", "t"]) == ["talk.wav"])
    }

    @Test func directoriesOnlyForDirectoryOptions() throws {
        #expect(try bashCompletions(["dictate", "transcribe", "--models-dir", ""]) == ["voices"])
        #expect(try bashCompletions(["speech-bench", "run", ""], spec: Fixtures.awkward) == ["voices"])
    }

    @Test func optionValueIsNotMistakenForASubcommand() throws {
        #expect(try bashCompletions(["dictate", "-c", "models", ""]) == ["models", "transcribe"])
        #expect(try bashCompletions(["dictate", "--config", "=", "models", ""]) == ["models", "transcribe"])
        #expect(try bashCompletions(["dictate", "--config=models", ""]) == ["models", "transcribe"])
        #expect(try bashCompletions(["dictate", "transcribe", "-m", "models", "ta"]) == ["talk.wav"])
        #expect(try bashCompletions(["dictate", "transcribe", "--model", "=", "models", "ta"]) == ["talk.wav"])
    }

    @Test func afterDoubleDashEverythingIsAnArgument() throws {
        #expect(try bashCompletions(["dictate", "transcribe", "--", "--f"]) == [])
        #expect(try bashCompletions(["dictate", "transcribe", "--", "ta"]) == ["talk.wav"])
    }

    @Test func awkwardValuesSurviveQuoting() throws {
        #expect(try bashCompletions(["speech-bench", "--set", ""], spec: Fixtures.awkward) == ["a:b", "it's", "x(y)"])
        #expect(try bashCompletions(["speech-bench", "-s", "x"], spec: Fixtures.awkward) == ["x(y)"])
    }

    @Test func fixedValuesOfAPositional() throws {
        #expect(try bashCompletions(["dictate", "models", "download", ""]) == ["base", "small", "tiny"])
        #expect(try bashCompletions(["dictate", "models", "download", "tiny", ""]) == [])
    }
}
