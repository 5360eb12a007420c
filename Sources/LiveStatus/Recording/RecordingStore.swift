import Foundation
import Glibc

/// The folder of recording drafts, `$XDG_DATA_HOME/dictate/recordings`: one folder per draft.
///
/// Every file is written to a temporary file, flushed and renamed into place, and `metadata.json`
/// comes last, so a draft whose save failed part-way is never listed.
public struct RecordingStore: Sendable {
    static let audioName = "audio.wav"
    static let transcriptName = "transcript.txt"
    static let metadataName = "metadata.json"
    /// How many words ``RecordingDraft/firstWords`` holds.
    static let firstWordCount = 8

    /// The folder holding the drafts.
    public let directory: URL

    public init(directory: URL = RecordingStore.defaultDirectory()) {
        self.directory = directory
    }

    /// `$XDG_DATA_HOME/dictate/recordings`, or `~/.local/share/dictate/recordings`.
    public static func defaultDirectory(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> URL {
        // `HOME` first, as the other folders are found: the account's home from the password
        // database can differ from the session's (a service account's is often /nonexistent).
        let home = environment["HOME"].flatMap { $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : nil }
            ?? FileManager.default.homeDirectoryForCurrentUser
        let data = environment["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : nil }
            ?? home.appendingPathComponent(".local/share")
        return data.appendingPathComponent("dictate/recordings")
    }

    /// A fresh path in the store for audio being recorded, so ``save(audio:transcript:metadata:)``
    /// can rename it into its draft on the same file system.
    public func newAudioFile() throws -> URL {
        try makeFolder(directory)
        return directory.appendingPathComponent(".recording-\(UUID().uuidString).wav")
    }

    /// Saves a draft: moves `audio` (a closed WAV file, if any) into a new folder named after the
    /// start time and writes the transcript and metadata beside it.
    @discardableResult
    public func save(audio: URL?, transcript: String, metadata: RecordingMetadata) throws -> RecordingDraft {
        try makeFolder(directory)
        let folder = try makeDraftFolder(startedAt: metadata.startedAt)
        if let audio {
            try systemCall("rename") { rename(audio.path, folder.appendingPathComponent(Self.audioName).path) }
        }
        let text = transcript.trimmingWhitespace()
        try AtomicFile.write(Data((text + "\n").utf8), to: folder.appendingPathComponent(Self.transcriptName))
        let encoder = SnapshotJSON.encoder
        encoder.outputFormatting.insert(.prettyPrinted)
        try AtomicFile.write(try encoder.encode(metadata), to: folder.appendingPathComponent(Self.metadataName))
        try AtomicFile.syncFolder(directory.path)
        return RecordingDraft(folder: folder, metadata: metadata, firstWords: Self.firstWords(of: text))
    }

    /// The saved drafts, newest first. Folders without readable metadata (a failed save) are skipped.
    public func list() throws -> [RecordingDraft] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        } catch CocoaError.fileReadNoSuchFile {
            return []
        }
        let decoder = SnapshotJSON.decoder
        return names.filter { !$0.hasPrefix(".") }.compactMap { name -> RecordingDraft? in
            let folder = directory.appendingPathComponent(name)
            guard let data = try? Data(contentsOf: folder.appendingPathComponent(Self.metadataName)),
                  let metadata = try? decoder.decode(RecordingMetadata.self, from: data) else { return nil }
            let transcript = (try? String(contentsOf: folder.appendingPathComponent(Self.transcriptName), encoding: .utf8)) ?? ""
            return RecordingDraft(folder: folder, metadata: metadata, firstWords: Self.firstWords(of: transcript))
        }
        .sorted { $0.metadata.startedAt > $1.metadata.startedAt }
    }

    static func firstWords(of text: String) -> String {
        let words = text.split(whereSeparator: \.isWhitespace)
        let opening = words.prefix(firstWordCount).joined(separator: " ")
        return words.count > firstWordCount ? opening + String(Excerpt.ellipsis) : opening
    }

    /// A new folder named after `startedAt` in UTC ("2025-03-01T091500Z"), sorting as the time does;
    /// a suffix keeps two drafts of the same second apart.
    private func makeDraftFolder(startedAt: Date) throws -> URL {
        let stamp = ISO8601DateFormatter().string(from: startedAt).replacingOccurrences(of: ":", with: "")
        for attempt in 1...100 {
            let folder = directory.appendingPathComponent(attempt == 1 ? stamp : "\(stamp)-\(attempt)")
            do {
                try systemCall("mkdir") { mkdir(folder.path, 0o700) }
                return folder
            } catch {
                guard error.code == EEXIST else { throw error }
            }
        }
        throw SystemCallError(call: "mkdir", code: EEXIST)
    }

    /// Recordings are private speech: the folders are the user's alone.
    private func makeFolder(_ url: URL) throws {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
    }
}
