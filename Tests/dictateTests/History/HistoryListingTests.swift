import DictationHistory
import Foundation
import Testing
@testable import dictate

@Suite("The history's listing")
struct HistoryListingTests {
    func entry(_ text: String, duration: Double = 65.4, way: String = "xdotool", result: String = "unconfirmed") -> HistoryEntry {
        HistoryEntry(startedAt: Date(timeIntervalSince1970: 1_796_472_976), duration: duration, text: text, model: "tiny.en",
                     language: "en", source: "live", delivery: HistoryDelivery(way: way, result: result))
    }

    @Test("one line an entry under a header: number, start, length, the text's start, the way and result")
    func lines() throws {
        let listing = HistoryListing(entries: [entry("Short one."), entry("Second.", duration: 3, way: "stdout", result: "printed")],
                                     timeZone: try #require(TimeZone(identifier: "UTC")))
        let lines = listing.text().split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix("N  STARTED"))
        #expect(lines[1].hasPrefix("1  2026-12-05 12:16    1:05  Short one. "), "\(lines[1])")
        #expect(lines[1].hasSuffix("  xdotool, unconfirmed"))
        #expect(lines[2].hasPrefix("2  2026-12-05 12:16    0:03  Second. ") && lines[2].hasSuffix("stdout, printed"), "\(lines[2])")
        #expect(HistoryListing(entries: []).text().isEmpty)
    }

    @Test("a long text is cut after a word with an ellipsis; line breaks become spaces")
    func opening() {
        let long = "Please move the team meeting to Thursday afternoon and send the agenda."
        let opening = HistoryListing.opening(long)
        #expect(opening == "Please move the team meeting to Thursday…")
        #expect(opening.count <= HistoryListing.excerptLength)
        #expect(HistoryListing.opening("Dear Anna,\nthank you.") == "Dear Anna, thank you.")
    }

    @Test("--format json is one array, newest first, each entry as the file holds it")
    func json() throws {
        let entries = [entry("Newer."), entry("Older.")]
        let data = Data(HistoryListing(entries: entries).json().utf8)
        let decoded = try HistoryJSON.decoder.decode([HistoryEntry].self, from: data)
        #expect(decoded == entries)
    }
}
