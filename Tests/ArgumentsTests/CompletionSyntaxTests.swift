import Arguments
import Foundation
import Testing

@Suite struct CompletionSyntax {
    @Test(arguments: [Fixtures.root, Fixtures.awkward])
    func bashAcceptsTheScript(spec: CommandSpec) async throws {
        try await withTemporaryDirectory { directory in
            let path = try write(spec.completionScript(for: .bash), to: "completion.bash", in: directory)
            let result = try await runShell("bash", ["-n", path])
            #expect(result.status == 0, "\(result.errors)")
            #expect(result.errors.isEmpty)
        }
    }

    @Test(arguments: [Fixtures.root, Fixtures.awkward])
    func zshAcceptsTheScript(spec: CommandSpec) async throws {
        try await withTemporaryDirectory { directory in
            let path = try write(spec.completionScript(for: .zsh), to: "_completion", in: directory)
            let result = try await runShell("zsh", ["-n", path])
            #expect(result.status == 0, "\(result.errors)")
            #expect(result.errors.isEmpty)
        }
    }

    @Test(arguments: [Fixtures.root, Fixtures.awkward])
    func fishAcceptsTheScript(spec: CommandSpec) async throws {
        try await withTemporaryDirectory { directory in
            let path = try write(spec.completionScript(for: .fish), to: "completion.fish", in: directory)
            let result = try await runShell("fish", ["--no-execute", path])
            #expect(result.status == 0, "\(result.errors)")
            #expect(result.errors.isEmpty)
        }
    }

    @Test func zshRegistersTheFunctionWithCompsys() async throws {
        try await withTemporaryDirectory { directory in
            let path = try write(Fixtures.root.completionScript(for: .zsh), to: "_dictate", in: directory)
            let script = "autoload -Uz compinit && compinit -u -D && source \"$1\" && print -r -- ${_comps[dictate]}"
            let result = try await runShell("zsh", ["-f", "-c", script, "zsh", path])
            #expect(result.status == 0, "\(result.errors)")
            #expect(result.lines == ["_dictate"])
        }
    }
}
