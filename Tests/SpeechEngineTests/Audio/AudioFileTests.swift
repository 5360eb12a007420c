import Foundation
import Synchronization
import Testing
import TestSupport
@testable import SpeechEngine

@Suite("Reading audio files", .exclusive)
struct AudioFileTests {
    @Test("every format variant of a clip reads as the same 16 kHz mono speech",
          arguments: ["fox-u8.wav", "fox-s24.wav", "fox-f32.wav", "fox-f64.wav", "fox-44k-stereo.wav",
                      "fox-48k-6ch.wav", "fox.flac", "fox.ogg", "fox.mp3"])
    func readsVariant(file: String) async throws {
        let reference = try AudioFile(path: Fixtures.audio("fox.wav"))
        let variant = try AudioFile(path: Fixtures.audio(file))
        // Lossy codecs pad a few milliseconds; the length must still match within 100 ms.
        #expect(abs(variant.duration - reference.duration) < 0.1, "\(file): \(variant.duration) s vs \(reference.duration) s")
        #expect(abs(Level.rms(variant.samples) - Level.rms(reference.samples)) < 0.02)
        let model = try Fixtures.tiny()
        let text = try await offThePool { try model.transcribe(variant.samples, options: DecodingOptions()) }
            .map(\.text).joined(separator: " ")
        // 8-bit and lossy copies cost tiny.en a few words; a wrong decode or rate costs all of them.
        #expect(Fixtures.wordErrorRate("The quick brown fox jumps over the lazy dog.", text) <= 0.7, "\(file): heard \(text)")
    }

    @Test("lossless variants hold the same samples", arguments: ["fox-s24.wav", "fox-f32.wav", "fox-f64.wav", "fox.flac"])
    func losslessVariant(file: String) throws {
        let reference = try AudioFile(path: Fixtures.audio("fox.wav")).samples
        let variant = try AudioFile(path: Fixtures.audio(file)).samples
        #expect(variant.count == reference.count)
        let worst = zip(reference, variant).map { abs($0 - $1) }.max() ?? 1
        #expect(worst < 1e-4)
    }

    @Test("the source format is reported")
    func reportsSource() throws {
        let stereo = try AudioFile(path: Fixtures.audio("fox-44k-stereo.wav"))
        #expect(stereo.sourceRate == 44_100)
        #expect(stereo.sourceChannels == 2)
    }

