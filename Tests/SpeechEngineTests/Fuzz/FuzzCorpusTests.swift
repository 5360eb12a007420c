import Foundation
import Testing
@testable import SpeechEngine
import TestSupport

/// The fuzzers' seeds and fixed crash reproducers (Fuzz/, run by scripts/fuzz) through the loaders
/// the fuzzers drive, on every test run: refusing an input is fine, a crash takes the run down.
@Suite("Fuzz corpus", .ownThread)
struct FuzzCorpusTests {
    /// Paths of one fuzzer's inputs: `Fuzz/corpus/TARGET/*` and `Fuzz/regressions/TARGET/*`.
    static func inputs(_ target: String) -> [String] {
        ["corpus", "regressions"].flatMap { folder in
            let directory = Fixtures.root.appendingPathComponent("Fuzz/\(folder)/\(target)").path
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
            return names.sorted().map { "\(directory)/\($0)" }
        }
    }

    static func bytes(_ path: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: path))
    }

    @Test("every fuzzer has its inputs")
    func inputsPresent() {
        #expect(Self.inputs("audio").count >= 40)
        #expect(Self.inputs("model").count >= 10)
        #expect(Self.inputs("vosk").count >= 7)
    }

    @Test("an audio input decodes to usable samples or is refused, alike from memory and from a file",
          arguments: inputs("audio"))
    func audio(path: String) throws {
        let name = URL(fileURLWithPath: path).lastPathComponent
        let data = try Self.bytes(path)
        let fromMemory = Result { () throws(AudioFileError) in try AudioFile(data: data, name: path) }
        let fromFile = Result { () throws(AudioFileError) in try AudioFile(path: path) }
        switch (fromMemory, fromFile) {
        case (.success(let memory), .success(let file)):
            #expect(!memory.samples.isEmpty, "\(name)")
            #expect(memory.samples.allSatisfy { $0.isFinite && abs($0) <= 1 }, "\(name)")
            #expect(memory.samples == file.samples, "\(name)")
        case (.failure(let memory), .failure(let file)):
            #expect(memory == file, "\(name)")
        default:
            Issue.record("\(name): from memory \(fromMemory), from a file \(fromFile)")
        }
    }

    @Test("a rarer container is refused by name before its reader can print into the transcript")
    func rareContainer() {
        let path = Fixtures.root.appendingPathComponent("Fuzz/regressions/audio/sds-damaged-blocks.sds").path
        #expect(throws: AudioFileError.unsupportedFormat(path, format: "SDS (Midi Sample Dump Standard)")) {
            try AudioFile(path: path)
        }
    }

    @Test("a model input is refused, alike from memory and from a file", arguments: inputs("model"))
    func model(path: String) throws {
        let data = try Self.bytes(path)
        let fromMemory = Result { () throws(ModelFileError) in try ModelFile(data: data, name: path) }
        let fromFile = Result { () throws(ModelFileError) in try ModelFile(validating: path) }
        // No input is a whole model: those are megabytes, and the fuzzers work on a few kilobytes.
        #expect(throws: ModelFileError.self) { try fromMemory.get() }
        #expect(fromMemory == fromFile)
    }

    /// A Vosk seed's folder, written as the fuzzer writes it: records of a file's index in the
    /// fuzzer's list, a 16-bit length and the bytes.
    static func voskFolder(_ input: Data, in parent: URL) throws -> URL {
        let files = ["am/final.mdl", "conf/mfcc.conf", "conf/model.conf", "graph/HCLG.fst", "graph/words.txt",
                     "graph/HCLr.fst", "graph/Gr.fst", "graph/disambig_tid.int", "graph/phones/word_boundary.int",
                     "ivector/final.ie", "ivector/final.dubm", "ivector/final.mat", "ivector/global_cmvn.stats",
                     "ivector/online_cmvn.conf", "ivector/splice.conf"]
        let folder = parent.appendingPathComponent("model")
        var offset = input.startIndex
        while offset + 3 <= input.endIndex {
            let length = Int(input[offset + 1]) | Int(input[offset + 2]) << 8
            let end = min(offset + 3 + length, input.endIndex)
            let url = folder.appendingPathComponent(files[Int(input[offset]) % files.count])
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try input.subdata(in: offset + 3..<end).write(to: url)
            offset = end
        }
        return folder
    }

    @Test("a Vosk seed passes the check when whole and is refused when damaged", arguments: inputs("vosk"))
    func vosk(path: String) throws {
        let parent = Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        let folder = try Self.voskFolder(try Self.bytes(path), in: parent)
        let name = URL(fileURLWithPath: path).lastPathComponent
        if ["lookahead", "hclg", "vector-graph"].contains(name) {
            #expect(throws: Never.self, "\(name)") { try VoskModelCheck.check(folder: folder) }
        } else {
            #expect(throws: VoskModelError.self, "\(name)") { try VoskModelCheck.check(folder: folder) }
        }
    }
}
