import Foundation
import Testing
import TestSupport

/// What a finished shell process printed and returned.
struct ShellResult {
    let status: Int32
    let output: String
    let errors: String

    /// Non-empty output lines, tab-separated descriptions (fish) removed.
    var lines: [String] {
        output.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }
    }
}

/// Runs `program` (looked up on PATH) with `arguments`, optionally in `directory`.
///
/// A missing program fails the calling test rather than skipping it: the completion checks are
/// only meaningful when the shells exist, so the environment must install bash, zsh and fish.
func runShell(_ program: String, _ arguments: [String], in directory: URL? = nil) async throws -> ShellResult {
    // Spawned off the cooperative pool: the shells take seconds, and a blocked pool thread stalls
    // every other test running meanwhile.
    let result = try await ChildProcess.run(["/usr/bin/env", "-C", directory?.path ?? FileManager.default.currentDirectoryPath,
                                             program] + arguments)
    if result.status == 127 {
        Issue.record("\(program) is not installed (apt-get install -y \(program))")
    }
    return ShellResult(status: result.status, output: result.standardOutput, errors: result.standardError)
}

/// A fresh directory, removed when `body` returns.
func withTemporaryDirectory<T>(_ body: (URL) async throws -> T) async throws -> T {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("ArgumentsTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    return try await body(directory)
}

/// Writes `text` to `name` inside `directory` and returns its path.
func write(_ text: String, to name: String, in directory: URL) throws -> String {
    let url = directory.appendingPathComponent(name)
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
}

/// Makes `directory/work` holding `talk.wav`, `notes.txt` and a `voices` folder, for file completion.
func makeWorkDirectory(in directory: URL) throws -> URL {
    let work = directory.appendingPathComponent("work")
    try FileManager.default.createDirectory(
        at: work.appendingPathComponent("voices"), withIntermediateDirectories: true)
    _ = try write("", to: "talk.wav", in: work)
    _ = try write("", to: "notes.txt", in: work)
    return work
}
