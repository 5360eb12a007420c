import Foundation
import Testing
import TestSupport

/// `dictate --continuous` from outside: however many requests it chains, one recording.
@Suite("--continuous is one recording", .exclusive)
struct ContinuousCommandTests {
    @Test("requests chained by --continuous are one recording in the feed and one --save file set")
    func oneRecordingOneFileSet() async throws {
        let home = try RecordingHome()
        let saved = home.folder.appendingPathComponent("saved")
        // Two-second requests over eight seconds of scripted speech: four requests, three seams.
        let words = (1...64).map { "word\($0)" }
        var environment = ProcessInfo.processInfo.environment.merging(home.environment) { $1 }
        environment["DICTATE_TRANSCRIPTION"] = "scripted:" + words.joined(separator: " ")
        let child = try ChildProcess.spawn(
            [DictateBinary.path, "--continuous", "--max-duration", "2", "--save", saved.path],
            environment: environment, standardOutput: home.folder.appendingPathComponent("out").path)
        let follower = try StatusFollower(home)
        #expect(await child.wait() == 0)
        try await follower.wait(for: "stopped")
        follower.stop()

        let all = follower.snapshots
        let recording = all.drop { $0["state"] as? String != "recording" }.prefix { $0["state"] as? String != "idle" }
        let states = recording.compactMap { $0["state"] as? String }
        #expect(states.last == "stopped", "\(all)")
        #expect(states.dropLast().allSatisfy { $0 == "recording" }, "the feed left recording at a seam: \(states)")
        #expect(Set(recording.compactMap { $0["started_at"] as? Double }).count == 1, "one start: \(Array(recording))")
        let counts = recording.compactMap { $0["segments"] as? Int }
        #expect(zip(counts, counts.dropFirst()).allSatisfy { $0 <= $1 }, "the segment count went back: \(counts)")
        #expect(counts.last == words.count)

        let names = try FileManager.default.contentsOfDirectory(atPath: saved.path).sorted()
        #expect(names.filter { $0.hasSuffix(".wav") }.count == 1, "\(names)")
        let transcript = try #require(names.first { $0.hasSuffix(".txt") }, "\(names)")
        #expect(names.filter { $0.hasSuffix(".txt") }.count == 1, "\(names)")
        let text = try String(contentsOf: saved.appendingPathComponent(transcript), encoding: .utf8)
        #expect(text.split(whereSeparator: \.isWhitespace).map(String.init) == words, "\(text)")
    }
}
