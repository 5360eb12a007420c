/// Why a fixture folder could not be loaded; each message says what to fix.
public enum FixtureSetError: Error, Equatable, CustomStringConvertible {
    /// The folder does not exist (or is not a folder).
    case directoryNotFound(path: String)
    /// Neither `manifest.tsv` nor any LibriSpeech `*.trans.txt` file was found.
    case missingManifest(directory: String)
    /// The manifest header lacks required columns.
    case missingColumns([String], manifest: String)
    /// A manifest row has fewer fields than the required columns need.
    case shortRow(manifest: String, line: Int, fields: Int, needed: Int)
    /// A listed audio file does not exist.
    case missingAudio(path: String, listedIn: String, line: Int)
    /// The set lists no clips at all.
    case empty(directory: String)
    /// A file could not be read.
    case unreadable(path: String, reason: String)

    /// A one-line message naming the file, line and remedy.
    public var description: String {
        switch self {
        case .directoryNotFound(let path):
            "fixture folder \(path) does not exist"
        case .missingManifest(let directory):
            "no manifest.tsv in \(directory) and no LibriSpeech *.trans.txt files below it: add a "
                + "tab-separated manifest.tsv whose header row has the columns 'file' and 'transcript'"
        case .missingColumns(let columns, let manifest):
            "\(manifest): the header row lacks the column(s) "
                + columns.map { "'\($0)'" }.joined(separator: ", ")
                + "; the first line must name the columns, separated by tabs"
        case .shortRow(let manifest, let line, let fields, let needed):
            "\(manifest):\(line): \(fields) field(s), but the 'file' and 'transcript' columns need "
                + "\(needed); are the fields separated by tabs (not spaces)?"
        case .missingAudio(let path, let listedIn, let line):
            "\(listedIn):\(line): audio file \(path) does not exist; fix the name or remove the row"
        case .empty(let directory):
            "\(directory) lists no clips: add rows to its manifest"
        case .unreadable(let path, let reason):
            "cannot read \(path): \(reason)"
        }
    }
}
