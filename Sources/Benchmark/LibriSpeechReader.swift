import Foundation

/// Reads a LibriSpeech-style tree: `*.trans.txt` files of `UTTERANCE-ID TEXT` lines, audio beside.
enum LibriSpeechReader {
    /// Audio extensions tried for each utterance, in order.
    static let audioExtensions = ["wav", "flac"]

    /// Every `*.trans.txt` below `root`, sorted by path so the order does not depend on the file system.
    static func transcriptFiles(below root: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        return walker.compactMap { $0 as? URL }
            .filter { $0.lastPathComponent.hasSuffix(".trans.txt") }
            .map(\.standardizedFileURL)
            .sorted { $0.path < $1.path }
    }

    static func read(_ transcripts: [URL], root: URL) throws(FixtureSetError) -> [Fixture] {
        var fixtures: [Fixture] = []
        for transcript in transcripts {
            let folder = transcript.deletingLastPathComponent()
            let lines = try transcript.readText().split(separator: "\n", omittingEmptySubsequences: false)
            for (offset, line) in lines.enumerated() {
                let text = line.trimmingCharacters(in: .whitespacesAndNewlines)
                guard !text.isEmpty else { continue }
                let id = String(text.prefix { !$0.isWhitespace })
                let reference = text.dropFirst(id.count).trimmingCharacters(in: .whitespaces)
                let candidates = audioExtensions.map { folder.appendingPathComponent(id).appendingPathExtension($0) }
                guard let audio = candidates.first(where: { FileManager.default.fileExists(atPath: $0.path) }) else {
                    let tried = folder.appendingPathComponent(id).path + ".{" + audioExtensions.joined(separator: ",") + "}"
                    throw .missingAudio(path: tried, listedIn: transcript.path, line: offset + 1)
                }
                let name = String(audio.path.dropFirst(root.path.count + 1))
                fixtures.append(Fixture(name: name, audioPath: audio.path, reference: reference))
            }
        }
        return fixtures
    }
}
