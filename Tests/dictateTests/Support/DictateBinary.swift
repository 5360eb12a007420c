import Foundation
import TestSupport

/// The `dictate` binary the end-to-end tests drive: `DICTATE_BINARY` when set, otherwise the debug
/// build in this repository.
enum DictateBinary {
    /// The checkout these tests belong to.
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The binary's path.
    static let path: String = {
        if let path = ProcessInfo.processInfo.environment["DICTATE_BINARY"], !path.isEmpty { return path }
        return repository.appendingPathComponent(".build/debug/dictate").path
    }()

    /// Runs `dictate` with `arguments` to its end; standard input from the file `input` if given.
    static func run(_ arguments: [String], input: String? = nil, environment: [String: String] = [:]) async throws -> ChildProcess.Result {
        try await ChildProcess.run([path] + arguments, environment: ProcessInfo.processInfo.environment.merging(environment) { $1 },
                                   standardInput: input)
    }

    /// The repository's generated test clip `name`.
    static func audio(_ name: String) -> String {
        repository.appendingPathComponent("Tests/Audio/\(name)").path
    }

    /// A shell command line that runs `dictate compose` (or `subcommand`) with `arguments`,
    /// transcribing `script`, with `environment` set and the variables in `unset` removed.
    static func command(_ arguments: [String] = [], script: String = "", environment: [String: String] = [:],
                        unset: [String] = [], subcommand: String = "compose") -> String {
        let words = script.isEmpty ? [:] : ["DICTATE_TRANSCRIPTION": "scripted:" + script]
        let removed = unset.map { "-u \($0) " }.joined()
        let assignments = environment.merging(words) { $1 }.sorted { $0.key < $1.key }
            .map { "\($0.key)=\(quoted($0.value)) " }.joined()
        return "exec env \(removed)\(assignments)\(quoted(path)) \(subcommand) " + arguments.map(quoted).joined(separator: " ")
    }

    /// `text` quoted for `sh`.
    static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// A fresh scratch directory for one test.
    static func scratchDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("dictate-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
