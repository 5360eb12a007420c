import Foundation
import SpeechEngine

/// The vocabulary on disk: `$XDG_CONFIG_HOME/dictate/words` unless a run names another file.
struct VocabularyStore {
    let url: URL
    private var file: KeptFile { KeptFile(url: url, role: "the vocabulary") }

    func read(missingIsEmpty: Bool = false) throws -> VocabularyFile {
        VocabularyFile(text: try file.read(missingIsEmpty: missingIsEmpty))
    }

    func write(_ vocabulary: VocabularyFile) throws { try file.write(vocabulary.text) }

    /// The file every run reads when `--words` names none, and `dictate words` keeps.
    static func defaultFile(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        WordsOptions.defaultFile(environment: environment).deletingLastPathComponent().appendingPathComponent("words")
    }

    /// The vocabulary of `path`, or of the default file when there is one.
    static func load(_ path: String?, environment: [String: String] = ProcessInfo.processInfo.environment) throws -> Vocabulary {
        let url = path.map { URL(fileURLWithPath: $0) } ?? defaultFile(environment: environment)
        guard path != nil || FileManager.default.fileExists(atPath: url.path) else { return Vocabulary() }
        return try VocabularyStore(url: url).read().vocabulary
    }
}
