import CSampleRate
import CSndFile
import Foundation
import Synchronization

/// Audio read from a file into 16 kHz mono float samples, the only format the engine works in.
///
/// Decoding is libsndfile's (WAV in its integer, float and extensible forms, FLAC, Ogg Vorbis and
/// Opus, MP3 where the library has it); resampling is libsamplerate's band-limited sinc converter.
/// Channels are averaged into one.
public struct AudioFile: Sendable {
    /// The rate every sample in the engine runs at.
    public static let sampleRate = 16_000
    /// Standard input is read into memory first; past this it is refused rather than waited on forever.
    public static let standardInputLimit = 1 << 30
    /// The longest audio read, in seconds. Samples are held in memory (230 MB for this much), so an
    /// endless or absurdly long input is refused rather than allowed to take the machine's memory.
    public static let maximumDuration = 4 * 3600

    /// 16 kHz mono samples in -1...1.
    public var samples: [Float]
    /// The file's own rate and channel count, for messages.
    public var sourceRate: Int
    public var sourceChannels: Int

    /// Seconds of audio.
    public var duration: Double { Double(samples.count) / Double(Self.sampleRate) }

    /// Reads `path`, or standard input when `path` is "-".
    public init(path: String) throws(AudioFileError) {
        self = path == "-" ? try Self.decodeStandardInput() : try Self.decodeFile(at: path)
    }

    /// Reads audio held in memory (a whole file's bytes).
    public init(data: Data, name: String) throws(AudioFileError) {
        self = try Self.decode(data: data, name: name)
    }

    private init(samples: [Float], sourceRate: Int, sourceChannels: Int) {
        self.samples = samples
        self.sourceRate = sourceRate
        self.sourceChannels = sourceChannels
    }

