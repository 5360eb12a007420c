import Foundation
import LiveStatus
import Synchronization

/// `--save DIR`: each session's audio and transcript, side by side.
///
/// The audio is written as it is captured and its header is kept up to date, so a crash leaves a
/// readable WAV of everything heard until then. The transcript is written when the session ends,
/// to a temporary file that is flushed and then renamed, so it is whole or absent. Neither ever
/// replaces an earlier file: names carry the start time and a suffix when that is taken.
final class SessionSaver: Sendable {
    let audio: WAVWriter
    let transcriptPath: String
    /// The first failure to write audio. A full disk fails every later chunk too, so after one the
    /// saver stops trying and keeps what was written.
    private let audioError = Mutex<SystemCallError?>(nil)

    init(directory: String, date: Date = Date()) throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        formatter.locale = Locale(identifier: "en_US_POSIX")
        var base = (directory as NSString).appendingPathComponent("dictate-\(formatter.string(from: date))")
        var suffix = 2
        while FileManager.default.fileExists(atPath: base + ".wav") || FileManager.default.fileExists(atPath: base + ".txt") {
            base = (directory as NSString).appendingPathComponent("dictate-\(formatter.string(from: date))-\(suffix)")
            suffix += 1
        }
        do {
            audio = try WAVWriter(path: base + ".wav")
        } catch {
            throw OutputError(what: base + ".wav", reason: "\(error)")
        }
        transcriptPath = base + ".txt"
    }

    /// Takes captured samples (the engine's audio tap, on the capture thread).
    func append(_ samples: [Float]) {
        audioError.withLock { failure in
            guard failure == nil else { return }
            do throws(SystemCallError) {
                try audio.append(samples)
            } catch {
                failure = error
            }
        }
    }

    /// Closes the audio and writes the transcript; returns what could not be saved, if anything.
    /// The transcript is written even when the audio failed: it is small, and it is what the user wants most.
    func finish(transcript: String) -> [OutputError] {
        var failures: [OutputError] = []
        if let error = audioError.withLock({ $0 }) {
            failures.append(OutputError(what: audio.path, reason: "\(error); it holds the first \(Self.clock(audio.duration)) only"))
        }
        do throws(SystemCallError) {
            try audio.close()
        } catch {
            if failures.isEmpty { failures.append(OutputError(what: audio.path, reason: "\(error)")) }
        }
        do throws(SystemCallError) {
            try AtomicFile.write(Data((transcript + "\n").utf8), to: URL(fileURLWithPath: transcriptPath))
        } catch {
            failures.append(OutputError(what: transcriptPath, reason: "\(error)"))
        }
        return failures
    }

    private static func clock(_ seconds: Double) -> String {
        String(format: "%d:%02d", Int(seconds) / 60, Int(seconds) % 60)
    }
}
