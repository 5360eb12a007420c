import Foundation
import LiveStatus
import Testing

@Suite struct StatusFormatTests {
    let start = Date(timeIntervalSince1970: 1_700_000_000)

    @Test func waybarOutputHasTheFourKeysWithTheStateAsClassAndAlt() throws {
        let snapshot = StatusSnapshot(
            state: .recording, startedAt: start, language: "en", segmentCount: 3,
            latestText: "Running about ten minutes late, save me a seat & order <soup>"
        )
        let line = StatusFormat.waybar.render(snapshot, now: start.addingTimeInterval(72))
        #expect(!line.contains("\n"))
        let object = try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: String])
        #expect(Set(object.keys) == ["text", "tooltip", "class", "alt"])
        #expect(object["class"] == "recording")
        #expect(object["alt"] == "recording")
        // Compact form behind the icon, markup escaped for Pango.
        #expect(object["text"] == "● 1:12 …me a seat &amp; order &lt;soup&gt;")
        #expect(object["tooltip"] == "Recording · 1:12 · en · 3 segments\nRunning about ten minutes late, save me a seat &amp; order &lt;soup&gt;")
    }

    @Test func waybarOutputWhenIdleAndPaused() throws {
        let idle = try JSONDecoder().decode(WaybarOutput.self, from: Data(StatusFormat.waybar.render(.idle).utf8))
        let expected = #"{"alt":"idle","class":"idle","text":"○","tooltip":"Nothing is recording."}"#
        #expect(StatusFormat.waybar.render(.idle) == expected)
        #expect(idle.class == "idle")
        let paused = WaybarOutput(StatusSnapshot(state: .paused, startedAt: start, elapsed: 4))
        #expect(paused.class == "paused")
        #expect(paused.text == "⏸ 0:04")
        #expect(paused.tooltip == "Paused · 0:04 · 0 segments")
    }

    @Test func jsonRoundTripsTheSnapshot() throws {
        let snapshot = StatusSnapshot(
            state: .paused, startedAt: start, elapsed: 12.5, language: "ja", segmentCount: 2, latestText: "こんにちは 世界"
        )
        let line = StatusFormat.json.render(snapshot)
        #expect(line.contains(#""started_at":1700000000"#))
        #expect(line.contains(#""state":"paused""#))
        #expect(try StatusSnapshot(jsonLine: line) == snapshot)
    }

    @Test func textIsOneLineWithTheRunningTime() {
        let snapshot = StatusSnapshot(state: .recording, startedAt: start, language: "en", segmentCount: 1, latestText: "Hello there.")
        let line = StatusFormat.text.render(snapshot, now: start.addingTimeInterval(83))
        #expect(line == "● Recording 1:23 · en · 1 segment · Hello there.")
        #expect(StatusFormat.text.render(.idle) == "Nothing is recording.")
    }
}