    private static func decodeFile(at path: String) throws(AudioFileError) -> AudioFile {
        var status = stat()
        guard stat(path, &status) == 0 else {
            throw errno == EACCES ? .permissionDenied(path) : .notFound(path)
        }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: throw .isDirectory(path)
        case S_IFREG: break
        default: throw .notRegularFile(path)
        }
        guard access(path, R_OK) == 0 else { throw .permissionDenied(path) }
        guard status.st_size > 0 else { throw .emptyFile(path) }
        try refuseBeforeOpening(head(of: path), name: path)
        var info = SF_INFO()
        let file: OpaquePointer
        do throws(OpenRefused) { file = try open { sf_open(path, Int32(SFM_READ), &info) } } catch {
            throw refusal(path, reason: error.reason, head: head(of: path))
        }
        defer { sf_close(file) }
        return try read(file, info: info, name: path)
    }

    private static func decodeStandardInput() throws(AudioFileError) -> AudioFile {
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(0, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .readFailed("standard input", detail: String(cString: strerror(errno)))
            }
            if count == 0 { break }
            data.append(contentsOf: chunk[0..<count])
            guard data.count <= standardInputLimit else { throw .tooLarge("standard input", limit: standardInputLimit) }
        }
        return try decode(data: data, name: "standard input")
    }

    private static func decode(data: Data, name: String) throws(AudioFileError) -> AudioFile {
        guard !data.isEmpty else { throw .emptyFile(name) }
        try refuseBeforeOpening(data.prefix(headLength), name: name)
        let memory = MemoryFile(data: data)
        var io = MemoryFile.callbacks
        var info = SF_INFO()
        let result: Result<AudioFile, AudioFileError> = withExtendedLifetime(memory) {
            let file: OpaquePointer
            do throws(OpenRefused) {
                file = try open { sf_open_virtual(&io, Int32(SFM_READ), &info, Unmanaged.passUnretained(memory).toOpaque()) }
            } catch {
                return .failure(refusal(name, reason: error.reason, head: data.prefix(headLength)))
            }
            defer { sf_close(file) }
            return Result { () throws(AudioFileError) in try read(file, info: info, name: name) }
        }
        return try result.get()
    }

    /// Held from an open until its failure is read: libsndfile keeps the reason a failed open
    /// gives in one variable for the whole process, and any other open clears it.
    private static let opening = Mutex(())

    /// Opens with `body`, or throws the reason libsndfile refused, read before another open can
    /// replace it.
    private static func open(_ body: () -> OpaquePointer?) throws(OpenRefused) -> OpaquePointer {
        let opened: Result<OpaquePointer, OpenRefused> = opening.withLock { _ in
            guard let file = body() else { return .failure(OpenRefused(reason: String(cString: sf_strerror(nil)))) }
            return .success(file)
        }
        return try opened.get()
    }

    /// The most samples reserved ahead of reading: 64 MiB, about 17 minutes of 16 kHz mono.
    private static let reserveLimit = 1 << 24

    /// The containers read: those the documentation names (WAV with its 64-bit forms, FLAC, Ogg and
    /// MP3) and the other everyday ones (AIFF, AU, CAF). libsndfile reads a score of rarer formats
    /// too, but they are little used and less tried, and its SDS reader prints to standard output on
    /// damaged blocks, into the middle of a transcript (see ``refuseBeforeOpening(_:name:)``).
    private static let readFormats: Set<Int> = [
        SF_FORMAT_WAV, SF_FORMAT_WAVEX, SF_FORMAT_RF64, SF_FORMAT_W64, SF_FORMAT_FLAC, SF_FORMAT_OGG,
        SF_FORMAT_MPEG, SF_FORMAT_AIFF, SF_FORMAT_AU, SF_FORMAT_CAF,
    ]

    /// Refuses, by its first bytes, a file whose libsndfile reader misbehaves inside `sf_open`,
    /// before a refusal afterwards could help: the SDS reader reads its first blocks while opening,
    /// and printf()s a line to standard output for each damaged one (the marker test is
    /// libsndfile's), and a WAV whose header contradicts itself opens and decodes to noise.
    private static func refuseBeforeOpening(_ head: Data, name: String) throws(AudioFileError) {
        if let contradiction = WAVHeaderCheck.contradiction(in: head) { throw .unusableWAVHeader(name, detail: contradiction) }
        let bytes = [UInt8](head.prefix(4))
        if bytes.count == 4, bytes[0] == 0xF0, bytes[1] == 0x7E, bytes[2] & 0x80 == 0, bytes[3] == 0x01 {
            throw .unsupportedFormat(name, format: formatName(SF_FORMAT_SDS))
        }
    }

    /// libsndfile's name for a container, such as "SDS (Midi Sample Dump Standard)".
    private static func formatName(_ container: Int) -> String {
        var format = SF_FORMAT_INFO()
        format.format = Int32(container)
        guard sf_command(nil, Int32(SFC_GET_FORMAT_INFO), &format, Int32(MemoryLayout<SF_FORMAT_INFO>.size)) == 0,
              let name = format.name else { return "0x" + String(container, radix: 16) }
        return String(cString: name)
    }

    /// Decodes every frame, mixing channels into one and converting to 16 kHz a block at a time.
    private static func read(_ file: OpaquePointer, info: SF_INFO, name: String) throws(AudioFileError) -> AudioFile {
        let container = Int(info.format) & SF_FORMAT_TYPEMASK
        guard readFormats.contains(container) else { throw .unsupportedFormat(name, format: formatName(container)) }
        let channels = Int(info.channels), rate = Int(info.samplerate)
        guard (1...64).contains(channels) else { throw .badFormat(name, detail: "\(channels) channels") }
        guard (1_000...768_000).contains(rate) else { throw .badFormat(name, detail: "a sample rate of \(rate) Hz") }
        // The header's length is refused up front; a header that understates it is caught while reading.
        let limit = maximumDuration * sampleRate
        if info.frames > Int64(maximumDuration) * Int64(rate) { throw .tooLong(name, limit: maximumDuration) }
        // Scale integer formats to -1...1 exactly, without libsndfile's clipping surprises.
        sf_command(file, Int32(SFC_SET_NORM_FLOAT), nil, Int32(SF_TRUE))
        let resampler = try Resampler(from: rate, to: sampleRate, name: name)
        var samples: [Float] = []
        // The header's frame count is a claim, not a promise: a 5 KB FLAC can claim hours. Reserve
        // for what it claims up to a bound, and let anything longer grow as it is read.
        if info.frames > 0 { samples.reserveCapacity(min(Int(info.frames) * sampleRate / rate + 1, reserveLimit)) }
        var block = [Float](repeating: 0, count: 4_096 * channels)
        var total = 0
        while true {
            let frames = block.withUnsafeMutableBufferPointer { sf_readf_float(file, $0.baseAddress, 4_096) }
            let error = sf_error(file)
            if error != 0 { throw .readFailed(name, detail: String(cString: sf_error_number(error))) }
            let last = frames <= 0
            total += max(Int(frames), 0)
            samples += try resampler.process(mixDown(block[0..<max(Int(frames), 0) * channels], channels: channels), last: last)
            guard samples.count <= limit else { throw .tooLong(name, limit: maximumDuration) }
            if last { break }
        }
        // A few frames at a high rate are less than one sample at 16 kHz, and resample into none.
        guard total > 0, !samples.isEmpty else { throw .empty(name) }
        return AudioFile(samples: samples, sourceRate: rate, sourceChannels: channels)
    }

    /// One channel from interleaved frames, their average. Float formats are not scaled and may
    /// hold anything: a non-finite sample (a damaged file) becomes silence and the rest is clipped
    /// to full scale, so that averaging channels can't overflow to infinity and poison every later
    /// computation.
    static func mixDown(_ interleaved: ArraySlice<Float>, channels: Int) -> [Float] {
        let clean = { (sample: Float) in sample.isFinite ? min(max(sample, -1), 1) : 0 }
        guard channels > 1 else { return interleaved.map(clean) }
        let start = interleaved.startIndex
        let scale = 1 / Float(channels)
        return (0..<interleaved.count / channels).map { frame in
            var sum: Float = 0
            for channel in 0..<channels { sum += clean(interleaved[start + frame * channels + channel]) }
            return sum * scale
        }
    }

    /// How much of a file's start ``refusal(_:reason:head:)`` looks at.
    private static let headLength = 4_096

    private static func head(of path: String) -> Data {
        FileHandle(forReadingAtPath: path).flatMap { try? $0.read(upToCount: headLength) } ?? Data()
    }

    /// The error for a file libsndfile would not open. Its reasons for a damaged WAV header are
    /// terse ("SF_INFO struct incomplete"), so a WAV's header is read here to name the field at fault.
    private static func refusal(_ name: String, reason: String, head: Data) -> AudioFileError {
        if let problem = WAVHeaderCheck.problem(in: head) { return .unusableWAVHeader(name, detail: problem) }
        return .unrecognised(name, detail: reason)
    }
}

