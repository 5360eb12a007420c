import Foundation
import LiveStatus

/// `--save DIR`: each session's audio and transcript, side by side.
///
/// The audio is written as it is captured and its header is kept up to date, so a crash leaves a
/// readable WAV of everything heard until then. The transcript is written when the session ends,
/// to a temporary file that is then renamed, so it is whole or absent.
final class SessionSaver: Sendable {
    let audio: WAVWriter
    let transcriptPath: String

    init(directory: String, date: Date = Date()) throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        formatter.locale = Locale(identifier: "en_US_POSIX")
        var base = (directory as NSString).appendingPathComponent("dictate-\(formatter.string(from: date))")
        var suffix = 2
        while FileManager.default.fileExists(atPath: base + ".wav") {
            base = (directory as NSString).appendingPathComponent("dictate-\(formatter.string(from: date))-\(suffix)")
            suffix += 1
        }
        audio = try WAVWriter(path: base + ".wav")
        transcriptPath = base + ".txt"
    }

    /// Takes captured samples (the engine's audio tap, on the capture thread).
    func append(_ samples: [Float]) {
        try? audio.append(samples)
    }

    /// Closes the audio and writes the transcript.
    func finish(transcript: String) throws {
        try audio.close()
        let temporary = transcriptPath + ".tmp"
        do {
            try Data((transcript + "\n").utf8).write(to: URL(fileURLWithPath: temporary))
            guard rename(temporary, transcriptPath) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        } catch {
            unlink(temporary)
            throw OutputError(what: transcriptPath, reason: "\(error)")
        }
    }
}
