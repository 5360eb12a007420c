import Arguments
import Foundation
import Testing

/// Drives an interactive zsh in a pseudo-terminal: loads compsys and the script ($1), types the
/// line ($2) and a key bound to a completion widget that appends every match offered to a file ($3).
/// Waiting for the prompt before typing matters: zsh drops keys typed before its line editor starts.
let zshDriver = #"""
    zmodload zsh/zpty
    zpty z zsh -f -i
    zpty -w z "PS1='<zle>'; autoload -Uz compinit; compinit -u -D; source ${(q)1}"
    zpty -w z '_capture() { compadd() { local -a a; builtin compadd -O a "$@"; print -rl -- ${a:#} >> '${(q)3}'; builtin compadd "$@" }; _main_complete; unfunction compadd }'
    zpty -w z "zle -C capture complete-word _capture; bindkey '^T' capture; print READ''Y"
    zpty -r z line '*READY*'
    zpty -r z line '*<zle>'
    zpty -w -n z "$2"$'\x14'$'\x15'
    zpty -w z "print DO''NE"
    zpty -r z line '*DONE*'
    zpty -d z
    """#

/// Completes `line` the way zsh would, in a directory holding `talk.wav`, `notes.txt` and a `voices` folder.
func zshCompletions(_ line: String, spec: CommandSpec = Fixtures.root) async throws -> [String] {
    try await withTemporaryDirectory { directory in
        let script = try write(spec.completionScript(for: .zsh), to: "_\(spec.name)", in: directory)
        let driver = try write(zshDriver, to: "driver.zsh", in: directory)
        let matches = directory.appendingPathComponent("matches")
        let work = try makeWorkDirectory(in: directory)
        // `timeout` bounds a driver that waits forever for output that never comes.
        let result = try await runShell("timeout", ["60", "zsh", "-f", driver, script, line, matches.path], in: work)
        #expect(result.status == 0, "\(result.errors)")
        let text = (try? String(contentsOf: matches, encoding: .utf8)) ?? ""
        return Set(text.split(separator: "\n").map(String.init)).sorted()
    }
}

@Suite struct ZshCompletionBehaviour {
    @Test func subcommandsAtEachLevel() async throws {
        #expect(try await zshCompletions("dictate ") == ["models", "transcribe"])
        #expect(try await zshCompletions("dictate models ") == ["download", "list"])
        #expect(try await zshCompletions("dictate models download ") == ["base", "small", "tiny"])
    }

    @Test func optionsAndTheirValues() async throws {
        #expect(try await zshCompletions("dictate transcribe --o") == ["--output"])
        #expect(try await zshCompletions("dictate transcribe --format ") == ["jsonl", "srt", "text", "vtt"])
        #expect(try await zshCompletions("dictate transcribe --format=s") == ["srt"])
    }

    @Test func optionValueIsNotMistakenForASubcommand() async throws {
        #expect(try await zshCompletions("dictate -c models ") == ["models", "transcribe"])
    }

    @Test func filesAndDirectories() async throws {
        #expect(try await zshCompletions("dictate transcribe ") == ["notes.txt", "talk.wav", "voices"])
        #expect(try await zshCompletions("dictate transcribe --models-dir ") == ["voices"])
    }

    @Test func awkwardTextSurvivesQuoting() async throws {
        #expect(try await zshCompletions("speech-bench --set ", spec: Fixtures.awkward) == ["a:b", "it's", "x(y)"])
        #expect(try await zshCompletions("speech-bench r", spec: Fixtures.awkward) == ["run"])
    }
}
