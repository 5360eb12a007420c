import Foundation

/// The user's settings file, `$XDG_CONFIG_HOME/dictate/config` (`~/.config/dictate/config`).
///
/// One `key = value` a line, `#` starting a comment. Only the keys it is asked about are read or
/// rewritten; every other line is kept as it was, so the file stays the user's to edit by hand.
public struct UserConfiguration: Sendable {
    /// The settings file.
    public var url: URL

    /// The key holding the model used when none is named (`dictate models default`).
    public static let modelKey = "model"

    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        let home = environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (environment["HOME"] ?? NSHomeDirectory()) + "/.config"
        url = URL(fileURLWithPath: home).appendingPathComponent("dictate/config")
    }

    /// The value of `key`, or nil when the file or the key is absent.
    public func value(_ key: String) -> String? {
        lines().lazy.compactMap { Self.entry($0) }.last { $0.key == key }?.value
    }

    /// Sets `key` to `value`, or removes it when `value` is nil, replacing the file atomically.
    public func set(_ key: String, to value: String?) throws(ModelStoreError) {
        var lines = lines().filter { Self.entry($0)?.key != key }
        if let value { lines.append("\(key) = \(value)") }
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".config.\(getpid()).partial")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: temporary)
            guard rename(temporary.path, url.path) == 0 else { throw CocoaError(.fileWriteUnknown) }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw .io(path: url.path, reason: "the settings can't be saved (\(error.localizedDescription))")
        }
    }

    private func lines() -> [String] {
        guard let data = FileManager.default.contents(atPath: url.path) else { return [] }
        var lines = String(decoding: data, as: UTF8.self).components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    private static func entry(_ line: String) -> (key: String, value: String)? {
        let text = line.trimmingCharacters(in: .whitespaces)
        guard !text.hasPrefix("#"), let equals = text.firstIndex(of: "=") else { return nil }
        return (text[..<equals].trimmingCharacters(in: .whitespaces),
                text[text.index(after: equals)...].trimmingCharacters(in: .whitespaces))
    }
}
