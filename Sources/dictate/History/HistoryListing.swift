import DictationHistory
import Foundation

/// `dictate history`'s listing: one line an entry, newest first, numbered as the other commands take them.
struct HistoryListing {
    let entries: [HistoryEntry]
    var timeZone = TimeZone.current

    /// How many characters of each text a line shows.
    static let excerptLength = 44

    func text() -> String {
        guard !entries.isEmpty else { return "" }
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone
        let width = String(entries.count).count
        let header = pad("N", width, right: true) + "  STARTED           LENGTH  " + pad("TEXT", Self.excerptLength) + "  DELIVERED\n"
        return header + entries.enumerated().map { index, entry in
            pad(String(index + 1), width, right: true) + "  " + formatter.string(from: entry.startedAt) + "  "
                + pad(Self.clock(entry.duration), 6, right: true) + "  " + pad(Self.opening(entry.text), Self.excerptLength)
                + "  " + entry.delivery.way + ", " + entry.delivery.result + "\n"
        }.joined()
    }

    /// The entries as one JSON array, newest first: entry N is the array's Nth.
    func json() -> String {
        "[" + entries.map(HistoryJSON.line).joined(separator: ",\n") + "]\n"
    }

    /// The start of `text` on one line, cut after a word with "…" when it is longer than a listing shows.
    static func opening(_ text: String) -> String {
        let line = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard line.count > excerptLength else { return line }
        let room = line.prefix(excerptLength - 1)
        let cut = room.lastIndex(of: " ").map { room[..<$0] } ?? room
        return cut + "…"
    }

    /// Seconds as `m:ss`.
    static func clock(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded())
        return String(format: "%d:%02d", whole / 60, whole % 60)
    }

    private func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(width - text.count, 0))
        return right ? padding + text : text + padding
    }
}
