import Foundation
import Testing
@testable import SpeechEngine

@Suite("Scripted transcription")
struct ScriptedTranscriptionTests {
    @Test("words arrive at the given rate, levels every 50 ms, and the last update settles everything")
    func timing() async throws {
        let clock = ContinuousClock()
        let started = clock.now
        var updates: [(at: Duration, update: Update)] = []
        for try await update in Transcription.scripted("one two three four", wordsPerSecond: 10).start() {
            updates.append((clock.now - started, update))
        }
        let texts = updates.compactMap(\.update.transcript)
        #expect(texts.map(\.text) == ["one", "one two", "one two three", "one two three four", "one two three four"])
        #expect(texts.last?.tentative == "")
        #expect(texts.last?.committed == "one two three four")
        #expect(texts.dropLast().allSatisfy { $0.tentative.split(separator: " ").count == 1 }, "the newest word is tentative")
        let levels = updates.compactMap(\.update.level)
        #expect(levels.count >= 8)
        #expect(levels.allSatisfy { (0...1).contains($0) })
        #expect(Set(levels.map { ($0 * 10).rounded() }).count > 2, "the level moves")
        #expect(updates.last!.at >= .milliseconds(380), "four words at ten a second take 0.4 s")
    }

    @Test("finish settles what was said so far and ends the stream")
    func finish() async throws {
        let control = SessionControl()
        var last: Transcript?
        for try await update in Transcription.scripted(String(repeating: "word ", count: 100), wordsPerSecond: 20).start(control: control) {
            if let transcript = update.transcript {
                last = transcript
                if transcript.text.split(separator: " ").count >= 3 { control.finish() }
            }
        }
        let words = try #require(last).committed.split(separator: " ").count
        // The speaker goes on while the updates wait to be read: on a loaded machine a few more
        // words are said before finish reaches it, never the hundred.
        #expect((3...10).contains(words), "\(words) words settled")
        #expect(last?.tentative == "")
    }

    @Test("the duration cap ends a scripted session")
    func cap() async throws {
        var last: Transcript?
        for try await update in Transcription.scripted(String(repeating: "word ", count: 100), wordsPerSecond: 20,
                                                       maxDuration: .milliseconds(300)).start() {
            last = update.transcript ?? last
        }
        #expect((5...7).contains(try #require(last).segments.count))
    }
}
