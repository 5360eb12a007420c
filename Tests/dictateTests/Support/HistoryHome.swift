import Foundation
import Testing
import TestSupport

/// A home of its own for the history tests: data (the history), settings and runtime folders, so
/// each test sees only the dictations it made.
struct HistoryHome {
    let folder: URL

    init() throws {
        folder = try DictateBinary.scratchDirectory()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("run"), withIntermediateDirectories: true)
    }

    var environment: [String: String] {
        ["XDG_DATA_HOME": folder.appendingPathComponent("data").path,
         "XDG_CONFIG_HOME": folder.appendingPathComponent("config").path,
         "XDG_RUNTIME_DIR": folder.appendingPathComponent("run").path]
    }

    var historyFile: URL { folder.appendingPathComponent("data/dictate/history.jsonl") }
    var historyFolder: URL { historyFile.deletingLastPathComponent() }

    /// The history file's text; "" when there is none.
    var historyText: String { (try? String(contentsOf: historyFile, encoding: .utf8)) ?? "" }

    /// Runs `dictate` with `arguments` in this home, with `extra` variables (a display's) too.
    func run(_ arguments: [String], extra: [String: String] = [:]) async throws -> ChildProcess.Result {
        let process = ProcessInfo.processInfo.environment
        // A desktop's own folders (a Wayland socket's runtime folder, IBus's settings) are its to
        // set; the history's folder stays this home's.
        let desktop = extra.filter { $0.key != "XDG_DATA_HOME" && process[$0.key] != $0.value }
        let variables = process.merging(environment) { $1 }.merging(desktop) { $1 }
        return try await ChildProcess.run([DictateBinary.path] + arguments, environment: variables)
    }

    /// Runs `dictate` and requires it to succeed; returns its standard output.
    func succeed(_ arguments: [String], extra: [String: String] = [:]) async throws -> String {
        let result = try await run(arguments, extra: extra)
        try #require(result.status == 0, "dictate \(arguments.joined(separator: " ")) exited \(result.status): \(result.standardError)")
        return result.standardOutput
    }

    /// A dictation of the scripted words `text` (no microphone, no model), printed to a pipe.
    func dictate(scripted text: String) async throws -> String {
        try await succeed([], extra: ["DICTATE_TRANSCRIPTION": "scripted:" + text])
    }

    /// The history as `dictate history --format json` gives it, newest first.
    func entries() async throws -> [[String: Any]] {
        let output = try await succeed(["history", "--format", "json"])
        return try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]], "\(output)")
    }

    /// The texts of the entries, newest first.
    func texts() async throws -> [String] {
        try await entries().map { $0["text"] as? String ?? "" }
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }
}
