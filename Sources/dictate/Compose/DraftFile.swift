import Foundation

/// The `--draft` file: loaded at start, replaced atomically (mode 0600) on every change, so killing
/// the process at any moment leaves either the previous or the new draft, never a torn one.
struct DraftFile: Sendable {
    /// Where the draft lives.
    let path: String

    /// The saved draft, or an empty one when the file doesn't exist yet.
    func load() throws -> String {
        guard FileManager.default.fileExists(atPath: path) else { return "" }
        return try String(contentsOfFile: path, encoding: .utf8)
    }

    /// Writes `text` to a private temporary file beside the draft, flushes it, and renames it over
    /// the draft. Returns whether it worked.
    @discardableResult
    func save(_ text: String) -> Bool {
        let url = URL(fileURLWithPath: path)
        var template = Array(url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).XXXXXX")
            .path.utf8CString)
        // mkstemp creates the file with mode 0600, so the draft is never readable by others.
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else { return false }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let written = Terminal.write(text, to: descriptor) && fsync(descriptor) == 0 && fchmod(descriptor, 0o600) == 0
        close(descriptor)
        guard written, rename(temporary, path) == 0 else {
            unlink(temporary)
            return false
        }
        return true
    }
}
