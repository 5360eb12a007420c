import Foundation

/// The `--hyp-out` file: one `file<TAB>hypothesis` line per clip, the input format of the
/// reference scorer (`wer.py MANIFEST HYP`), so a run can be re-scored independently.
public enum HypothesisFile {
    /// The lines for `results`. Tabs and line breaks inside a hypothesis become spaces, since
    /// either would break the one-line, two-field format.
    public static func render(_ results: [FileResult]) -> String {
        results.map { result in
            let flat = result.hypothesis.split(whereSeparator: { $0 == "\t" || $0.isNewline })
                .joined(separator: " ")
            return result.file + "\t" + flat + "\n"
        }.joined()
    }

    /// Writes ``render(_:)`` to `path`, replacing any existing file.
    public static func write(_ results: [FileResult], to path: String) throws {
        try OutputFile.write(Data(render(results).utf8), to: path)
    }
}