/// A read-only in-memory file behind libsndfile's virtual I/O.
private final class MemoryFile {
    let data: Data
    var position = 0

    init(data: Data) { self.data = data }

    static func from(_ pointer: UnsafeMutableRawPointer?) -> MemoryFile {
        Unmanaged<MemoryFile>.fromOpaque(pointer!).takeUnretainedValue()
    }

    static let callbacks = SF_VIRTUAL_IO(
        get_filelen: { MemoryFile.from($0).data.count.asCount },
        seek: { offset, whence, pointer in
            let file = MemoryFile.from(pointer)
            let base = switch whence {
            case SEEK_CUR: file.position
            case SEEK_END: file.data.count
            default: 0
            }
            // libsndfile seeks by sizes read from the file, which can be anything (a W64 data chunk
            // of 2^63 bytes): the sum saturates rather than overflow, and lands inside the data.
            let (target, overflow) = base.addingReportingOverflow(Int(offset))
            file.position = overflow ? (offset < 0 ? 0 : file.data.count) : min(max(target, 0), file.data.count)
            return file.position.asCount
        },
        read: { destination, count, pointer in
            let file = MemoryFile.from(pointer)
            let length = min(Int(count), file.data.count - file.position)
            guard length > 0, let destination else { return 0 }
            file.data.withUnsafeBytes { bytes in
                destination.copyMemory(from: bytes.baseAddress! + file.position, byteCount: length)
            }
            file.position += length
            return length.asCount
        },
        write: { _, _, _ in 0 },
        tell: { MemoryFile.from($0).position.asCount }
    )
}

private extension Int {
    var asCount: sf_count_t { sf_count_t(self) }
}

/// libsndfile's reason for refusing to open a file.
private struct OpenRefused: Error {
    var reason: String
}
