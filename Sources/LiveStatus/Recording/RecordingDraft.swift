import Foundation

/// A saved recording: a folder with `audio.wav`, `transcript.txt` and `metadata.json`.
public struct RecordingDraft: Equatable, Sendable {
    /// The draft's folder, named after its start time.
    public var folder: URL
    public var metadata: RecordingMetadata
    /// The transcript's opening words, for a listing.
    public var firstWords: String

    public init(folder: URL, metadata: RecordingMetadata, firstWords: String) {
        self.folder = folder
        self.metadata = metadata
        self.firstWords = firstWords
    }

    /// The audio, 16-bit PCM mono WAV; absent when the session captured none.
    public var audio: URL { folder.appendingPathComponent(RecordingStore.audioName) }
    /// The transcript as plain text.
    public var transcript: URL { folder.appendingPathComponent(RecordingStore.transcriptName) }
}
