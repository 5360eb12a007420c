import Foundation

/// The `dictate` binary the end-to-end tests drive: `DICTATE_BINARY` when set, otherwise the debug
/// build in this repository.
enum ComposeBinary {
    /// The binary's path.
    static let path: String = {
        if let path = ProcessInfo.processInfo.environment["DICTATE_BINARY"], !path.isEmpty { return path }
        let repository = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return repository.appendingPathComponent(".build/debug/dictate").path
    }()

    /// Whether the binary exists and tmux can drive it.
    static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: path) && Tmux.isAvailable }

    /// A shell command line that runs `dictate compose` with `arguments`, transcribing `script`.
    static func command(_ arguments: [String] = [], script: String = "") -> String {
        let words = script.isEmpty ? "" : "DICTATE_TRANSCRIPTION=\(quoted("scripted:" + script)) "
        return "exec env \(words)\(quoted(path)) compose " + arguments.map(quoted).joined(separator: " ")
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
