import Foundation

/// A folder of audio clips with their reference transcripts.
///
/// Two layouts are understood:
/// - a `manifest.tsv` (tab-separated, header row; the `file` and `transcript` columns are required,
///   others are ignored; `file` is relative to the folder);
/// - a LibriSpeech-style tree: `*.trans.txt` files anywhere below the folder, each line
///   `UTTERANCE-ID TEXT`, with `UTTERANCE-ID.wav` or `UTTERANCE-ID.flac` beside it.
public struct FixtureSet: Sendable, Hashable {
    /// The folder the set was loaded from.
    public let directory: String
    /// The clips, in manifest order (LibriSpeech: by transcript file, then line).
    public let fixtures: [Fixture]

    /// Creates a set from already-known clips.
    public init(directory: String, fixtures: [Fixture]) {
        self.directory = directory
        self.fixtures = fixtures
    }

    /// Loads the set in `directory`, preferring `manifest.tsv` when both layouts are present.
    public static func load(from directory: String) throws(FixtureSetError) -> FixtureSet {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .directoryNotFound(path: directory)
        }
        let root = URL(fileURLWithPath: directory).standardizedFileURL
        let manifest = root.appendingPathComponent("manifest.tsv")
        let fixtures: [Fixture]
        if FileManager.default.fileExists(atPath: manifest.path) {
            fixtures = try ManifestReader.read(manifest)
        } else {
            let transcripts = LibriSpeechReader.transcriptFiles(below: root)
            guard !transcripts.isEmpty else { throw .missingManifest(directory: directory) }
            fixtures = try LibriSpeechReader.read(transcripts, root: root)
        }
        guard !fixtures.isEmpty else { throw .empty(directory: directory) }
        return FixtureSet(directory: root.path, fixtures: fixtures)
    }
}

extension URL {
    /// The file's text, or the set error naming it.
    func readText() throws(FixtureSetError) -> String {
        do {
            return try String(contentsOf: self, encoding: .utf8)
        } catch {
            throw .unreadable(path: path, reason: error.localizedDescription)
        }
    }
}
