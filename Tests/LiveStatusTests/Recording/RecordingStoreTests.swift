import Foundation
import LiveStatus
import Testing
import TestSupport

@Suite(.ownThread) struct RecordingStoreTests {
    @Test func savedDraftsAreListedNewestFirstWithTheirFirstWords() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = RecordingStore(directory: folder.url.appendingPathComponent("recordings"))
        #expect(try store.list().isEmpty)

        let older = Date(timeIntervalSince1970: 1_700_000_000)
        let audio = try store.newAudioFile()
        let writer = try WAVWriter(path: audio.path)
        try writer.append([Float](repeating: 0.1, count: 16_000))
        try writer.close()
        let first = try store.save(
            audio: audio, transcript: "one two three four five six seven eight nine ten",
            metadata: RecordingMetadata(startedAt: older, duration: 1, language: "en", model: "tiny.en")
        )
        try store.save(
            audio: nil, transcript: "later words",
            metadata: RecordingMetadata(startedAt: older + 60, duration: 2, language: "en", model: "tiny.en")
        )

        let drafts = try store.list()
        #expect(drafts.map(\.firstWords) == ["later words", "one two three four five six seven eight…"])
        #expect(drafts.map(\.metadata.duration) == [2, 1])
        #expect(first.folder.lastPathComponent == "2023-11-14T221320Z")
        #expect(try WAVFile(contentsOf: first.audio.path).samples.count == 16_000)
        #expect(!FileManager.default.fileExists(atPath: audio.path))
        // Only the drafts themselves: no temporary files left behind.
        #expect(try FileManager.default.contentsOfDirectory(atPath: first.folder.path).sorted()
            == ["audio.wav", "metadata.json", "transcript.txt"])
    }

    @Test func aFolderWithoutMetadataIsNotADraft() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("2024-01-01T000000Z"),
                                                withIntermediateDirectories: true)
        #expect(try RecordingStore(directory: folder.url).list().isEmpty)
    }
}
