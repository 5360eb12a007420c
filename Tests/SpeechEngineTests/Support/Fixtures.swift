import Foundation
@testable import SpeechEngine

/// Paths to what `scripts/setup` prepares for the tests: the generated clips and the models.
enum Fixtures {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func audio(_ name: String) -> String {
        root.appendingPathComponent("Tests/Audio/\(name)").path
    }

    /// The clips with their transcripts, from `Tests/Audio/clips.tsv`.
    static let clips = manifest("clips.tsv")

    /// The odd voices (whispered, creaky, telephone band, …) with their transcripts, from
    /// `Tests/Audio/odd-voices.tsv`.
    static let oddVoices = manifest("odd-voices.tsv")

    /// A manifest's rows as file and transcript: its first and last columns.
    private static func manifest(_ name: String) -> [(file: String, transcript: String)] {
        let text = (try? String(contentsOfFile: audio(name), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").dropFirst().map { line in
            let fields = line.split(separator: "\t").map(String.init)
            return (fields[0], fields[fields.count - 1])
        }
    }

    static let tinyPath = root.appendingPathComponent("models/ggml-tiny.en.bin").path

    /// base: multilingual, about twice tiny.en's weights; the larger model of the pair these machines have.
    static let basePath = root.appendingPathComponent("models/ggml-base.bin").path

    private static let loadedTiny = Result { try WhisperModel(path: tinyPath) }

    /// tiny.en, loaded once for the whole test run, as the engine shares one model in use.
    /// A missing model fails each test that needs it (run scripts/setup), not the whole run.
    static func tiny() throws -> WhisperModel { try loadedTiny.get() }

    /// A scratch folder for one test.
    static func temporaryDirectory() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("dictate-tests-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Lower-case words without punctuation: enough to compare espeak clips with what was heard.
    static func words(_ text: String) -> [String] {
        text.lowercased().split { !$0.isLetter && !$0.isNumber && $0 != "'" }.map(String.init)
    }

    /// Word error rate of `hypothesis` against `reference`, by edit distance over ``words(_:)``.
    static func wordErrorRate(_ reference: String, _ hypothesis: String) -> Double {
        let ref = words(reference), hyp = words(hypothesis)
        guard !ref.isEmpty else { return hyp.isEmpty ? 0 : 1 }
        var row = Array(0...hyp.count)
        for (i, r) in ref.enumerated() {
            var previous = row[0]
            row[0] = i + 1
            for (j, h) in hyp.enumerated() {
                let substitution = previous + (r == h ? 0 : 1)
                previous = row[j + 1]
                row[j + 1] = min(substitution, row[j] + 1, row[j + 1] + 1)
            }
        }
        return Double(row[hyp.count]) / Double(ref.count)
    }
}
