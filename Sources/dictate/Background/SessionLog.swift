import Foundation
import LiveStatus

/// The background dictations' log file (``BackgroundLog/path(environment:)``), appended to by the
/// `dictate` that starts a dictation, the dictation itself (its output too) and nothing else.
struct SessionLog {
    let path: String

    /// The log at `path`, its folder created if missing.
    init(path: String = BackgroundLog.path()) throws {
        self.path = path
        do {
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
        } catch {
            throw Failure("Cannot create the log's folder for \(path): \(error.localizedDescription)", exitCode: ExitCode.ioError)
        }
    }

    /// Appends a dated line; a log that cannot be written must not stop a dictation, so failures are dropped.
    func append(_ message: String) {
        let fd = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return }
        defer { close(fd) }
        _ = Terminal.write(BackgroundLog.line(message, pid: getpid()), to: fd)
    }

    /// The log's length now, to read what is written after it with ``errors(after:)``.
    var length: UInt64 {
        ((try? FileManager.default.attributesOfItem(atPath: path)[.size]) as? NSNumber)?.uint64Value ?? 0
    }

    /// The error lines (`dictate: …`) written after `offset`, without their prefix.
    func errors(after offset: UInt64) -> [String] {
        text(after: offset).split(separator: "\n")
            .filter { $0.hasPrefix("dictate: ") }.map { String($0.dropFirst("dictate: ".count)) }
    }

    /// Whether a background dictation wrote how it ended (``BackgroundSession``) after `offset`.
    func ended(after offset: UInt64) -> Bool {
        let text = text(after: offset)
        return text.contains("]: \(Self.endedLine)") || text.contains("]: \(Self.failedLine)")
    }

    /// How the line a background dictation ends with begins, when it ended well or failed.
    static let endedLine = "dictation ended", failedLine = "dictation failed"

    private func text(after offset: UInt64) -> String {
        guard let handle = FileHandle(forReadingAtPath: path) else { return "" }
        defer { try? handle.close() }
        guard (try? handle.seek(toOffset: offset)) != nil, let data = try? handle.readToEnd() else { return "" }
        return String(decoding: data, as: UTF8.self)
    }
}
