/// Why an audio file could not be turned into samples.
public enum AudioFileError: Error, Sendable, Equatable, CustomStringConvertible {
    case notFound(String)
    case isDirectory(String)
    case notRegularFile(String)
    case permissionDenied(String)
    case unrecognised(String, detail: String)
    case badFormat(String, detail: String)
    /// A container libsndfile knows but dictate does not read.
    case unsupportedFormat(String, format: String)
    /// A WAV file whose header libsndfile refused; the detail names the field at fault.
    case unusableWAVHeader(String, detail: String)
    /// A file of no bytes at all.
    case emptyFile(String)
    /// A file with a header but no samples.
    case empty(String)
    case tooLarge(String, limit: Int)
    /// More audio than ``AudioFile/maximumDuration`` (seconds).
    case tooLong(String, limit: Int)
    case readFailed(String, detail: String)
    case resamplingFailed(String, detail: String)

    public var description: String {
        switch self {
        case .notFound(let path):
            "\(path): no such file."
        case .isDirectory(let path):
            "\(path) is a directory; give an audio file."
        case .notRegularFile(let path):
            "\(path) is not a regular file (a device or a socket?); give an audio file, or - for standard input."
        case .permissionDenied(let path):
            "\(path) can't be read: permission denied."
        case .unrecognised(let path, let detail):
            "\(path) is not an audio file dictate can read (\(detail)). WAV, FLAC, Ogg Vorbis/Opus and MP3 are supported."
        case .badFormat(let path, let detail):
            "\(path) declares an unusable format: \(detail)."
        case .unsupportedFormat(let path, let format):
            "\(path) is in the \(format) format, which dictate does not read. Convert it to WAV, FLAC, Ogg or MP3 first (sox and ffmpeg can)."
        case .unusableWAVHeader(let path, let detail):
            "\(path) can't be decoded: its WAV header \(detail)."
        case .emptyFile(let path):
            "\(path) is empty (0 bytes); there is nothing to transcribe."
        case .empty(let path):
            "\(path) holds no audio."
        case .tooLong(let path, let limit):
            "\(path) is too long: dictate reads at most \(limit / 3600) hours at once. Split it into shorter files first."
        case .tooLarge(let path, let limit):
            "\(path) is larger than \(limit / (1 << 20)) MiB; split it or convert it to a file first."
        case .readFailed(let path, let detail):
            "\(path) could not be read to the end: \(detail)."
        case .resamplingFailed(let path, let detail):
            "\(path) could not be converted to 16 kHz: \(detail)."
        }
    }
}
