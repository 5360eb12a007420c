import Foundation

/// The person's IBus engine while dictate's is switched in, kept in a file so that a dictation that
/// was killed gives it back at the next start: the daemon forgets dictate's engine when its
/// process dies, but not which engine was in before.
struct SavedEngine: Sendable {
    let file: URL

    /// `$XDG_RUNTIME_DIR/dictate/ibus-engine`, or under the cache folder when there is no runtime folder.
    init(environment: [String: String]) {
        let folder = environment["XDG_RUNTIME_DIR"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? URL(fileURLWithPath: environment["XDG_CACHE_HOME"] ?? "\(environment["HOME"] ?? NSTemporaryDirectory())/.cache")
        file = folder.appendingPathComponent("dictate/ibus-engine")
    }

    init(file: URL) {
        self.file = file
    }

    func read() -> String? {
        guard let name = try? String(contentsOf: file, encoding: .utf8) else { return nil }
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? nil : trimmed
    }

    func write(_ engine: String) {
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? Data((engine + "\n").utf8).write(to: file, options: .atomic)
    }

    func remove() {
        try? FileManager.default.removeItem(at: file)
    }
}
