/// One audio clip to transcribe and the transcript it should produce.
public struct Fixture: Sendable, Hashable {
    /// The clip's name as its set lists it (manifest `file` column, or the path below a LibriSpeech
    /// root); results and hypothesis files are keyed by it.
    public let name: String
    /// Absolute path of the audio file.
    public let audioPath: String
    /// The reference transcript, as written (normalised only when scored).
    public let reference: String

    /// Creates a fixture from its parts.
    public init(name: String, audioPath: String, reference: String) {
        self.name = name
        self.audioPath = audioPath
        self.reference = reference
    }
}
