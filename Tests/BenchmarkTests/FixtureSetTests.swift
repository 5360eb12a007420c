import Foundation
import Testing
import Benchmark
import TestSupport

@Suite(.ownThread) struct FixtureSetTests {
    @Test func readsManifestWithExtraAndQuotedColumns() throws {
        let folder = try TemporaryFolder()
        try folder.touch("a.wav", "b.wav", "silence.wav")
        try folder.write("""
            file\tduration_s\ttranscript\tnote
            a.wav\t1.0\tHello, world.\t"quoted ""note""\twith tab"
            b.wav\t2.0\tsecond clip\tplain

            silence.wav\t3.0\t\tno speech
            """, to: "manifest.tsv")
        let set = try FixtureSet.load(from: folder.path)
        #expect(set.fixtures.map(\.name) == ["a.wav", "b.wav", "silence.wav"])
        #expect(set.fixtures.map(\.reference) == ["Hello, world.", "second clip", ""])
        #expect(set.fixtures[0].audioPath == folder.url.appendingPathComponent("a.wav").standardizedFileURL.path)
    }

    @Test func missingColumnIsNamed() throws {
        let folder = try TemporaryFolder()
        try folder.write("file\ttext\na.wav\thello\n", to: "manifest.tsv")
        #expect(throws: FixtureSetError.missingColumns(["transcript"], manifest: folder.path + "/manifest.tsv")) {
            try FixtureSet.load(from: folder.path)
        }
    }

    @Test func shortRowReportsItsLine() throws {
        let folder = try TemporaryFolder()
        try folder.touch("a.wav")
        try folder.write("file\ttranscript\na.wav\thello\nb.wav hello\n", to: "manifest.tsv")
        let error = #expect(throws: FixtureSetError.self) { try FixtureSet.load(from: folder.path) }
        #expect(error == .shortRow(manifest: folder.path + "/manifest.tsv", line: 3, fields: 1, needed: 2))
        #expect(error?.description.contains("manifest.tsv:3") == true)
    }

    @Test func listedFileMustExist() throws {
        let folder = try TemporaryFolder()
        try folder.write("file\ttranscript\nmissing.wav\thello\n", to: "manifest.tsv")
        let error = #expect(throws: FixtureSetError.self) { try FixtureSet.load(from: folder.path) }
        #expect(error == .missingAudio(path: folder.path + "/missing.wav", listedIn: folder.path + "/manifest.tsv", line: 2))
    }

    @Test func folderWithoutManifestOrTranscripts() throws {
        let folder = try TemporaryFolder()
        #expect(throws: FixtureSetError.missingManifest(directory: folder.path)) {
            try FixtureSet.load(from: folder.path)
        }
        #expect(throws: FixtureSetError.directoryNotFound(path: folder.path + "/nope")) {
            try FixtureSet.load(from: folder.path + "/nope")
        }
    }

    @Test func manifestWithoutRowsIsEmpty() throws {
        let folder = try TemporaryFolder()
        try folder.write("file\ttranscript\n", to: "manifest.tsv")
        #expect(throws: FixtureSetError.empty(directory: folder.path)) { try FixtureSet.load(from: folder.path) }
    }

    @Test func readsLibriSpeechTree() throws {
        let folder = try TemporaryFolder()
        try folder.touch("84/121/84-121-0000.flac", "84/121/84-121-0001.wav", "1272/128/1272-128-0000.flac")
        try folder.write("84-121-0000 GO DO YOU HEAR\n84-121-0001 BUT IN LESS THAN FIVE MINUTES\n", to: "84/121/84-121.trans.txt")
        try folder.write("1272-128-0000 MISTER QUILTER\n", to: "1272/128/1272-128.trans.txt")
        let set = try FixtureSet.load(from: folder.path)
        #expect(set.fixtures.map(\.name) == ["1272/128/1272-128-0000.flac", "84/121/84-121-0000.flac", "84/121/84-121-0001.wav"])
        #expect(set.fixtures.map(\.reference) == ["MISTER QUILTER", "GO DO YOU HEAR", "BUT IN LESS THAN FIVE MINUTES"])
    }

    @Test func libriSpeechUtteranceNeedsAudio() throws {
        let folder = try TemporaryFolder()
        try folder.write("84-121-0000 GO\n", to: "84/121/84-121.trans.txt")
        let error = #expect(throws: FixtureSetError.self) { try FixtureSet.load(from: folder.path) }
        guard case .missingAudio(_, let listedIn, let line) = error else {
            Issue.record("expected missingAudio, got \(String(describing: error))")
            return
        }
        #expect(listedIn.hasSuffix("84-121.trans.txt"))
        #expect(line == 1)
    }
}
