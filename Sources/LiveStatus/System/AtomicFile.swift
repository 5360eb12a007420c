import Foundation
import Glibc

/// Writes files so that a reader sees the old content or the new, never a part: a temporary file
/// beside the target, flushed to disk, then renamed over it. On failure (a full disk) the target is
/// left as it was and the temporary file is removed.
public enum AtomicFile {
    /// Replaces the file at `url` with `data`, or leaves it as it was and throws.
    public static func write(_ data: Data, to url: URL, mode: mode_t = 0o600) throws(SystemCallError) {
        let folder = url.deletingLastPathComponent().path
        let temporary = "\(folder)/.\(url.lastPathComponent).tmp-\(UUID().uuidString)"
        do throws(SystemCallError) {
            let fd = try systemCall("open") { open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode) }
            defer { Glibc.close(fd) }
            try writeAll(data, to: fd)
            try systemCall("fsync") { fsync(fd) }
            try systemCall("rename") { rename(temporary, url.path) }
        } catch {
            unlink(temporary)
            throw error
        }
        try syncFolder(folder)
    }

    /// Writes every byte of `data`, however many calls it takes.
    public static func writeAll(_ data: Data, to fd: Int32, at offset: off_t? = nil) throws(SystemCallError) {
        var written = 0
        while written < data.count {
            written += try systemCall(offset == nil ? "write" : "pwrite") {
                data.withUnsafeBytes { bytes in
                    let start = bytes.baseAddress! + written
                    let remaining = bytes.count - written
                    if let offset { return pwrite(fd, start, remaining, offset + off_t(written)) }
                    return Glibc.write(fd, start, remaining)
                }
            }
        }
    }

    /// Flushes a folder's entries, so a rename or a new file in it survives a power cut.
    public static func syncFolder(_ path: String) throws(SystemCallError) {
        let fd = try systemCall("open") { open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        defer { Glibc.close(fd) }
        try systemCall("fsync") { fsync(fd) }
    }
}
