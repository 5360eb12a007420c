import Foundation

/// The one JSON convention of the history: sorted keys, times as Unix seconds (what `date +%s`
/// gives a script), one entry a line.
public enum HistoryJSON {
    public static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .secondsSince1970
        return encoder
    }

    public static var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        return decoder
    }

    /// `entry` as one line, without its line break.
    public static func line(_ entry: HistoryEntry) -> String {
        // Strings, numbers and dates always encode.
        String(decoding: (try? encoder.encode(entry)) ?? Data("{}".utf8), as: UTF8.self)
    }

    /// The entries of a history file's text, oldest first, and how many lines were not entries.
    static func entries(in data: Data) -> (entries: [HistoryEntry], damaged: Int) {
        let decoder = decoder
        var entries: [HistoryEntry] = []
        var damaged = 0
        let lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() where !line.isEmpty {
            // A last line without its line break was cut short as it was written.
            let complete = index < lines.count - 1
            if complete, let entry = try? decoder.decode(HistoryEntry.self, from: Data(line)) { entries.append(entry) }
            else { damaged += 1 }
        }
        return (entries, damaged)
    }
}
