import Arguments
import Foundation
import Testing

/// Completes the last of `words` the way bash would, in a directory holding `talk.wav`,
/// `notes.txt` and a `voices` folder.
func bashCompletions(_ words: [String], spec: CommandSpec = Fixtures.root) async throws -> [String] {
    try await withTemporaryDirectory { directory in
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
        let result = try await runShell("bash", ["-c", driver, "bash", script] + words, in: work)
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.errors.isEmpty, "\(result.errors)")
        return result.lines.sorted()
    }
}

@Suite struct BashCompletionBehaviour {
    @Test func subcommandsOfTheRoot() async throws {
        #expect(try await bashCompletions(["dictate", ""]) == ["models", "transcribe"])
        #expect(try await bashCompletions(["dictate", "tr"]) == ["transcribe"])
    }

    @Test func nestedSubcommands() async throws {
        #expect(try await bashCompletions(["dictate", "models", ""]) == ["download", "list"])
        #expect(try await bashCompletions(["dictate", "models", "--json", "d"]) == ["download"])
    }

    @Test func optionNamesOfTheActiveCommand() async throws {
        #expect(try await bashCompletions(["dictate", "transcribe", "--f"]) == ["--format"])
        #expect(try await bashCompletions(["dictate", "models", "-"]) == ["--help", "--json", "-h"])
        #expect(try await bashCompletions(["dictate", "--"]) == ["--config", "--help", "--version"])
    }

    @Test func allowedValuesOfAnOption() async throws {
        #expect(try await bashCompletions(["dictate", "transcribe", "--format", ""]) == ["jsonl", "srt", "text", "vtt"])
        #expect(try await bashCompletions(["dictate", "transcribe", "-f", "s"]) == ["srt"])
    }

    @Test func valueAfterEqualsSplitByWordBreaks() async throws {
        #expect(try await bashCompletions(["dictate", "transcribe", "--format", "=", "j"]) == ["jsonl"])
        #expect(try await bashCompletions(["dictate", "transcribe", "--format", "="]) == ["jsonl", "srt", "text", "vtt"])
    }

    @Test func valueAfterEqualsInOneWord() async throws {
        #expect(try await bashCompletions(["dictate", "transcribe", "--format=s"]) == ["--format=srt"])
    }

    @Test func freeTextValueOffersNothing() async throws {
        #expect(try await bashCompletions(["dictate", "transcribe", "--model", ""]) == [])
    }

    @Test func filesForFileArgumentsAndOptions() async throws {
        #expect(try await bashCompletions(["dictate", "transcribe", ""]) == ["notes.txt", "talk.wav", "voices"])
        #expect(try await bashCompletions(["dictate", "transcribe", "-o", "t"]) == ["talk.wav"])
    }

    @Test func directoriesOnlyForDirectoryOptions() async throws {
        #expect(try await bashCompletions(["dictate", "transcribe", "--models-dir", ""]) == ["voices"])
        #expect(try await bashCompletions(["speech-bench", "run", ""], spec: Fixtures.awkward) == ["voices"])
    }

    @Test func optionValueIsNotMistakenForASubcommand() async throws {
        #expect(try await bashCompletions(["dictate", "-c", "models", ""]) == ["models", "transcribe"])
        #expect(try await bashCompletions(["dictate", "--config", "=", "models", ""]) == ["models", "transcribe"])
        #expect(try await bashCompletions(["dictate", "--config=models", ""]) == ["models", "transcribe"])
        #expect(try await bashCompletions(["dictate", "transcribe", "-m", "models", "ta"]) == ["talk.wav"])
        #expect(try await bashCompletions(["dictate", "transcribe", "--model", "=", "models", "ta"]) == ["talk.wav"])
    }

    @Test func afterDoubleDashEverythingIsAnArgument() async throws {
        #expect(try await bashCompletions(["dictate", "transcribe", "--", "--f"]) == [])
        #expect(try await bashCompletions(["dictate", "transcribe", "--", "ta"]) == ["talk.wav"])
    }

    @Test func awkwardValuesSurviveQuoting() async throws {
        #expect(try await bashCompletions(["speech-bench", "--set", ""], spec: Fixtures.awkward) == ["a:b", "it's", "x(y)"])
        #expect(try await bashCompletions(["speech-bench", "-s", "x"], spec: Fixtures.awkward) == ["x(y)"])
    }

    @Test func fixedValuesOfAPositional() async throws {
        #expect(try await bashCompletions(["dictate", "models", "download", ""]) == ["base", "small", "tiny"])
        #expect(try await bashCompletions(["dictate", "models", "download", "tiny", ""]) == [])
    }
}
