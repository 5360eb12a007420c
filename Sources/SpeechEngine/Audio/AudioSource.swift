import Foundation

/// Where a session's audio comes from, as a value: the microphone, a file, or a test's samples.
///
/// ``open`` is called on the capture thread and returns a reader used only from that thread. Every
/// source delivers 16 kHz mono float samples in small chunks (at most 50 ms), which is what keeps
/// the level meter live.
public struct AudioSource: Sendable {
    /// A name for messages: the device, or the file.
    public var name: String
    /// Starts capturing. Throws ``TranscriptionError``.
    public var open: @Sendable () throws -> AudioReader

    public init(name: String, open: @escaping @Sendable () throws -> AudioReader) {
        self.name = name
        self.open = open
    }
}

/// An open capture: blocking reads of the next chunk, and a close.
public struct AudioReader {
    /// Blocks until the next chunk is ready. `nil` means the input ended (files); a live source
    /// ends only by throwing (``TranscriptionError/interrupted(_:)``) or being closed.
    public var read: () throws -> [Float]?
    /// Releases the device or file. Called once, on the capture thread.
    public var close: () -> Void

    public init(read: @escaping () throws -> [Float]?, close: @escaping () -> Void = {}) {
        self.read = read
        self.close = close
    }
}

/// How a recording is played into the pipeline.
public enum Pacing: Sendable, Equatable {
    /// As a microphone delivers it: one chunk per chunk's duration.
    case realtime
    /// As fast as the pipeline takes it, one step at a time, so that results match real time's.
    case asFastAsPossible
}

extension AudioSource {
    /// Chunk length for sources that are not a sound server: 20 ms.
    static let chunkLength = 320

    /// Plays `samples` (16 kHz mono), then ends.
    public static func samples(_ samples: [Float], name: String = "samples", pacing: Pacing) -> AudioSource {
        AudioSource(name: name) {
            var position = 0
            let clock = ContinuousClock()
            let started = clock.now
            return AudioReader(read: {
                guard position < samples.count else { return nil }
                let end = min(position + chunkLength, samples.count)
                defer { position = end }
                if pacing == .realtime {
                    let due = started + .microseconds(Int64(end) * 1_000_000 / 16_000)
                    let wait = due - clock.now
                    if wait > .zero { Thread.sleep(forTimeInterval: wait.inSeconds) }
                }
                return Array(samples[position..<end])
            })
        }
    }

    /// Reads the file at `path` (or standard input for "-") and plays it.
    public static func file(_ path: String, pacing: Pacing) -> AudioSource {
        AudioSource(name: path) {
            let audio: AudioFile
            do { audio = try AudioFile(path: path) } catch let error as AudioFileError {
                throw TranscriptionError.unavailable(error.description)
            }
            return try samples(audio.samples, name: path, pacing: pacing).open()
        }
    }
}
