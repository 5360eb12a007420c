import Foundation
import Testing
import TestSupport

/// A folder of its own for one recording, as its runtime (control socket) and data (drafts) home,
/// so that `dictate stop|pause|resume|status` reach that recording and no other.
struct RecordingHome {
    let folder: URL

    init() throws { folder = try DictateBinary.scratchDirectory() }

    /// What the recording `dictate` and every command that talks to it are given.
    var environment: [String: String] {
        ["XDG_RUNTIME_DIR": folder.path, "XDG_DATA_HOME": folder.appendingPathComponent("data").path]
    }

    /// A shell command that runs `dictate` with `arguments` in this home, with `variables` set too.
    func command(_ arguments: [String], variables: [String: String] = [:]) -> String {
        let assignments = environment.merging(variables) { $1 }
            .map { "\($0.key)=\(DictateBinary.quoted($0.value))" }.sorted().joined(separator: " ")
        return "env \(assignments) " + ([DictateBinary.path] + arguments).map(DictateBinary.quoted).joined(separator: " ")
    }

    /// Runs `dictate` with `arguments` against this home's recording.
    func run(_ arguments: [String]) async throws -> ChildProcess.Result {
        try await DictateBinary.run(arguments, environment: environment)
    }

    /// Runs `dictate stop` and returns the draft folder it names.
    func stop() async throws -> String {
        let stop = try await run(["stop"])
        #expect(stop.status == 0, "\(stop.standardError)")
        #expect(stop.standardOutput.hasPrefix("Saved the recording to "), "\(stop.standardOutput)")
        return String(stop.standardOutput.dropFirst("Saved the recording to ".count))
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