    @Test("standard input bytes decode like the file")
    func readsMemory() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: Fixtures.audio("fox.flac")))
        let audio = try AudioFile(data: data, name: "standard input")
        #expect(abs(audio.duration - (try AudioFile(path: Fixtures.audio("fox.wav"))).duration) < 0.1)
    }

    @Test("a missing file, a directory, a device and an empty file are refused by name")
    func refusesNonAudio() throws {
        let folder = Fixtures.temporaryDirectory()
        let empty = folder.appendingPathComponent("empty.wav").path
        _ = FileManager.default.createFile(atPath: empty, contents: Data())
        #expect(throws: AudioFileError.notFound("/no/such.wav")) { try AudioFile(path: "/no/such.wav") }
        #expect(throws: AudioFileError.isDirectory(folder.path)) { try AudioFile(path: folder.path) }
        #expect(throws: AudioFileError.notRegularFile("/dev/zero")) { try AudioFile(path: "/dev/zero") }
        #expect(throws: AudioFileError.emptyFile(empty)) { try AudioFile(path: empty) }
        #expect(throws: AudioFileError.emptyFile("standard input")) { try AudioFile(data: Data(), name: "standard input") }
    }

    @Test("a damaged WAV header is refused with the field at fault", arguments: [
        (MalformedWAV.headerCutShort, "ends after 30 bytes"), (.zeroChannels, "declares 0 channels"),
        (.zeroRate, "sample rate of 0 Hz"), (.absurdRate, "sample rate of 2000000000 Hz"), (.unknownCodec, "codec 0x1234"),
    ])
    func namesHeaderFault(kind: MalformedWAV, phrase: String) throws {
        let path = Fixtures.temporaryDirectory().appendingPathComponent("\(kind).wav").path
        try kind.bytes().write(to: URL(fileURLWithPath: path))
        let error = try #require(throws: AudioFileError.self) { try AudioFile(path: path) }
        #expect(error.description.contains(phrase), "\(error)")
    }

    @Test("a file longer than the cap is refused from its header, before any sample is read")
    func refusesTooLong() throws {
        let path = Fixtures.temporaryDirectory().appendingPathComponent("huge.wav").path
        let samples = UInt32(AudioFile.maximumDuration * 16_000 + 16_000)
        try MalformedWAV.header(rate: 16_000, channels: 1, bits: 16, dataBytes: samples * 2).write(to: URL(fileURLWithPath: path))
        // Sparse: the file's length agrees with its header without taking the disk.
        #expect(truncate(path, off_t(44 + Int(samples) * 2)) == 0)
        #expect(throws: AudioFileError.tooLong(path, limit: AudioFile.maximumDuration)) { try AudioFile(path: path) }
    }

    @Test("a text file is not mistaken for audio")
    func refusesText() throws {
        let path = Fixtures.temporaryDirectory().appendingPathComponent("notes.wav").path
        try "just some words\n".write(toFile: path, atomically: true, encoding: .utf8)
        let error = try #require(throws: AudioFileError.self) { try AudioFile(path: path) }
        guard case .unrecognised = error else { Issue.record("got \(error)"); return }
    }

    @Test("malformed WAV headers are refused, never crash", arguments: MalformedWAV.allCases)
    func refusesMalformed(kind: MalformedWAV) throws {
        let path = Fixtures.temporaryDirectory().appendingPathComponent("\(kind).wav").path
        try kind.bytes().write(to: URL(fileURLWithPath: path))
        #expect(throws: AudioFileError.self) { try AudioFile(path: path) }
    }

    @Test("a refusal gives its own reason while other files open on other threads")
    func refusalReasonUnderConcurrency() throws {
        let directory = Fixtures.temporaryDirectory()
        let good = directory.appendingPathComponent("short.wav").path
        try MalformedWAV.header(rate: 16_000, channels: 1, bits: 16, dataBytes: 320)
            .appending(Data(repeating: 0, count: 320))
            .write(to: URL(fileURLWithPath: good))
        let bad = Fixtures.root.appendingPathComponent("Fuzz/corpus/audio/no-data-chunk.wav").path
        let expected = try #require(throws: AudioFileError.self) { try AudioFile(path: bad) }
        // libsndfile keeps a failed open's reason in one variable for the process; every other
        // open clears it, so a reason read unguarded came back as "No Error." under parallel tests.
        let reasons = Mutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: 400) { index in
            if index.isMultiple(of: 2) {
                _ = try? AudioFile(path: good)
            } else {
                do { _ = try AudioFile(path: bad) } catch { reasons.withLock { $0.append("\(error)") } }
            }
        }
        let wrong = reasons.withLock { $0.filter { $0 != "\(expected)" } }
        #expect(reasons.withLock(\.count) == 200)
        #expect(wrong.isEmpty, "\(wrong.count) of 200 refusals gave another reason, such as \(wrong.first ?? "")")
    }

    @Test("a WAV whose sizes overstate the data reads what is there")
    func readsOverstatedSizes() throws {
        let path = Fixtures.temporaryDirectory().appendingPathComponent("long-header.wav").path
        try MalformedWAV.header(rate: 16_000, channels: 1, bits: 16, dataBytes: 1_000_000)
            .appending(Data(repeating: 0, count: 32_000))
            .write(to: URL(fileURLWithPath: path))
        let audio = try AudioFile(path: path)
        #expect(abs(audio.duration - 1) < 0.01)
    }
}

/// WAV files broken in the ways real files break.
enum MalformedWAV: CaseIterable, CustomTestStringConvertible {
    case headerCutShort, zeroChannels, zeroRate, absurdRate, unknownCodec, noDataChunk

    var testDescription: String { "\(self)" }

    func bytes() -> Data {
        switch self {
        case .headerCutShort: Self.header(rate: 16_000, channels: 1, bits: 16, dataBytes: 100).prefix(30)
        case .zeroChannels: Self.header(rate: 16_000, channels: 0, bits: 16, dataBytes: 100).appending(Data(count: 100))
        case .zeroRate: Self.header(rate: 0, channels: 1, bits: 16, dataBytes: 100).appending(Data(count: 100))
        case .absurdRate: Self.header(rate: 2_000_000_000, channels: 1, bits: 16, dataBytes: 100).appending(Data(count: 100))
        case .unknownCodec: Self.header(rate: 16_000, channels: 1, bits: 16, dataBytes: 100, format: 0x1234).appending(Data(count: 100))
        case .noDataChunk: Self.header(rate: 16_000, channels: 1, bits: 16, dataBytes: 100).prefix(36)
        }
    }

    static func header(rate: UInt32, channels: UInt16, bits: UInt16, dataBytes: UInt32, format: UInt16 = 1) -> Data {
        var data = Data("RIFF".utf8)
        data.append(le: 36 + dataBytes)
        data.append(contentsOf: Array("WAVEfmt ".utf8))
        data.append(le: UInt32(16))
        data.append(le: format)
        data.append(le: channels)
        data.append(le: rate)
        data.append(le: rate * UInt32(channels) * UInt32(bits / 8))
        data.append(le: channels * (bits / 8))
        data.append(le: bits)
        data.append(contentsOf: Array("data".utf8))
        data.append(le: dataBytes)
        return data
    }
}

extension Data {
    mutating func append<T: FixedWidthInteger>(le value: T) {
        Swift.withUnsafeBytes(of: value.littleEndian) { append(contentsOf: $0) }
    }

    func appending(_ other: Data) -> Data {
        var copy = self
        copy.append(other)
        return copy
    }
}
