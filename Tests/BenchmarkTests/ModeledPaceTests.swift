import Foundation
import Synchronization
import Testing
import Benchmark
import SpeechEngine

/// Streams clips of Tests/Audio through tiny.en in modeled pacing: what the issue asks of it is that runs repeat.
@Suite(.serialized) struct ModeledPaceTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    
    /// Every transcript shown over the `clips` of Tests/Audio, with its time, charged by `model`.
    private func shown(_ model: PassCostModel, clips: [String]) async throws -> [[String]] {
        var options = EngineOptions(model: Self.root.appendingPathComponent("models/ggml-tiny.en.bin").path)
        options.decoding.threads = 2
        var runner = StreamingRunner(options: options, pace: .modeled, tailSeconds: 1)
        runner.passClock = model.clock
        let entries = Mutex<[String]>([])
        runner.observer = { time, text in entries.withLock { $0.append(String(format: "%.4f %@", time, text)) } }
        var shown: [[String]] = []
        for clip in clips {
            entries.withLock { $0 = [] }
            let path = Self.root.appendingPathComponent("Tests/Audio/\(clip)").path
            let outcome = try await runner.run(Fixture(name: clip, audioPath: path, reference: ""))
            #expect(outcome.failure == nil)
            shown.append(entries.withLock { $0 })
        }
        return shown
    }

    /// Slow enough, two threads on a busy machine, that live the windows would depend on the load.
    private let busyMachine = PassCostModel(fixedSeconds: 0.08, secondsPerFrame: 0.0004, secondsPerTokenBeam: 0.004)

    @Test func twoRunsShowTheSameTextAtTheSameTimes() async throws {
        let first = try await shown(busyMachine, clips: ["paragraph.wav", "meeting.wav"])
        let second = try await shown(busyMachine, clips: ["paragraph.wav", "meeting.wav"])
        #expect(first == second)
        #expect(first.allSatisfy { $0.count > 2 })
    }

    @Test func slowerPassesShowTheTextLater() async throws {
        let fast = try await shown(PassCostModel(fixedSeconds: 0.01, secondsPerFrame: 0, secondsPerTokenBeam: 0), clips: ["meeting.wav"])
        let slow = try await shown(PassCostModel(fixedSeconds: 1, secondsPerFrame: 0, secondsPerTokenBeam: 0), clips: ["meeting.wav"])
        let firstTime = { (entries: [String]) in entries.first { $0.split(separator: " ").count > 1 }
            .flatMap { Double($0.split(separator: " ")[0]) } ?? 0 }
        #expect(firstTime(slow[0]) > firstTime(fast[0]) + 0.9)
    }
}
