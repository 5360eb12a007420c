import DictationHistory
import Foundation
import Testing
import TestSupport

@Suite("The history store")
struct HistoryStoreTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("history-\(UUID().uuidString)")

    func entry(_ text: String, at seconds: Double = 1_800_000_000, audio: String? = nil) -> HistoryEntry {
        HistoryEntry(startedAt: Date(timeIntervalSince1970: seconds), duration: 2.5, text: text, model: "tiny.en",
                     language: "en", source: "file", delivery: HistoryDelivery(way: "stdout", result: "printed"), audio: audio)
    }

    func lines() throws -> [String] {
        try String(contentsOf: folder.appendingPathComponent(HistoryStore.fileName), encoding: .utf8)
            .split(separator: "\n").map(String.init)
    }

    @Test("entries come back newest first, as they were added")
    func ordering() throws {
        let store = HistoryStore(directory: folder)
        for text in ["one", "two", "three"] { try store.append(entry(text)) }
        let (entries, damage) = try store.entries()
        #expect(entries.map(\.text) == ["three", "two", "one"])
        #expect(damage == nil)
        #expect(try lines().count == 3)
    }

    @Test("an empty or missing history has no entries and no damage")
    func missing() throws {
        let (entries, damage) = try HistoryStore(directory: folder).entries()
        #expect(entries.isEmpty)
        #expect(damage == nil)
    }

    @Test("each entry is one line of JSON with snake-case keys, Unix seconds and the delivery nested")
    func jsonShape() throws {
        let store = HistoryStore(directory: folder)
        try store.append(entry("Hello, \"world\".\nSecond line.", audio: "/tmp/a.wav"))
        let line = try #require(try lines().first)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["id", "started_at", "duration", "text", "model", "language", "source", "delivery", "audio"])
        #expect(object["started_at"] as? Double == 1_800_000_000)
        #expect(object["text"] as? String == "Hello, \"world\".\nSecond line.")
        #expect(object["audio"] as? String == "/tmp/a.wav")
        let delivery = try #require(object["delivery"] as? [String: Any])
        #expect(delivery["way"] as? String == "stdout")
        #expect(delivery["result"] as? String == "printed")
        let mode = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(HistoryStore.fileName).path)[.posixPermissions] as? Int
        #expect(mode == 0o600, "the history holds what was said: readable by its owner alone")
    }

    @Test("an entry without kept audio has no audio key")
    func noAudio() throws {
        try HistoryStore(directory: folder).append(entry("said"))
        #expect(try lines().first?.contains("\"audio\"") == false)
    }

    @Test("a count bound keeps the newest entries")
    func countBound() throws {
        let store = HistoryStore(directory: folder, bounds: HistoryBounds(maxEntries: 3))
        for number in 1...5 { try store.append(entry("entry \(number)")) }
        #expect(try store.entries().entries.map(\.text) == ["entry 5", "entry 4", "entry 3"])
        #expect(try lines().count == 3)
    }

    @Test("an age bound drops entries older than it, on the next dictation")
    func ageBound() throws {
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        let store = HistoryStore(directory: folder, bounds: HistoryBounds(maxEntries: 100, maxAgeDays: 7))
        try store.append(entry("old", at: now.timeIntervalSince1970 - 8 * 86_400), now: now.addingTimeInterval(-8 * 86_400))
        try store.append(entry("recent", at: now.timeIntervalSince1970 - 86_400), now: now.addingTimeInterval(-86_400))
        #expect(try store.entries().entries.map(\.text) == ["recent", "old"])
        try store.append(entry("new", at: now.timeIntervalSince1970), now: now)
        #expect(try store.entries().entries.map(\.text) == ["new", "recent"])
    }

    @Test("removing entries takes them out of the file; removing all removes the file")
    func removal() throws {
        let store = HistoryStore(directory: folder)
        for text in ["keep", "secret", "also kept"] { try store.append(entry(text)) }
        let secret = try #require(try store.entries().entries.first { $0.text == "secret" })
        #expect(try store.remove(ids: [secret.id]) == 1)
        #expect(try store.entries().entries.map(\.text) == ["also kept", "keep"])
        #expect(try !lines().joined().contains("secret"))
        try store.removeAll()
        #expect(!FileManager.default.fileExists(atPath: store.file.path))
        #expect(try store.entries().entries.isEmpty)
    }

    @Test("a damaged file is kept aside, its readable entries go on, and new entries still go in")
    func damage() throws {
        let store = HistoryStore(directory: folder)
        try store.append(entry("before"))
        let handle = try FileHandle(forWritingTo: store.file)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("not json\n{\"text\": \"cut sh".utf8))
        try handle.close()

        let damage = try #require(try store.append(entry("after")))
        #expect(damage.damagedLines == 2)
        #expect(damage.keptEntries == 1)
        #expect(damage.keptAside.lastPathComponent.hasPrefix(HistoryStore.fileName + ".damaged-"))
        let aside = try String(contentsOf: damage.keptAside, encoding: .utf8)
        #expect(aside.contains("not json"), "the damaged file is kept as it was: \(aside)")
        let (entries, again) = try store.entries()
        #expect(entries.map(\.text) == ["after", "before"])
        #expect(again == nil, "the fresh file is whole")

        try store.removeAll()
        #expect(!FileManager.default.fileExists(atPath: damage.keptAside.path), "removing all removes the damaged copy too")
    }

    @Test("dictations ending together each add their entry")
    func concurrentAppends() async throws {
        let store = HistoryStore(directory: folder)
        let writers = 8, each = 25
        try await withThrowingTaskGroup(of: Void.self) { group in
            for writer in 0..<writers {
                // Threads of their own, each opening the files itself as separate dictate processes do.
                group.addTask {
                    try await offThePool { for number in 0..<each { try store.append(entry("\(writer)-\(number)")) } }
                }
            }
            try await group.waitForAll()
        }
        let texts = Set(try store.entries().entries.map(\.text))
        #expect(texts.count == writers * each)
    }

    @Test("a missing entry number says which numbers there are")
    func noSuchEntry() {
        #expect(HistoryError.noSuchEntry(4, count: 3).description.contains("1 to 3"))
        #expect(HistoryError.noSuchEntry(1, count: 0).description.contains("empty"))
    }
}
